// The brand of pages/_site.yaml: its colours made into shades with the written colour as shade 7, the pairs of text
// and colour the theme uses refused below 4.5:1 with a colour that passes, and what the build makes of it.
import chroma from 'chroma-js';
import { describe, expect, it } from 'vitest';
import { brand } from '../../schema/brand.ts';
import { fontFace, themeColor } from '../../src/core/brand-theme.ts';
import { brandTheme, shadesOf, systemFonts } from '../../src/node/brand/brand.ts';
import { checkBrand } from '../../src/node/check/check-brand.ts';
import { checkSite } from '../../src/node/check/check-site.ts';
import { faviconSvg } from '../../src/node/brand/favicon.ts';
import { formatPretty } from '../../src/node/report/format-pretty.ts';
import { webManifest } from '../../src/builder/web-manifest.ts';
import { assetsOf, fixtureAssets, fixtureSiteData, fixtureText, siteWith } from './site-fixture.ts';

const lightness = (hex: string) => chroma(hex).get('hsl.l');
/** The fixture site with its _site.yaml's brand lines changed. */
const siteFile = (from: string, to: string) => ({
  file: 'pages/_site.yaml',
  text: fixtureText('pages/_site.yaml').replace(from, to),
});
const brandProblems = (from: string, to: string) =>
  checkSite(
    siteWith(siteFile(from, to)),
    new Map([...fixtureAssets(), ...assetsOf('/fonts/inter.woff2')]),
  ).problems.filter((p) => p.file === 'pages/_site.yaml');

describe('a colour made into shades', () => {
  // #135590 is dark: Mantine's generator puts it at shade 9; #1c7ed6 at 7; #fab005 and #e8590c lighter, at 4 and 5.
  it.each(['#135590', '#8f3f10', '#1c7ed6', '#fab005', '#e8590c', '#2B8A3E', '#000000', '#ffffff'])(
    '%s is shade 7 itself, in ten shades from light to dark',
    (hex) => {
      const shades = shadesOf(hex);
      expect(shades).toHaveLength(10);
      expect(shades[7]).toBe(hex.toLowerCase());
      for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      const steps = shades.slice(1).map((shade, i) => lightness(shade) - lightness(shades[i]!));
      expect(
        steps.every((step) => step <= 0.0001),
        `lightness ${shades.map((s) => lightness(s).toFixed(2)).join(' ')}`,
      ).toBe(true);
    },
  );

  it('keeps the hue of the colour in every shade', () => {
    const hue = chroma('#135590').get('hsl.h');
    for (const shade of shadesOf('#135590').slice(1, 9))
      expect(Math.abs(chroma(shade).get('hsl.h') - hue)).toBeLessThan(4);
  });

  it('makes today’s look from no brand at all: the blue and the copper as shade 7, the system font, md corners', () => {
    const theme = brandTheme(brand.parse(undefined));
    expect([theme.primary[7], theme.accent[7], theme.fontFamily, theme.radius]).toEqual([
      '#135590',
      '#8f3f10',
      systemFonts,
      'md',
    ]);
    expect(theme).not.toHaveProperty('font');
    expect(theme).not.toHaveProperty('logo');
  });

  it('puts a font of the site’s own first, the system font after it, loaded with swap', () => {
    const theme = brandTheme(brand.parse({ font: { name: 'Source Sans 3', file: '/fonts/source.woff2' } }));
    expect(theme.fontFamily).toBe(`"Source Sans 3", ${systemFonts}`);
    expect(fontFace(theme.font!)).toBe(
      '@font-face{font-family:"Source Sans 3";src:url(/fonts/source.woff2) format("woff2");font-display:swap}',
    );
    expect(fontFace({ name: 'Old', file: '/fonts/old.TTF' })).toContain('format("truetype")');
  });
});

