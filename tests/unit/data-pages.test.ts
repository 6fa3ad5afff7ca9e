import { describe, expect, it } from 'vitest';
import { checkSite } from '../../src/node/check/check-site.ts';
import { runValidate } from '../../src/node/check/run-validate.ts';
import { isError } from '../../src/node/report/problem.ts';
import { fixtureAssets, siteWith } from './site-fixture.ts';

const townPage = (data: string, extra = '') => `data:
${data}title: Plumber in {town.name} | {company}
description: Licensed plumbers in {town.name}, on the road every day of the week, with fair prices.
blocks:
  - type: hero
    title: Plumbing in {town.name}
    text: Call {phone} for a plumber in {town.name}.
    actions:
      - label: Next town
        href: /plumber-in/{town.next}
${extra}`;
const inline = `  town:
    - slug: kelowna
      name: Kelowna
      next: peachland
    - slug: peachland
      name: Peachland
      next: kelowna
`;
const towns = `- slug: kelowna
  name: Kelowna
  next: peachland
- slug: peachland
  name: Peachland and the Lakeshore Villages Beyond the Bridge
  next: kelowna
`;
const check = (...files: Array<[string, string]>) =>
  checkSite(siteWith(...files.map(([file, text]) => ({ file, text }))), fixtureAssets());

