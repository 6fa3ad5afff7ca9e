// A build's read of the pages with its memory of the last read (src/node/read/read-pages.ts, LastRead): a written page
// whose stamp (size, times, inode) is as it was keeps the text's hash it had and is read only when its text is asked
// for; any write to it, even one that keeps its size and sets its modification time back, makes it read again.
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPages, type LastRead } from '../../src/node/read/read-pages.ts';
import { hashOf } from '../../src/node/read/source-file.ts';
import { fixtureRoot, retitleKeepingTime } from './site-fixture.ts';

const root = mkdtempSync(join(tmpdir(), 'last-read-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const about = join(root, 'pages', 'about.yaml');
/** Three seconds ago: older than the two seconds a file system's clock may round a write to. */
const settled = () => new Date(Date.now() - 3000);
/** Waits until the files written so far are settled: their change time (which no one can set back) too. */
const settle = () => new Promise((done) => setTimeout(done, 2100));

/** What the next build would start from: this read's stamps, each with its page's text hash. */
function lastReadOf(read: ReturnType<typeof readPages>): LastRead {
  const texts = new Map(read.files.map((f) => [f.file, f.text]));
  return new Map([...read.stamps!].map(([file, stamp]) => [file, { stamp, key: hashOf(texts.get(file)!) }]));
}

beforeAll(async () => {
  cpSync(fixtureRoot, root, { recursive: true });
  await settle();
});

describe('a build’s read of the pages with the last read', () => {
  it('gives an unchanged written page the hash it had and its text when asked for; reads data pages and the site file', () => {
    const first = readPages(root, new Map());
    expect(first.stamps!.has('pages/about.yaml')).toBe(true);
    // Only written pages have stamps: the site file, the not-found page and data files are read every time.
    expect([...first.stamps!.keys()].filter((file) => file.includes('/_') || file.includes('['))).toEqual([]);
    const again = readPages(root, lastReadOf(first));
    const page = again.files.find((f) => f.file === 'pages/about.yaml')!;
    expect(page.key).toBe(hashOf(readFileSync(about, 'utf8')));
    expect(page.text).toBe(readFileSync(about, 'utf8'));
    expect(again.files.find((f) => f.file === 'pages/_site.yaml')!.key).toBeUndefined();
    expect(again.files.map((f) => f.file)).toEqual(first.files.map((f) => f.file));
  });

  it('reads a page again after any write: the same length with its modification time set back too', () => {
    const first = readPages(root, new Map());
    const changed = retitleKeepingTime(about);
    const page = readPages(root, lastReadOf(first)).files.find((f) => f.file === 'pages/about.yaml')!;
    expect(page.key).toBeUndefined();
    expect(page.text).toBe(changed);
  });

  it('gives no stamp to a page written just now, whose time a later write could repeat, so the next build reads it', () => {
    writeFileSync(about, readFileSync(about, 'utf8'));
    const read = readPages(root, new Map());
    expect(read.stamps!.has('pages/about.yaml')).toBe(false);
    // Its modification time set back, its change time is still now.
    utimesSync(about, settled(), settled());
    expect(readPages(root, new Map()).stamps!.has('pages/about.yaml')).toBe(false);
  });

  it('says which page changed when one left unread is asked for after it changed', async () => {
    await settle();
    const first = readPages(root, new Map());
    const page = readPages(root, lastReadOf(first)).files.find((f) => f.file === 'pages/about.yaml')!;
    writeFileSync(about, `${readFileSync(about, 'utf8')}# changed while the build ran\n`);
    expect(() => page.text).toThrow('pages/about.yaml changed while the build read the pages: build again.');
  });
});
