// SVG drawings with something in them that could run code or load files from elsewhere: refused by validate at the
// picture's src, with what was found in words, and cleaned on upload (tests/unit/upload-guards.test.ts).
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/node/check/check-site.ts';
import { formatPretty } from '../../src/node/report/format-pretty.ts';
import { readSite } from '../../src/node/read/read-pages.ts';
import { cleanSvg } from '../../src/node/pictures/safe-svg.ts';

// The parser (jsdom) loads at the first drawing: seconds on a busy machine, paid once here rather than by one test.
beforeAll(() => void cleanSvg('<svg xmlns="http://www.w3.org/2000/svg"/>'), 60_000);

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
  `viewBox="0 0 10 10" width="10" height="10"${attributes}>${inner}</svg>`;

/**
 * Drawings a browser would let run script or fetch from elsewhere, opened on their own, and what the check says of
 * each.
 */
const unsafe: Record<string, [string, string]> = {
  'a script under a prefix': [
    svg('<x:script xmlns:x="http://www.w3.org/2000/svg">fetch("/__edit/page")</x:script>'),
    'a script (<x:script>)',
  ],
  'an HTML script under a prefix': [
    svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    'a script (<h:script>)',
  ],
  'an iframe with srcdoc': [
    svg(
      '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" ' +
        'srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject>',
    ),
    'a web page inside the drawing (<foreignObject>)',
  ],
  'an iframe straight in the drawing': [
    svg('<iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/>'),
    'a web page element (<iframe>)',
  ],
  'an outside image (href)': [
    svg('<image href="https://evil.example/track.png" width="10" height="10"/>'),
    'a link to https://evil.example/track.png (<image href>)',
  ],
  'an outside image (xlink:href)': [
    svg('<image xlink:href="//evil.example/track.png"/>'),
    'a link to //evil.example/track.png (<image xlink:href>)',
  ],
  '@import': [
    svg('<style>@import url(https://evil.example/x.css);</style><rect width="5" height="5"/>'),
    'a style sheet from elsewhere (@import)',
  ],
  '@import written with an escape': [
    svg('<style>@\\69mport "x.css";</style>'),
    'a style sheet from elsewhere (@import)',
  ],
  'a fill from elsewhere': [
    svg('<rect width="5" height="5" style="fill: url(\'https://evil.example/p.svg#a\')"/>'),
    'a style that loads https://evil.example/p.svg#a',
  ],
  'an event handler': [svg('<rect width="5" height="5"/>', ' onload="alert(1)"'), 'an event handler (onload)'],
  'a javascript: link': [
    svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'),
    'a javascript: link (href)',
  ],
  'an animation that makes a link run script': [
    svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a>'),
    'an animation that can change a link (<set>)',
  ],
  'a style sheet named before the drawing': [
    `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${svg('')}`,
    'a processing instruction (<?xml-stylesheet …?>)',
  ],
};

