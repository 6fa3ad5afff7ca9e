import { describe, expect, it } from 'vitest';
import { checkSite, siteChecker } from '../../src/node/check/check-site.ts';
import type { SourceFile } from '../../src/node/read/source-file.ts';
import { townEntries, townPage } from '../data-page-fixture.ts';
import { fixtureAssets, fixtureText, siteWith, siteWithout } from './site-fixture.ts';

const towns = townEntries('Kelowna', 'Vernon');
const withTowns = (...files: SourceFile[]) =>
  siteWith(
    { file: 'pages/_data/towns.yaml', text: towns },
    { file: 'pages/plumber-in/[town].yaml', text: townPage() },
    ...files,
  );
const pageOf = (check: ReturnType<typeof checkSite>, route: string) => check.pages.find((p) => p.route === route)?.page;

/** The dev server's check, run on each state of the files in turn, against a fresh check of each. */
function runAll(states: SourceFile[][]) {
  const check = siteChecker(undefined, { checksAgain: true });
  return states.map((files) => {
    const remembered = check(files, fixtureAssets());
    expect(remembered.problems).toEqual(checkSite(files, fixtureAssets()).problems);
    expect(remembered.pages).toEqual(checkSite(files, fixtureAssets()).pages);
    return remembered;
  });
}

describe('the check the dev server keeps', () => {
  it('re-checks only the saved page: every other page is the result it had', () => {
    const about = fixtureText('pages/about.yaml');
    const [before, after] = runAll([
      withTowns(),
      withTowns({ file: 'pages/about.yaml', text: about.replace('title: About Us\n', 'title: About the Team\n') }),
    ]);
    expect(pageOf(after!, '/about')).not.toBe(pageOf(before!, '/about'));
    expect(pageOf(after!, '/about')!.blocks[0]).toMatchObject({ title: 'About the Team' });
    for (const route of ['/', '/contact', '/plumber-in/kelowna', '/plumber-in/vernon'])
      expect(pageOf(after!, route)).toBe(pageOf(before!, route));
  });

  it('re-checks the pages that link to a page that is deleted, and again when it comes back', () => {
    const [, deleted, restored] = runAll([withTowns(), siteWithout('pages/about.yaml'), withTowns()]);
    expect(deleted!.problems.some((p) => p.code === 'link-to-missing-page' && p.message.includes('/about'))).toBe(true);
    expect(restored!.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('re-checks every page when the site file changes, and a data page when its data file changes', () => {
    const site = fixtureText('pages/_site.yaml');
    const company = /^company: (.*)$/m.exec(site)![1]!;
    const [, renamed, moved] = runAll([
      withTowns(),
      withTowns({ file: 'pages/_site.yaml', text: site.replace(`company: ${company}`, 'company: Lakeside Plumbing') }),
      withTowns(
        { file: 'pages/_site.yaml', text: site.replace(`company: ${company}`, 'company: Lakeside Plumbing') },
        {
          file: 'pages/_data/towns.yaml',
          text: towns.replace('vernon', 'west-kelowna').replace('Vernon', 'West Kelowna'),
        },
      ),
    ]);
    expect(pageOf(renamed!, '/plumber-in/vernon')!.title).toBe('Plumber in Vernon | Lakeside Plumbing');
    expect(pageOf(moved!, '/plumber-in/vernon')).toBeUndefined();
    expect(pageOf(moved!, '/plumber-in/west-kelowna')!.title).toBe('Plumber in West Kelowna | Lakeside Plumbing');
  });

  it('says the same as a fresh check after a run of saves, wrong ones among them', () => {
    const about = fixtureText('pages/about.yaml');
    runAll([
      withTowns(),
      withTowns({ file: 'pages/about.yaml', text: about.replace('type: stats', 'type: stat') }),
      withTowns({
        file: 'pages/contact.yaml',
        text: fixtureText('pages/contact.yaml').replace(/href: \/[a-z-]*/, 'href: /plumber-in/vernon'),
      }),
      withTowns({ file: 'pages/_data/towns.yaml', text: towns.replace('slug: vernon', 'slug: Vernon') }),
      siteWithout('pages/contact.yaml'),
      siteWith({ file: 'pages/plumber-in/[town].yaml', text: townPage() }),
      withTowns(),
      withTowns({
        file: 'pages/about.yaml',
        text: about.replace(
          'title: About Us\n',
          'title: About Us\n    actions:\n      - label: Kelowna\n        href: /plumber-in/kelowna\n',
        ),
      }),
      withTowns({ file: 'pages/_data/towns.yaml', text: towns.replace('slug: kelowna', 'slug: kelowna-city') }),
      withTowns({ file: 'pages/plumber-in/vernon.yaml', text: about }),
      withTowns({ file: 'pages/plumber-in/kelowna.yaml', text: about }),
      withTowns(),
    ]);
  });
});