describe('the contrast of the brand', () => {
  it('passes today’s colours', () => {
    expect(checkBrand(brand.parse(undefined), undefined)).toEqual([]);
  });

  it('refuses a main colour white text is hard to read on, at its line, with the pair, its ratio and the nearest colour that passes', () => {
    const problems = brandProblems('  primary: "#135590"\n', '  primary: "#4dabf7"\n');
    expect(problems.map((p) => [p.code, p.path])).toEqual([['low-contrast-colour', 'brand.primary']]);
    const text = fixtureText('pages/_site.yaml').replace('#135590', '#4dabf7');
    expect(formatPretty(problems, new Map([['pages/_site.yaml', text]]), 1, false)).toMatchInlineSnapshot(`
      "✖ Colour too light to read on
        pages/_site.yaml:52:12  (brand.primary)

          51 | brand:
        > 52 |   primary: "#4dabf7"
             |            ^^^^^^^^^
          53 |   accent: "#8f3f10"

        With the main colour #4dabf7, white text on it (filled buttons, the hero) and it as link text on white measures 2.4:1; text must measure at least 4.5:1 to be read by everyone (WCAG AA), so the site would be hard to read.
        "#0978d2" is the nearest colour of the same hue that passes: write it here, or choose another, darker colour.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });

  it.each([
    ['primary', '#4dabf7'],
    ['primary', '#2b8a3e'],
    ['primary', '#ffd43b'],
    ['accent', '#e8590c'],
    ['accent', '#fab005'],
  ] as const)('suggests for the %s %s a colour of the same hue that itself passes', (colour, hex) => {
    const [found] = checkBrand(brand.parse({ [colour]: hex }), undefined);
    const suggestion = /"(#[0-9a-f]{6})" is the nearest colour/.exec(found!.problem.hint!)![1]!;
    expect(checkBrand(brand.parse({ [colour]: suggestion }), undefined)).toEqual([]);
    expect(Math.abs(chroma(suggestion).get('hsl.h') - chroma(hex).get('hsl.h'))).toBeLessThan(3);
    // Just past the line: a colour a step nearer to the written one would not pass.
    expect(chroma.contrast('#ffffff', suggestion)).toBeLessThan(5.5);
  });

  it('reads a ratio just under 4.5 as 4.4, never as the 4.5 it misses', () => {
    const [found] = checkBrand(brand.parse({ primary: '#2b8a3e' }), undefined);
    expect(found!.problem.message).toContain('measures 4.3:1');
    expect(chroma.contrast('#ffffff', '#2b8a3e')).toBeGreaterThan(4.3);
  });

  it('refuses a font file that is not in public/, at the file', () => {
    const font = '  accent: "#8f3f10"\n  font: { name: Inter, file: /fonts/missing.woff2 }\n';
    expect(brandProblems('  accent: "#8f3f10"\n', font).map((p) => [p.code, p.path, p.message])).toEqual([
      [
        'missing-font-file',
        'brand.font.file',
        "There is no file public/fonts/missing.woff2, so every text would show in the device's own font instead.",
      ],
    ]);
    expect(brandProblems('  accent: "#8f3f10"\n', font.replace('missing', 'inter'))).toEqual([]);
  });

  it('refuses a colour that is not #rrggbb, saying how to write one', () => {
    expect(brandProblems('  primary: "#135590"\n', '  primary: blue\n').map((p) => [p.code, p.message])).toEqual([
      [
        'bad-format',
        '"brand": "primary" is "blue". Write a colour as # then six hexadecimal ' +
          'digits (0-9, a-f), e.g. "#135590"; in YAML, put it in quotes.',
      ],
    ]);
  });
});

describe('what the build makes of the brand', () => {
  const site = fixtureSiteData().site;
  const withBrand = (written: object) => ({ ...site, brand: brandTheme(brand.parse(written)) });

  it('gives theme-color and the manifest the main colour’s darkest shade, the header strip’s', () => {
    const purple = withBrand({ primary: '#5b2a86' });
    expect(themeColor(purple.brand)).toBe(shadesOf('#5b2a86')[9]);
    expect(JSON.parse(webManifest(purple, 'en-CA'))).toMatchObject({
      name: site.company,
      lang: 'en-CA',
      theme_color: shadesOf('#5b2a86')[9],
      icons: [{ src: '/favicon.svg' }],
    });
  });

  it('draws the favicon as the company’s initial in white on the main colour', () => {
    const svg = faviconSvg({ ...withBrand({ primary: '#5b2a86' }), company: '&Sons Plumbing' }, () => '');
    expect(svg).toContain('fill="#5b2a86"');
    expect(svg).toMatch(/fill="#ffffff">&#38;<\/text><\/svg>/);
  });

  it('uses an SVG logo as the favicon, as it is', () => {
    const logo = { src: '/images/logo.svg', alt: 'Example Flow Plumbing', width: 200, height: 40 };
    const read: string[] = [];
    const svg = faviconSvg(withBrand({ logo }), (src) => (read.push(src), '<svg id="logo"/>'));
    expect([svg, read]).toEqual(['<svg id="logo"/>', ['/images/logo.svg']]);
    expect(faviconSvg(withBrand({ logo: { ...logo, src: '/images/logo.png' } }), () => 'read')).toContain('<text');
  });
});
