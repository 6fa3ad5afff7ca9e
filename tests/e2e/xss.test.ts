// Text from a page file is shown, never run, in the browser too: markup in every text of a page's data, whether it
// arrives as the JSON of a client-side navigation or inline in a prerendered page, reaches the visitor as characters.
// The security policy is bypassed here, so what is tested is the rendering alone, not the policy that backs it up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, type Page as PageData } from '../../src/blocks/page-schemas.ts';
import { builtRoutes, htmlFile, notFoundRoute } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { pageDataUrl } from '../../src/core/site-data.ts';
import { mapShownTexts } from '../shown-text.ts';
import { baseUrl, hydrateEveryBlock, launch, patchInlinePageData, waitForHydration } from './browser.ts';

const payloads = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload="window.__xss=1;alert(1)">',
  // Would end the inline data early, or open a comment that hides its end, if the prerender did not escape "<";
  // U+2028 ended a line of script in older JavaScript.
  '</script><script>window.__xss=1;alert(1)</script><!--<script>\u2028',
];
const external = { label: 'Our supplier', href: 'https://supplier.example/', style: 'secondary' } as const;

/**
 * The page data with every text a payload, numbered so each can be found (and named by the page's JSON address, so no
 * two pages have the same title), and a link to another site in the hero.
 */
function withPayloads(page: PageData, dataUrl: string): { data: PageData; texts: Array<{ was: string; now: string }> } {
  const texts: Array<{ was: string; now: string }> = [];
  const data = mapShownTexts(pageSchema, page, (was) => {
    texts.push({ was, now: `${payloads[texts.length % payloads.length]} (${dataUrl}, text ${texts.length + 1})` });
    return texts.at(-1)!.now;
  });
  const hero = heroOf(data);
  hero.actions = [...hero.actions, external];
  return { data, texts };
}

/** The page's first block, which is always its hero. */
function heroOf(page: PageData): Extract<PageData['blocks'][number], { type: 'hero' }> {
  const first = page.blocks[0]!;
  if (first.type !== 'hero') throw new Error('A page starts with its hero.');
  return first;
}

/** A route's page data as built, with payloads. */
const builtPage = (route: string) =>
  withPayloads(JSON.parse(readFileSync(join(outDir, pageDataUrl(route)), 'utf8')) as PageData, pageDataUrl(route));

/**
 * The payload texts that stand for a text the built page shows (not a default left unused, nor the text of a sent
 * form).
 */
function shownTexts(route: string, texts: Array<{ was: string; now: string }>): string[] {
  const html = readFileSync(join(outDir, htmlFile(route)), 'utf8');
  const body = /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(html)![1]!;
  const text = body
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return texts.filter((t) => text.includes(t.was)).map((t) => t.now);
}

/** A page that records dialogs, and is served every page's JSON with payloads in it. */
async function payloadPage(context: BrowserContext): Promise<{ page: Page; dialogs: string[] }> {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(`${baseUrl}/_pages/**`, servePayloads);
  return { page, dialogs };
}

/** Serves a page's JSON with a payload in every text. */
async function servePayloads(route: Route): Promise<void> {
  const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
  await route.fulfill({
    response,
    body: JSON.stringify(
      withPayloads((await response.json()) as PageData, new URL(route.request().url()).pathname).data,
    ),
  });
}

/**
 * What the payloads did: the flag they set, elements made from them, and whether each text is on the page as written.
 */
async function outcome(page: Page, texts: string[]) {
  return page.evaluate((texts) => {
    const root = document.getElementById('root')!;
    const handlers = [...root.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((n) => n.startsWith('on')),
    );
    return {
      flag: (window as unknown as { __xss?: number }).__xss,
      injected: [...root.querySelectorAll('script, img, iframe, object, embed')].map((el) => el.outerHTML),
      handlers,
      missing: texts.filter((t) => !root.textContent!.includes(t)),
    };
  }, texts);
}
const harmless = { flag: undefined, injected: [], handlers: [], missing: [] };

// The not-found page has no address of its own to go to; what it is made of, every other page uses too.
const routes = builtRoutes(outDir).filter((r) => r !== notFoundRoute);

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ bypassCSP: true });
});
afterAll(() => browser?.close());

describe('markup in the JSON of every page, reached by client-side navigation', () => {
  let page: Page;
  let dialogs: string[];
  beforeAll(async () => {
    ({ page, dialogs } = await payloadPage(context));
    await page.goto(`${baseUrl}${notFoundRoute}`);
    await waitForHydration(page);
  });
  afterAll(() => page?.close());

  it.each(routes)('%s shows it as text, title and description included', async (route) => {
    const { data, texts } = builtPage(route);
    await page.evaluate((path) => history.pushState(null, '', path), route);
    await page.waitForFunction((title) => document.title === title, data.title);
    const heading = page.getByRole('heading', { level: 1 });
    expect([await heading.textContent(), await heading.isVisible()]).toEqual([heroOf(data).title, true]);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(data.description);
    expect(await outcome(page, shownTexts(route, texts))).toEqual(harmless);
    expect(await page.getByRole('link', { name: external.label }).getAttribute('rel')).toBe('noopener');
    expect(dialogs).toEqual([]);
  });
});

describe('markup in the data of a prerendered page: the hero inline, the blocks below it from the JSON', () => {
  // One page, loaded afresh at each route: what a payload could have set or opened goes with the document.
  let page: Page;
  let dialogs: string[];
  beforeAll(async () => ({ page, dialogs } = await payloadPage(context)));
  afterAll(() => page?.close());

  it.each(routes)('%s shows it as text once hydrated', async (route) => {
    dialogs.length = 0;
    await page.unrouteAll();
    await page.route(`${baseUrl}/_pages/**`, servePayloads);
    await patchInlinePageData<PageData>(page, route, (data) => withPayloads(data, pageDataUrl(route)).data);
    await page.goto(`${baseUrl}${route}`);
    // Had "</script>" in the data ended it early, the payload's own script would have run while the page loaded.
    expect([await outcome(page, []), dialogs]).toEqual([harmless, []]);
    await waitForHydration(page);
    await hydrateEveryBlock(page);
    const { texts, data } = builtPage(route);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heroOf(data).title);
    expect(await outcome(page, shownTexts(route, texts))).toEqual(harmless);
    expect(dialogs).toEqual([]);
  });
});
