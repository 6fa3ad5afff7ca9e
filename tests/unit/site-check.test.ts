import { describe, expect, it } from 'vitest';
import { checkSite, siteFactsAlone } from '../../src/node/check/check-site.ts';
import { isError } from '../../src/node/report/problem.ts';
import { routeOf } from '../../src/core/routes.ts';
import type { Assets, PictureFile } from '../../src/node/pictures/picture-file.ts';
import { assetsOf, fixtureAssets, fixtureFiles, fixtureText, siteWith, siteWithout } from './site-fixture.ts';

const page = fixtureText('pages/services/index.yaml');

describe('the site check', () => {
  it('warns, at the words, when a text counts the services and the site file no longer lists that many; {serviceCount} follows the list', () => {
    const counted = page.replace(
      /^description: .*$/m,
      'description: Two plumbing services, 2 services in all, both ' +
        'among our services, for homes and businesses in {location}.',
    );
    const site = fixtureText('pages/_site.yaml');
    const third = site.replace(
      /^services:\n/m,
      'services:\n  - title: Gas Fitting\n    href: /services\n' +
        '    summary: Gas lines for ranges, furnaces and barbecues.\n    icon: flame\n',
    );
    const warnings = (files: Parameters<typeof checkSite>[0]) =>
      checkSite(files).problems.filter((p) => p.code === 'count-out-of-date');
    expect(warnings(siteWith({ file: 'pages/services/index.yaml', text: counted }))).toEqual([]);
    const found = warnings(
      siteWith({ file: 'pages/services/index.yaml', text: counted }, { file: 'pages/_site.yaml', text: third }),
    );
    expect(found.map((p) => [p.file, p.line, p.col, p.endCol - p.col, p.message])).toEqual([
      [
        'pages/services/index.yaml',
        3,
        14,
        'Two plumbing services'.length,
        '"Two plumbing services", but pages/_site.yaml lists 3 services.',
      ],
      ['pages/services/index.yaml', 3, 37, '2 services'.length, '"2 services", but pages/_site.yaml lists 3 services.'],
    ]);
    expect(
      found.every(
        (p) =>
          !isError(p) &&
          p.hint ===
            'Write {serviceCount} in place of the number, and the text follows the list; or correct the number.',
      ),
    ).toBe(true);
    const following = page.replace(
      /^description: .*$/m,
      'description: All {serviceCount} plumbing services we offer to homes and businesses in {location}.',
    );
    const { pages } = checkSite(
      siteWith({ file: 'pages/services/index.yaml', text: following }, { file: 'pages/_site.yaml', text: third }),
    );
    expect(pages.find((p) => p.route === '/services')?.page.description).toMatch(/^All 3 plumbing services/);
  });

  it('maps files to routes', () => {
    expect(routeOf('pages/index.yaml')).toBe('/');
    expect(routeOf('pages/about/index.yaml')).toBe('/about');
    expect(routeOf('pages/services/drain-cleaning.yaml')).toBe('/services/drain-cleaning');
  });

  it('refuses two files for one route, naming both', () => {
    const { problems, pages } = checkSite(siteWith({ file: 'pages/about/index.yaml', text: page }));
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({
        code: 'duplicate-route',
        file: 'pages/about/index.yaml',
        line: 1,
        col: 1,
        message: 'pages/about/index.yaml and pages/about.yaml are both the page /about.',
      }),
    ]);
    expect(pages.filter((p) => p.route === '/about').map((p) => p.file)).toEqual(['pages/about.yaml']);
  });

  it('refuses a file name that is not a web address', () => {
    const { problems } = checkSite(siteWith({ file: 'pages/Gas Fitting.yaml', text: page }));
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({ code: 'bad-file-name', file: 'pages/Gas Fitting.yaml' }),
    ]);
  });

  it('refuses a page whose title or description is empty or blank, at the value', () => {
    const blank = page
      .replace(/^title: .*$/m, 'title: ""')
      .replace(/^description: .*$/m, `description: "${' '.repeat(60)}"`);
    const { problems } = checkSite(siteWith({ file: 'pages/services/index.yaml', text: blank }));
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({
        code: 'empty-text',
        path: 'title',
        line: 2,
        col: 8,
        message: 'The page: "title" is empty.',
      }),
      expect.objectContaining({
        code: 'empty-text',
        path: 'description',
        line: 3,
        col: 14,
        message: 'The page: "description" is blank (only spaces).',
      }),
    ]);
  });

  it('refuses every link to a page whose file was deleted, at the link', () => {
    const { problems } = checkSite(siteWithout('pages/about.yaml'));
    const errors = problems.filter(isError);
    expect(errors.length).toBeGreaterThan(1);
    for (const error of errors)
      expect(error).toMatchObject({
        code: 'link-to-missing-page',
        message: 'This link goes to /about, which has no page; visitors would see the not-found page.',
      });
    // The footer's "About Us" link, in the site file, underlined at its value.
    const source = fixtureText('pages/_site.yaml').split('\n');
    const footer = errors.find((e) => e.file === 'pages/_site.yaml' && e.path?.startsWith('footer.'))!;
    expect(source[footer.line - 1]!.slice(footer.col - 1, footer.endCol - 1)).toBe('/about');
    expect(footer.hint).toContain('add /about to knownMissingPages in pages/_site.yaml');
  });

  it("accepts a form that sends to the site's own inbox once the site file sets the inbox up, and warns before", () => {
    const contact = fixtureText('pages/contact.yaml').replace('endpoint: /api/quote', 'endpoint: /_inbox');
    const site = fixtureText('pages/_site.yaml');
    const codes = (siteText: string) =>
      checkSite(
        siteWith({ file: 'pages/contact.yaml', text: contact }, { file: 'pages/_site.yaml', text: siteText }),
        fixtureAssets(),
      ).problems.map((p) => `${p.file} ${p.code}`);
    expect(codes(site)).toEqual(['pages/contact.yaml inbox-not-set-up']);
    expect(codes(`${site}inbox:\n  keepMonths: 6\n`)).toEqual([]);
  });

  it('suggests the page that was meant for a mistyped link', () => {
    const typo = page.replace('href: /contact', 'href: /contcat');
    expect(typo).not.toBe(page);
    const { problems } = checkSite(siteWith({ file: 'pages/services/index.yaml', text: typo }));
    expect(problems.filter(isError)).toEqual([
      expect.objectContaining({
        code: 'link-to-missing-page',
        file: 'pages/services/index.yaml',
        hint: expect.stringMatching(/^Did you mean "\/contact"\? /),
      }),
    ]);
  });

  it('allows links to the pages listed as known missing, and flags list entries that are no longer needed', () => {
    expect(checkSite(fixtureFiles(), fixtureAssets()).problems).toEqual([]);
    const site = fixtureText('pages/_site.yaml');
    const listed = site.replace('knownMissingPages:\n', 'knownMissingPages:\n  - /about\n  - /old-offer\n');
    const { problems } = checkSite(siteWith({ file: 'pages/_site.yaml', text: listed }));
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'known-missing-page-exists',
        file: 'pages/_site.yaml',
        path: 'knownMissingPages[0]',
        message: '/about has a page now, so it no longer needs to be listed as missing.',
      }),
      expect.objectContaining({
        severity: 'warning',
        code: 'known-missing-page-unused',
        file: 'pages/_site.yaml',
        path: 'knownMissingPages[1]',
        message: 'No link on the site goes to /old-offer.',
      }),
    ]);
  });

  describe('a picture', () => {
    const withImage = (lines: string) =>
      page.replace(/^(  - type: hero\n)/m, `$1    image:\n${lines.replace(/^/gm, '      ')}\n`);
    const check = (lines: string, assets = assetsOf('/images/van.webp')) =>
      checkSite(siteWith({ file: 'pages/services/index.yaml', text: withImage(lines) }), assets).problems.filter(
        (p) => p.file === 'pages/services/index.yaml',
      );
    const size = 'width: 1600\nheight: 1200';

    it('is refused without alt text, at the picture', () => {
      expect(check(`src: /images/van.webp\n${size}`)).toEqual([
        expect.objectContaining({
          code: 'missing-alt-text',
          title: 'Picture without alt text',
          line: 7,
          col: 7,
          path: 'blocks[0].image.alt',
          message:
            'Block 1 (hero), "image", "alt": no alt text is given, so people ' +
            'using a screen reader are not told what /images/van.webp shows.',
        }),
      ]);
      expect(check(`src: /images/van.webp\nalt: "  "\n${size}`)).toEqual([
        expect.objectContaining({ code: 'missing-alt-text', line: 8 }),
      ]);
    });

    it('is refused when its alt text says nothing, or it is marked decorative and has alt text', () => {
      expect(check(`src: /images/van.webp\nalt: Photo\n${size}`)).toEqual([
        expect.objectContaining({ code: 'empty-alt-text', line: 8, col: 12 }),
      ]);
      expect(check(`src: /images/van.webp\nalt: van.webp\n${size}`)).toEqual([
        expect.objectContaining({ code: 'empty-alt-text' }),
      ]);
      expect(check(`src: /images/van.webp\nalt: Our van\ndecorative: true\n${size}`)).toEqual([
        expect.objectContaining({ title: 'Decorative picture with alt text', line: 9 }),
      ]);
    });

    it('is accepted with alt text, or marked decorative', () => {
      expect(
        check(`src: /images/van.webp\nalt: A technician unloading a drain camera from the service van\n${size}`),
      ).toEqual([]);
      expect(check(`src: /images/van.webp\ndecorative: true\n${size}`)).toEqual([]);
    });

    const withFile = (picture: PictureFile, bytes = 200_000): Assets =>
      new Map([['/images/van.webp', { bytes, changed: 0, picture }]]);
    const alt = 'src: /images/van.webp\nalt: Our service van';
    const codes = (assets: Assets, lines = alt) =>
      check(lines, assets).map((p) => `${p.code} ${p.line}:${p.col} ${p.message}`);

    it('takes its width and height from the file; written ones that differ are a warning, the file wins', () => {
      expect(check(alt)).toEqual([]);
      expect(codes(assetsOf('/images/van.webp'), `${alt}\nwidth: 800\nheight: 1200`)).toEqual([
        'picture-size-differs 9:14 The width written here is 800, but the file is 1600 pixels wide; the file wins.',
      ]);
      const { pages } = checkSite(
        siteWith({ file: 'pages/services/index.yaml', text: withImage(`${alt}\nwidth: 800`) }),
        assetsOf('/images/van.webp'),
      );
      expect((pages.find((p) => p.route === '/services')!.page.blocks[0] as { image: object }).image).toMatchObject({
        width: 1600,
        height: 1200,
      });
    });

    it('is refused when the file is no picture, too large, unreadable or a drawing with a script; too small is a warning', () => {
      expect(codes(withFile({ problem: 'not-a-picture', found: 'a PDF document' }))).toEqual([
        "not-a-picture 7:12 public/images/van.webp has a picture's name, " +
          'but it is a PDF document: a browser would show a broken picture.',
      ]);
      expect(codes(withFile({ problem: 'too-large-to-read' }, 24 * 1024 * 1024))).toEqual([
        'picture-too-large 7:12 public/images/van.webp is 24.0 MB; ' +
          'a picture can be at most 20.0 MB, and no page needs more.',
      ]);
      expect(codes(withFile({ format: 'png', width: 10_000, height: 10_000, unsafe: [] }))).toEqual([
        'picture-too-large 7:12 public/images/van.webp is 100 megapixels (10000 × ' +
          '10000); a picture can be at most 50 megapixels, and no page needs more.',
      ]);
      expect(codes(withFile({ problem: 'unreadable', reason: 'permission denied' }))).toEqual([
        'unreadable-picture 7:12 The file public/images/van.webp could not be read: permission denied.',
      ]);
      expect(
        codes(
          withFile({
            format: 'svg',
            width: 100,
            height: 100,
            unsafe: ['a script (<x:script>)', 'an event handler (onload)'],
          }),
        ),
      ).toEqual([
        'svg-with-script 7:12 public/images/van.webp is an SVG drawing with a script (<x:script>) and an event ' +
          'handler (onload) in it: opened on its own, it could run code on this site or fetch files from elsewhere.',
      ]);
      expect(codes(withFile({ format: 'webp', width: 400, height: 300, unsafe: [] }))).toEqual([
        'picture-too-small 7:12 public/images/van.webp is 400 pixels wide, but on a phone ' +
          'this place is 343 pixels wide at twice the density (686 pixels): it will look blurry.',
      ]);
      expect(codes(withFile({ format: 'svg', width: 100, height: 100, unsafe: [] }))).toEqual([]);
    });

    it('is refused when its file is not in public/, at its path', () => {
      expect(check(`src: /images/Van.webp\nalt: Our service van\n${size}`)).toEqual([
        expect.objectContaining({
          code: 'missing-image-file',
          line: 7,
          col: 12,
          endCol: 28,
          message: 'There is no file public/images/Van.webp, so visitors would see a broken picture.',
        }),
      ]);
    });
  });

  it('fills in placeholders and link shorthands from the site file', () => {
    const { pages, site } = checkSite(siteWith({ file: 'pages/services/index.yaml', text: page }));
    const services = pages.find((p) => p.route === '/services')!.page;
    const hero = services.blocks[0]!;
    expect(hero.type === 'hero' && hero.actions[0]).toEqual({
      label: `Call ${site!.phone.display}`,
      href: `tel:${site!.phone.dial}`,
      style: 'call',
    });
    expect(services.title).toBe(`Plumbing Services | ${site!.company}`);
  });
});

describe('the site facts from the site file alone (for the bundles a build begins before its check)', () => {
  const siteSource = () => fixtureFiles().find((f) => f.file === 'pages/_site.yaml')!;

  it('are the facts the whole check gives', () => {
    const whole = checkSite(fixtureFiles(), fixtureAssets()).site;
    expect(whole).toBeDefined();
    expect(siteFactsAlone(siteSource(), fixtureAssets())).toEqual(whole);
  });

  it('are none for a site file whose own text is wrong, and given for one whose links only the whole check can judge', () => {
    const { file, text } = siteSource();
    expect(siteFactsAlone({ file, text: text.replace(/^company:/m, 'compnay:') }, fixtureAssets())).toBeUndefined();
    // Alone, the file's links go nowhere (no page was read): they are the check's to say.
    expect(checkSite([siteSource()], fixtureAssets()).site).toBeUndefined();
    expect(siteFactsAlone(siteSource(), fixtureAssets())?.company).toBe('Example Flow Plumbing');
  });
});