describe('pages from data', () => {
  it('makes one page per entry, with the entry in every text and link', () => {
    const { problems, pages } = check(['pages/plumber-in/[town].yaml', townPage(inline)]);
    expect(problems.filter(isError)).toEqual([]);
    const made = pages.filter((p) => p.file === 'pages/plumber-in/[town].yaml');
    expect(made.map((p) => p.route)).toEqual(['/plumber-in/kelowna', '/plumber-in/peachland']);
    const [kelowna] = made;
    expect(kelowna!.page.title).toBe('Plumber in Kelowna | Example Flow Plumbing');
    expect(kelowna!.page.blocks[0]).toMatchObject({
      title: 'Plumbing in Kelowna',
      text: expect.stringMatching(/^Call \(250\) .* for a plumber in Kelowna\.$/),
      actions: [{ href: '/plumber-in/peachland' }],
    });
  });

  it('makes a page for each town and service from data files, and links to them resolve', () => {
    const services =
      '- slug: drains\n  name: Drain Cleaning\n- slug: heaters\n' +
      '  name: Water Heaters\n- slug: leaks\n  name: Leak Detection\n';
    const page = townPage('  service: _data/services.yaml\n  town: _data/towns.yaml\n').replace(
      'title: Plumbing in {town.name}',
      'title: "{service.name} in {town.name}"',
    );
    const linking =
      'title: Our Towns | {company}\n' +
      'description: Every town we serve, each with its own page and its own team on the road every day.\n' +
      'blocks:\n  - type: hero\n    title: Our Towns\n    actions:\n' +
      '      - label: Kelowna\n        href: /drains-in/kelowna\n';
    const { problems, pages } = check(
      ['pages/_data/services.yaml', services],
      ['pages/_data/towns.yaml', towns.replace(/Peachland and .*/, 'Peachland')],
      ['pages/[service]-in/[town].yaml', page.replace(/\/plumber-in\//, '/{service.slug}-in/')],
      ['pages/towns.yaml', linking],
    );
    expect(problems.filter(isError)).toEqual([]);
    expect(pages.filter((p) => p.file === 'pages/[service]-in/[town].yaml').map((p) => p.route)).toEqual([
      '/drains-in/kelowna',
      '/drains-in/peachland',
      '/heaters-in/kelowna',
      '/heaters-in/peachland',
      '/leaks-in/kelowna',
      '/leaks-in/peachland',
    ]);
    expect(pages.find((p) => p.route === '/leaks-in/peachland')!.page.blocks[0]).toMatchObject({
      title: 'Leak Detection in Peachland',
      actions: [{ href: '/leaks-in/kelowna' }],
    });
  });

  it("names both places of a problem that one entry causes: the page file's value and the entry, in every format", () => {
    const files = siteWith(
      { file: 'pages/_data/towns.yaml', text: towns },
      { file: 'pages/plumber-in/[town].yaml', text: townPage('  town: _data/towns.yaml\n') },
    );
    const problems = checkSite(files, fixtureAssets()).problems.filter(isError);
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'too-long',
        file: 'pages/plumber-in/[town].yaml',
        line: 3,
        col: 8,
        path: 'title',
        also: [
          {
            file: 'pages/_data/towns.yaml',
            line: 4,
            col: 9,
            endLine: 4,
            endCol: 18,
            what: 'entry "peachland" of town',
          },
        ],
      }),
    ]);
    const read = { files, unread: [] };
    expect(runValidate(read, 'pretty', false, fixtureAssets()).stdout).toContain(
      '  pages/plumber-in/[town].yaml:3:8  (title)\n  entry "peachland" of town: pages/_data/towns.yaml:4:9\n',
    );
    expect(JSON.parse(runValidate(read, 'json', false, fixtureAssets()).stdout).problems[0].also).toEqual(
      problems[0]!.also,
    );
    expect(runValidate(read, 'github', false, fixtureAssets()).stdout).toMatch(
      /^::error file=pages\/plumber-in\/\[town\]\.yaml,line=3,col=8,.*%0Aentry "peachland" of town: pages\/_data\/towns\.yaml:4:9\n$/,
    );
  });

  it("says a link that no entry's page has, once per page, at the link and the entry", () => {
    const { problems } = check([
      'pages/plumber-in/[town].yaml',
      townPage(inline.replace('next: kelowna', 'next: kelowa')),
    ]);
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({
        code: 'link-to-missing-page',
        line: 17,
        col: 15,
        hint: expect.stringMatching(/^Did you mean "\/plumber-in\/kelowna"\?/),
        also: [expect.objectContaining({ line: 6, col: 13, what: 'entry "peachland" of town' })],
      }),
    ]);
  });

  it("suggests the field that was meant for a misspelt {town.nmae}, from the entries' fields", () => {
    const { problems } = check([
      'pages/plumber-in/[town].yaml',
      townPage(inline).replace('title: Plumbing in {town.name}', 'title: Plumbing in {town.nmae}'),
    ]);
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({
        code: 'unknown-entry-field',
        line: 13,
        col: 24,
        endCol: 35,
        hint: 'Did you mean "town.name"? Fields of the entries: {town.slug}, {town.name}, {town.next}.',
      }),
    ]);
  });

  it('says an entry that lacks a field the page shows, at the entry and where the page uses it', () => {
    const { problems } = check([
      'pages/plumber-in/[town].yaml',
      townPage(inline.replace('      name: Peachland\n', '')),
    ]);
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({
        code: 'entry-missing-field',
        file: 'pages/plumber-in/[town].yaml',
        line: 6,
        col: 13,
        hint: 'Add name: to this entry, or take {town.name} out of the page.',
        also: [expect.objectContaining({ line: 8, col: 19, what: 'used at title' })],
      }),
    ]);
  });

  it('refuses an entry whose page is a written page already, naming both', () => {
    const { problems, pages } = check([
      'pages/[town].yaml',
      townPage(inline.replace('slug: peachland', 'slug: about')).replace(
        /\/plumber-in\/\{town\.next\}/,
        '/{town.slug}',
      ),
    ]);
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({
        code: 'generated-route-taken',
        file: 'pages/[town].yaml',
        message: 'This entry makes the page /about, which pages/about.yaml is already.',
        also: [expect.objectContaining({ file: 'pages/about.yaml', what: 'the page /about' })],
      }),
    ]);
    expect(pages.filter((p) => p.route === '/about').map((p) => p.file)).toEqual(['pages/about.yaml']);
  });
});
