// Every built route as a search engine reads it, in Chromium: its JSON-LD parses, has the types the page calls for with
// the properties search engines require (and those they recommend, where the YAML has them), and says only what the
// page shows (the phone, the office hours, each price, each quote, each post).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, notFoundRoute } from '../../scripts/builder/measure-routes.ts';
import { outDir } from '../../scripts/builder/out-dir.ts';
import { baseUrl, launch } from './browser.ts';

type Node = Record<string, unknown> & { '@type'?: string; '@id'?: string };

/** Properties a search engine requires (first) and recommends (second) of each type, as Google's guides list them. */
const properties: Record<string, [required: string[], recommended: string[]]> = {
  Plumber: [['name', 'address'], ['url', 'telephone', 'openingHoursSpecification', 'areaServed']],
  Service: [['name', 'provider'], ['description', 'areaServed', 'url']],
  BreadcrumbList: [['itemListElement'], []],
  BlogPosting: [['headline'], ['datePublished', 'author']],
  Review: [['author', 'reviewRating', 'itemReviewed'], ['reviewBody']],
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

/** The route's structured data, parsed as a search engine parses it, and the words a visitor sees. */
async function read(route: string): Promise<{ graph: Node[]; shown: string; html: string }> {
  await page.goto(`${baseUrl}${route}`);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts, 'one JSON-LD element').toHaveLength(1);
  const data = JSON.parse(scripts[0]!) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return { graph: data['@graph'], shown: (await page.locator('body').innerText()).replace(/\s+/g, ' '), html: await page.content() };
}
const ofType = (graph: Node[], type: string) => graph.filter((n) => n['@type'] === type);
/** "07:00" as a visitor reads it on the page, "7:00 AM". */
const twelveHour = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

describe.each(routes)('the structured data of %s', (route) => {
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

  it('names the business in full on / and /contact, and by its @id everywhere else', async () => {
    const { graph, html } = await read(route);
    const business = ofType(graph, 'Plumber');
    const id = (ofType(graph, 'WebPage')[0]!.publisher as Node)['@id'];
    if (route === '/' || route === '/contact') {
      expect(business).toHaveLength(1);
      expect(business[0]!['@id']).toBe(id);
      // The phone a visitor can call from this page.
      expect(html).toContain(`href="tel:${business[0]!.telephone as string}"`);
    } else expect(business).toHaveLength(0);
    expect(id).toMatch(/^https:\/\/.+\/#business$/);
  });

  it('says only what the page shows: each price, quote and post', async () => {
    const { graph, shown } = await read(route);
    for (const service of ofType(graph, 'Service'))
      for (const offer of (service.offers as Node[] | undefined) ?? []) expect(shown).toContain(`$${Number(offer.price).toLocaleString('en-US')}`);
    for (const review of ofType(graph, 'Review')) {
      expect(shown).toContain(review.reviewBody);
      expect(shown).toContain((review.author as Node).name);
    }
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
    for (const { opens, closes } of hours) expect(shown).toContain(`${twelveHour(opens as string)} - ${twelveHour(closes as string)}`);
    expect(shown).toContain('24/7');
    expect(business!.contactPoint).toMatchObject({ contactType: 'emergency', telephone: business!.telephone });
  });

  it('leaves out an aggregate rating: the "4.9/5" the pages show is a claim, not a count of the quotes on them', async () => {
    for (const route of ['/', '/testimonials']) {
      const { html } = await read(route);
      expect(html).not.toContain('AggregateRating');
    }
  });
});