/** Drawings that cannot be read at all, bounded before they cost memory or time, and why. */
const unreadable: Record<string, [string, RegExp]> = {
  'an entity bomb': [
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a ` +
      `"aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c ` +
      `"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${svg('<text>&c;&c;&c;</text>')}`,
    /declares XML entities/,
  ],
  'nesting thousands deep': [svg(`${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}`), /nested more than 100 levels deep/],
  'a hundred thousand parts': [svg('<rect/>'.repeat(100_000)), /more than 10,000 elements/],
  'broken XML': [svg('<rect>'), /not well-formed XML \(line 1, column \d+: unexpected close tag/],
  'an HTML page named .svg': [
    '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
    /outermost element is <html>/,
  ],
};

describe('an SVG drawing', () => {
  it.each(Object.entries(unsafe))('with %s is cleaned of it, and says what went', (_, [text, words]) => {
    const cleaned = cleanSvg(text);
    expect(cleaned).toMatchObject({ removed: [words] });
    const again = cleanSvg((cleaned as { svg: string }).svg);
    expect(again).toMatchObject({ removed: [] });
    expect((cleaned as { svg: string }).svg).not.toMatch(/script|iframe|evil\.example|@import|onload|<set/i);
  });

  it.each(Object.entries(unreadable))('with %s is not read, and says why', (_, [text, why]) => {
    const started = performance.now();
    const checked = cleanSvg(text);
    expect('unreadable' in checked && checked.unreadable).toMatch(why);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("keeps what a drawing needs: gradients, clip paths, uses of its own parts, pictures written into it, its program's notes", () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><clipPath ' +
        'id="c"><rect width="5" height="5"/></clipPath></defs>' +
        '<rect fill="url(#g)" clip-path="url(#c)" width="10" height="10"/><use ' +
        'href="#c"/><use xlink:href="#c"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
        '<style>rect { fill: url("#g") }</style><text x="1" y="5">Okanagan</text><g ' +
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="Layer 1"/>',
    );
    expect(cleanSvg(drawing)).toMatchObject({ removed: [] });
    expect((cleanSvg(drawing) as { svg: string }).svg).toContain('<use href="#c"/>');
  });
});

describe('npm run validate', () => {
  /** What validate says of a page showing public/images/logo.svg with this text, as it prints it. */
  function reportWith(
    text: string,
    picture = '    image:\n      src: /images/logo.svg\n      alt: The company logo\n',
  ): string {
    const root = mkdtempSync(join(tmpdir(), 'safe-svg-'));
    cpSync('docs/example-site', root, { recursive: true });
    writeFileSync(join(root, 'public/images/logo.svg'), text);
    writeFileSync(
      join(root, 'pages/logo.yaml'),
      `title: Our Logo | {company}\ndescription: The company logo, as drawn for the van and the website.\n` +
        `blocks:\n  - type: hero\n    title: Our logo\n${picture}`,
    );
    const { files, assets, unread } = readSite(root);
    const problems = checkSite(files, assets, unread).problems.filter((p) => p.file === 'pages/logo.yaml');
    return formatPretty(problems, new Map(files.map((f) => [f.file, f.text])), 1, false);
  }

  it.each(Object.entries(unsafe))(
    "refuses a drawing with %s at the picture's src, naming what it found",
    (_, [text, words]) => {
      const report = reportWith(text);
      expect(report).toContain('pages/logo.yaml:7:12  (blocks[0].image.src)');
      expect(report).toContain(`public/images/logo.svg is an SVG drawing with ${words} in it`);
    },
  );

  it('refuses an entity bomb as a share picture too, which the build would otherwise hand to its SVG renderer', () => {
    const report = reportWith(
      unreadable['an entity bomb']![0],
      'share:\n  src: /images/logo.svg\n  alt: The company logo\n',
    );
    expect(report).toContain('pages/logo.yaml:7:8  (share.src)');
    expect(report).toContain('public/images/logo.svg is an SVG drawing that cannot be used: it declares XML entities');
  });

  it('says where and why, and what to do', () => {
    expect(reportWith(unsafe['a script under a prefix']![0])).toMatchInlineSnapshot(`
      "✖ Unsafe drawing
        pages/logo.yaml:7:12  (blocks[0].image.src)

          6 |     image:
        > 7 |       src: /images/logo.svg
            |            ^^^^^^^^^^^^^^^^
          8 |       alt: The company logo

        public/images/logo.svg is an SVG drawing with a script (<x:script>) in it: opened on its own, it could run code on this site or fetch files from elsewhere.
        Export the drawing again as plain SVG (most drawing programs have a "plain SVG" or "optimised SVG" choice), or add it through the page editor, which removes what is unsafe and says what it removed.

      Found 1 error in 1 file (1 file checked).
      "
    `);
    expect(reportWith(unreadable['an entity bomb']![0])).toMatchInlineSnapshot(`
      "✖ Drawing cannot be used
        pages/logo.yaml:7:12  (blocks[0].image.src)

          6 |     image:
        > 7 |       src: /images/logo.svg
            |            ^^^^^^^^^^^^^^^^
          8 |       alt: The company logo

        public/images/logo.svg is an SVG drawing that cannot be used: it declares XML entities (<!ENTITY …>), with which a few lines can stand for gigabytes of text.
        Open it in the drawing program that made it and export it again as plain SVG, or save it as a PNG or WebP picture.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
});
