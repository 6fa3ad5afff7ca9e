// A link to any built route, shared on Facebook, LinkedIn, X or in a message, shows its card: the page's head names a
// picture at an absolute address on the site's own (pages/_site.yaml), and the built site serves it as a PNG (or a
// JPEG photo) of 1200 × 630 under 300 kB, with its alt text, as a large card on X; pages with different titles show
// different cards. Read as the networks read it: the HTML and the picture over HTTP, no script run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkPages } from '../../src/builder/check-pages.ts';
import { builtRoutes, notFoundRoute } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { paramsOf } from '../../src/core/routes.ts';
import { baseUrl } from './browser.ts';

const siteUrl = (parse(readFileSync('pages/_site.yaml', 'utf8')) as { url: string }).url;
const routes = builtRoutes(outDir);

/** The Open Graph and X tags of a route as its HTML says them, by property or name (entities left as written). */
async function tagsOf(route: string): Promise<Map<string, string>> {
  const html = await (await fetch(`${baseUrl}${route}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return new Map(
    [...head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

/** The picture a tag names, fetched from the built site as a network fetches it from the real one. */
async function fetchCard(image: string) {
  const response = await fetch(`${baseUrl}${new URL(image).pathname}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    format,
    width,
    height,
    bytes: bytes.length,
    hash: createHash('sha256').update(bytes).digest('hex'),
  };
}

describe('the card a shared link shows', () => {
  it.each(routes)(
    '%s names an absolute picture of 1200 × 630, PNG or JPEG, under 300 kB, with alt text, as a large card',
    async (route) => {
      const tags = await tagsOf(route);
      const image = tags.get('og:image')!;
      expect(image).toBe(new URL(new URL(image).pathname, siteUrl).href);
      expect(tags.get('twitter:card')).toBe('summary_large_image');
      expect(tags.get('og:image:alt')).toMatch(/\S/);
      expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1200', '630']);
      const card = await fetchCard(image);
      const type = tags.get('og:image:type');
      expect(type).toMatch(/^image\/(png|jpeg)$/);
      expect(card).toMatchObject({ status: 200, type, format: type!.slice('image/'.length), width: 1200, height: 630 });
      expect(card.bytes).toBeLessThan(300_000);
    },
  );

  it('differs for any two pages written with different titles', async () => {
    // Pages made from a data file share one card (README, "Shared links"); the site's other pages have one each.
    const { pages } = await checkPages('.');
    const written = [...pages.filter((p) => !paramsOf(p.file).length).map((p) => p.route), notFoundRoute];
    const shown = await Promise.all(
      written.map(async (route) => {
        const tags = await tagsOf(route);
        return { route, title: tags.get('og:title'), card: (await fetchCard(tags.get('og:image')!)).hash };
      }),
    );
    for (const a of shown)
      for (const b of shown) if (a.title !== b.title) expect(a.card, `${a.route} and ${b.route}`).not.toBe(b.card);
    expect(new Set(shown.map((s) => s.title)).size, 'pages with different titles to compare').toBeGreaterThan(10);
  });
});
