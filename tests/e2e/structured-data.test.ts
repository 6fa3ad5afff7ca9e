// Every built route as a search engine reads it, in Chromium: its JSON-LD parses, passes schema.org's vocabulary and
// Google's rules (tests/schema-org.ts, offline), has the types the page calls for with the properties search engines
// require (and those they recommend, where the YAML has them), and says only what the page shows (the phone, the office
// hours, each price and what it is per, each post).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, notFoundRoute } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { imageSize } from 'image-size';
import { baseUrl, launch } from './browser.ts';
import { schemaOrgIssues } from '../schema-org.ts';

type Node = Record<string, unknown> & { '@type'?: string; '@id'?: string };

/** Properties a search engine requires (first) and recommends (second) of each type, as Google's guides list them. */
const properties: Record<string, [required: string[], recommended: string[]]> = {
  Plumber: [
    ['name', 'address'],
    ['url', 'telephone', 'openingHoursSpecification', 'areaServed', 'logo', 'image'],
  ],
  Service: [
    ['name', 'provider'],
    ['description', 'areaServed', 'url'],
  ],
  BreadcrumbList: [['itemListElement'], []],
  BlogPosting: [['headline'], ['datePublished', 'author']],
  WebPage: [['url', 'name'], []],
};

const routes = builtRoutes(outDir).filter((r) => r !== notFoundRoute);
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

interface Read {
  graph: Node[];
  shown: string;
  html: string;
}
const reads = new Map<string, Promise<Read>>();
/**
 * The route's structured data, parsed as a search engine parses it, and the words a visitor sees: loaded once a route.
 */
const read = (route: string): Promise<Read> => {
  if (!reads.has(route)) reads.set(route, load(route));
  return reads.get(route)!;
};
async function load(route: string): Promise<Read> {
  await page.goto(`${baseUrl}${route}`);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts, 'one JSON-LD element').toHaveLength(1);
  const data = JSON.parse(scripts[0]!) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return {
    graph: data['@graph'],
    shown: (await page.locator('body').innerText()).replace(/\s+/g, ' '),
    html: await page.content(),
  };
}
const ofType = (graph: Node[], type: string) => graph.filter((n) => n['@type'] === type);
/** "07:00" as a visitor reads it on the page, "7:00 AM". */
const twelveHour = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

describe.each(routes)('the structured data of %s', (route) => {
  it('passes schema.org’s vocabulary and Google’s rules: known types and properties, values of the right kind', async () => {
    const { graph } = await read(route);
    // The validator also notes optional fields a type may have (a rating's worstRating): a note, not a problem.
    expect((await schemaOrgIssues(graph)).filter((issue) => !/\(optional\)/.test(issue.message))).toEqual([]);
  });

  it('parses, and each node has what search engines require and recommend', async () => {
    const { graph } = await read(route);
    for (const node of graph) {
      const [required, recommended] = properties[node['@type']!] ?? [[], []];
      expect(properties, `a type this site means to use: ${node['@type']}`).toHaveProperty(node['@type']!);
      for (const key of [...required, ...recommended]) expect(node, `${node['@type']} has ${key}`).toHaveProperty(key);
    }
    const [webPage] = ofType(graph, 'WebPage');
    expect(webPage?.url).toBe(new URL(route, webPage!.url as string).href);
  });

  it('lists the business in full on / and /contact, and names it (name, phone, @id) wherever a page refers to it', async () => {
    const { graph, html } = await read(route);
    const full = graph.filter((n) => n['@type'] === 'Plumber' && 'address' in n);
    const referred = [
      ofType(graph, 'WebPage')[0]!.publisher,
      ...ofType(graph, 'Service').map((s) => s.provider),
      ...ofType(graph, 'BlogPosting').map((p) => p.publisher),
    ] as Node[];
    const id = referred[0]!['@id'];
    expect(id).toMatch(/^https:\/\/.+\/#business$/);
    for (const business of [...full, ...referred]) {
      expect(business).toMatchObject({
        '@type': 'Plumber',
        '@id': id,
        name: expect.any(String),
        telephone: expect.stringMatching(/^\+\d+$/),
      });
      // The phone a visitor can call from this page.
      expect(html).toContain(`href="tel:${business.telephone as string}"`);
    }
    expect(full).toHaveLength(route === '/' || route === '/contact' ? 1 : 0);
  });

  it('says only what the page shows: each price, quote and post', async () => {
    const { graph, shown } = await read(route);
    for (const service of ofType(graph, 'Service'))
      for (const offer of (service.offers as Node[] | undefined) ?? []) {
        expect(shown).toContain(`$${Number(offer.price).toLocaleString('en-US')}`);
        // What the price is per, in the page's words and as the code search engines read.
        const per = offer.priceSpecification as Node;
        expect(per).toMatchObject({
          '@type': 'UnitPriceSpecification',
          price: offer.price,
          priceCurrency: offer.priceCurrency,
        });
        if (per.unitText) expect(shown).toContain(per.unitText);
      }
    expect(ofType(graph, 'Review')).toEqual([]);
    for (const post of ofType(graph, 'BlogPosting')) expect(shown).toContain(post.headline);
    const crumbs = ofType(graph, 'BreadcrumbList')[0]?.itemListElement as Node[] | undefined;
    if (route.split('/').length > 2) expect(crumbs?.at(-1)?.item).toBe(ofType(graph, 'WebPage')[0]!.url);
    else expect(crumbs).toBeUndefined();
  });
});

describe('the business', () => {
  it('keeps office hours the contact page shows, and the 24/7 line as an emergency contact', async () => {
    const { graph, shown } = await read('/contact');
    const [business] = ofType(graph, 'Plumber');
    const hours = business!.openingHoursSpecification as Node[];
    expect(hours.length).toBeGreaterThan(0);
    for (const { opens, closes } of hours)
      expect(shown).toContain(`${twelveHour(opens as string)} - ${twelveHour(closes as string)}`);
    expect(shown).toContain('24/7');
    expect(business!.contactPoint).toMatchObject({ contactType: 'emergency', telephone: business!.telephone });
  });

  it('marks up no review or rating of itself: search engines do not take a business’s reviews of itself, and the "4.9/5" is a claim', async () => {
    for (const route of routes) {
      const { html } = await read(route);
      expect(html).not.toMatch(/"@type":"(Review|AggregateRating|Rating)"/);
    }
  }, 120_000);

  it('has a logo of at least 112 × 112 and a picture, both files of the build', async () => {
    const { graph } = await read('/');
    const [business] = ofType(graph, 'Plumber');
    for (const picture of [business!.logo, business!.image] as Node[]) {
      const file = await fetch(new URL(new URL(picture.url as string).pathname, baseUrl));
      expect(file.status).toBe(200);
      const { width, height } = imageSize(new Uint8Array(await file.arrayBuffer()));
      expect([width, height]).toEqual([(picture.width as Node).value, (picture.height as Node).value]);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
    }
  });

  it('says what each plan’s price is per, as the page says it beside the price', async () => {
    for (const route of routes) {
      const { graph } = await read(route);
      for (const offer of ofType(graph, 'Service').flatMap((s) => (s.offers as Node[] | undefined) ?? [])) {
        const per = offer.priceSpecification as Node;
        if (/per (year|month)/.test(String(per.unitText)))
          expect((per.referenceQuantity as Node).unitCode).toBe(String(per.unitText).endsWith('year') ? 'ANN' : 'MON');
      }
    }
  }, 120_000);
});
