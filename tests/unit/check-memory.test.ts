// The build's memory of its check (src/builder/check-memory.ts): after a change to a few pages, it keeps their
// results beside the whole memory instead of writing it again, and reads back exactly what the checker remembers.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepMemory, readMemory } from '../../src/builder/check-memory.ts';
import { siteChecker } from '../../src/node/check/check-site.ts';
import type { SourceFile } from '../../src/node/read/source-file.ts';
import { fixtureAssets, fixtureText, siteWith } from './site-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'check-memory-'));
const file = join(dir, 'check-0123456789abcdef.json');
const changes = join(dir, 'check-0123456789abcdef.changes.json');
const pages = join(dir, 'check-0123456789abcdef.pages.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The example site with 40 more pages: a change to one or two is few enough to keep beside the whole memory. */
const copies = Array.from({ length: 40 }, (_, i) => ({
  file: `pages/copy-${i}.yaml`,
  text: fixtureText('pages/about.yaml'),
}));
const site = (...files: SourceFile[]) => [...files, ...copies];

/** One build's check: from the memory on disk, kept on disk again; returns what the checker remembers. */
function build(files: SourceFile[]) {
  const memory = readMemory(file);
  const checker = siteChecker(memory?.saved);
  const check = checker(files, fixtureAssets());
  keepMemory(file, memory, checker.save, checker.changes, new Map());
  return { check, remembered: checker.save() };
}
const retitled = (title: string) =>
  siteWith({
    file: 'pages/about.yaml',
    text: fixtureText('pages/about.yaml').replace(/^title: .*$/m, `title: ${title} | {company}`),
  });

describe("the build's memory of its check", () => {
  it('is written whole at first, then only the changed results beside it, and reads back as the checker remembers', () => {
    writeFileSync(join(dir, 'check-ffffffffffffffff.json'), '{}');
    const first = build(site(...siteWith()));
    expect(existsSync(file) && !existsSync(changes)).toBe(true);
    // Another code's memory is gone.
    expect(readdirSync(dir).sort()).toEqual([
      'check-0123456789abcdef.json',
      'check-0123456789abcdef.pages.json',
      'check-0123456789abcdef.stamps.json',
    ]);
    const whole = statSync(file).mtimeMs;
    const second = build(site(...retitled('About the Team')));
    expect(second.check.rechecked).toBe(1);
    expect(statSync(file).mtimeMs).toBe(whole);
    expect(existsSync(changes)).toBe(true);
    const same = (saved: { routes: string[]; results: Array<[string, unknown]> }, remembered: typeof saved) => {
      expect(new Set(saved.routes)).toEqual(new Set(remembered.routes));
      expect(new Map(saved.results)).toEqual(new Map(remembered.results));
    };
    same(readMemory(file)!.saved, second.remembered);
    expect(new Map(readMemory(file)!.saved.results)).not.toEqual(new Map(first.remembered.results));
    // A page deleted is gone from the memory too; the changes of both builds are kept.
    const later = site(...retitled('About the Team')).filter((f) => f.file !== 'pages/copy-0.yaml');
    const third = build(later);
    same(readMemory(file)!.saved, third.remembered);
    expect(readMemory(file)!.changes.size).toBeGreaterThanOrEqual(2);
    // And a build from it checks nothing again that did not change.
    expect(build(later).check.rechecked).toBe(0);
  });

  it('is written whole again when most files changed, and changes kept for another whole memory are not applied', () => {
    const stale = readMemory(file)!;
    // A change to the site file checks every page again: too many changes to keep beside.
    const facts = fixtureText('pages/_site.yaml');
    const renamed = site(
      ...siteWith({
        file: 'pages/_site.yaml',
        text: facts.replace(/^tagline: .*$/m, 'tagline: Plumbing for the memory test'),
      }),
    );
    const { check, remembered } = build(renamed);
    expect(check.rechecked).toBeGreaterThan(40);
    expect(existsSync(changes)).toBe(false);
    expect(readMemory(file)!.saved.results).toEqual(remembered.results);
    // Changes left by a build stopped between writing a whole memory and removing them belong to the old one.
    writeFileSync(changes, JSON.stringify({ whole: stale.id, routes: [], results: [['pages/index.yaml', null]] }));
    expect(readMemory(file)!.saved.results).toEqual(remembered.results);
  });

  it("keeps each page's summary in the whole memory and the pages beside it, read only when a page is asked for", () => {
    build(site(...siteWith()));
    const whole = JSON.parse(readFileSync(file, 'utf8')) as { results: Array<[string, { pages: object[] }]> };
    const about = new Map(whole.results).get('pages/about.yaml')!.pages[0]!;
    expect(about).not.toHaveProperty('page');
    expect(about).toMatchObject({
      route: '/about',
      summary: { title: expect.stringContaining('About'), blocks: expect.arrayContaining(['hero']) },
    });
    // The pages file cut short after its id: the summaries still read, and a page asked for says what to do.
    const text = readFileSync(pages, 'utf8');
    writeFileSync(pages, text.slice(0, text.indexOf('"pages"')));
    const memory = readMemory(file)!;
    const remembered = new Map(memory.saved.results).get('pages/about.yaml')!.pages[0]!;
    expect(remembered.summary.title).toContain('About');
    expect(() => remembered.page).toThrow(/lost its pages .*check-0123456789abcdef\.pages\.json.*delete/);
    // Pages of another whole memory (a build stopped between writing the two): the memory is not used at all.
    writeFileSync(pages, text.replace(/^\{"id":"[^"]+"/, '{"id":"another"'));
    expect(readMemory(file)).toBeUndefined();
    writeFileSync(pages, text);
    expect(new Map(readMemory(file)!.saved.results).get('pages/about.yaml')!.pages[0]!.page.title).toContain('About');
  });

  it('pairs each stamp of the read it was made from with its page’s remembered key; a stamp without a result is dropped', () => {
    const files = site(...siteWith());
    const memory = readMemory(file);
    const checker = siteChecker(memory?.saved);
    checker(files, fixtureAssets());
    keepMemory(
      file,
      memory,
      checker.save,
      checker.changes,
      new Map([
        ['pages/about.yaml', 'stamp of about'],
        ['pages/nowhere.yaml', 'stamp of a page with no result'],
      ]),
    );
    const results = new Map(readMemory(file)!.saved.results);
    expect([...readMemory(file)!.lastRead]).toEqual([
      ['pages/about.yaml', { stamp: 'stamp of about', key: results.get('pages/about.yaml')!.key }],
    ]);
  });
});
