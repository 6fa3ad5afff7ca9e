import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../src/load/check-site.ts';
import { isError } from '../../src/load/problem.ts';
import { routeOf } from '../../src/load/routes.ts';
import { siteWith } from './site-fixture.ts';

const page = readFileSync('pages/services/index.yaml', 'utf8');

describe('the site check', () => {
  it('maps files to routes', () => {
    expect(routeOf('pages/index.yaml')).toBe('/');
    expect(routeOf('pages/about/index.yaml')).toBe('/about');
    expect(routeOf('pages/services/drain-cleaning.yaml')).toBe('/services/drain-cleaning');
  });

  it('refuses two files for one route, naming both', () => {
    const { problems, pages } = checkSite(siteWith({ file: 'pages/about.yaml', text: page }, { file: 'pages/about/index.yaml', text: page }));
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({ code: 'duplicate-route', file: 'pages/about/index.yaml', message: 'pages/about/index.yaml and pages/about.yaml are both the page /about.' }),
    ]);
    expect(pages.map((p) => p.file)).toEqual(['pages/about.yaml']);
  });

  it('refuses a file name that is not a web address', () => {
    const { problems } = checkSite(siteWith({ file: 'pages/Gas Fitting.yaml', text: page }));
    expect(problems.filter(isError)).toEqual([expect.objectContaining({ code: 'bad-file-name', file: 'pages/Gas Fitting.yaml' })]);
  });

  it('warns, without failing, about a link to a page that does not exist', () => {
    const { problems, pages } = checkSite(siteWith({ file: 'pages/services/index.yaml', text: page }));
    const warnings = problems.filter((p) => p.file === 'pages/services/index.yaml');
    expect(warnings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'link-to-missing-page', path: 'blocks[0].actions[1].href', line: 14, message: 'This link goes to /contact, which has no page; visitors will see the not-found page.' }));
    expect(problems.some(isError)).toBe(false);
    expect(pages).toHaveLength(1);
  });

  it('fills in placeholders and link shorthands from the site file', () => {
    const { pages, site } = checkSite(siteWith({ file: 'pages/services/index.yaml', text: page }));
    const hero = pages[0]!.page.blocks[0]!;
    expect(hero.type === 'hero' && hero.actions[0]).toEqual({ label: `Call ${site!.phone.display}`, href: `tel:${site!.phone.dial}`, style: 'call' });
    expect(pages[0]!.page.title).toBe(`Plumbing Services in Kelowna & the Okanagan | ${site!.company}`);
  });
});
