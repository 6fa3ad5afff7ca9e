// What each built route costs on first load, against src/builder/budgets.ts: exact gzip bytes, so any page, block or
// dependency that pushes a route over fails here. First load is what the page needs before it is interactive: the
// entry, the hero's chunks and every stylesheet. Blocks below the hero hydrate when they enter the screen; Chromium
// confirms that a phone loads the measured files plus, at most, the chunks of this page's own blocks that are on
// screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteBudgets, type Asset } from '../../src/builder/budgets.ts';
import {
  htmlFile,
  measureRoutes,
  readManifest,
  withStaticImports,
  type RouteBytes,
} from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { componentFile } from '../../src/blocks/names.ts';
import { baseUrl, hydrateEveryBlock, launch, phone, waitForHydration } from './browser.ts';

const measured = measureRoutes(outDir);
const manifest = readManifest(outDir);

/** The block types of a built route, from the page data inlined in its HTML. */
function blockTypes(route: string): Set<string> {
  const html = readFileSync(join(outDir, htmlFile(route)), 'utf8');
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`${htmlFile(route)} has no inline page data.`);
  return new Set((JSON.parse(json) as { blocks: { type: string }[] }).blocks.map((b) => b.type));
}

/**
 * The scripts and stylesheets Chromium fetches while the route loads and hydrates, as URL paths, on a phone whose cache
 * is off, as on a first visit: one page for every route (a new one costs Chromium about as much as a load).
 */
async function loadedAssets(
  phonePage: Page,
  route: string,
  scrollThrough = false,
): Promise<{ js: string[]; css: string[] }> {
  const js = new Set<string>();
  const css = new Set<string>();
  const listen = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') js.add(path);
    if (request.resourceType() === 'stylesheet') css.add(path);
  };
  phonePage.on('request', listen);
  await phonePage.goto(`${baseUrl}${route}`);
  await waitForHydration(phonePage);
  if (scrollThrough) await hydrateEveryBlock(phonePage);
  await phonePage.waitForLoadState('networkidle');
  phonePage.off('request', listen);
  return { js: [...js].sort(), css: [...css].sort() };
}

/** The failure message: what is over, by how much, and which files weigh most. */
function overBudget(m: RouteBytes, asset: Asset): string {
  const files = (asset === 'js' ? m.jsFiles : m.cssFiles)
    .map((f) => ({ f, bytes: m.sizes[f]! }))
    .sort((a, b) => b.bytes - a.bytes);
  const detail = asset === 'html' ? m.file : files.map(({ f, bytes }) => `${f} ${bytes} B`).join(', ');
  return (
    `${m.route} loads ${m[asset]} B of ${asset.toUpperCase()} (gzip), ${m[asset] - byteBudgets[asset]} ` +
    `B over the budget of ${byteBudgets[asset]} B in src/builder/budgets.ts (${detail})`
  );
}

describe.each(measured)('$route on first load', (m) => {
  it.each(['js', 'css', 'html'] as const)('stays within the %s budget', (asset) => {
    expect(m[asset], overBudget(m, asset)).toBeLessThanOrEqual(byteBudgets[asset]);
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  let phonePage: Page;
  beforeAll(async () => {
    browser = await launch();
    phonePage = await (await browser.newContext(phone)).newPage();
    // No cache, the memory cache included: every load fetches what it needs, as a first visit does.
    await (await phonePage.context().newCDPSession(phonePage)).send('Network.setCacheDisabled', {
      cacheDisabled: true,
    });
  });
  afterAll(() => browser?.close());

  it.each(measured)('$route loads the measured files, and beyond them only chunks of its own blocks', async (m) => {
    const loaded = await loadedAssets(phonePage, m.route);
    expect(loaded.css).toEqual(m.cssFiles);
    expect(loaded.js).toEqual(expect.arrayContaining(m.jsFiles));
    const own = withStaticImports(manifest, {
      js: [...blockTypes(m.route)].map((type) => `/${manifest[componentFile(type)]!.file}`),
      css: [],
    }).js;
    expect(loaded.js.filter((f) => !m.jsFiles.includes(f) && !own.includes(f))).toEqual([]);
  });

  it('does not download the chunk of a block the page does not use', async () => {
    // A block type some routes use and others do not; the faq if it qualifies, else the one with the largest chunk.
    const types = measured.map((m) => ({ route: m.route, types: blockTypes(m.route) }));
    const candidates = [...new Set(types.flatMap((t) => [...t.types]))]
      .filter((type) => types.some((t) => !t.types.has(type)))
      .map((type) => ({ type, file: `/${manifest[componentFile(type)]!.file}` }))
      .sort(
        (a, b) =>
          Number(b.type === 'faq') - Number(a.type === 'faq') ||
          readFileSync(join(outDir, b.file)).length - readFileSync(join(outDir, a.file)).length,
      );
    const pick = candidates[0];
    if (!pick) throw new Error('Every route uses the same block types: no pair to compare.');
    const withIt = types.find((t) => t.types.has(pick.type))!.route;
    const without = types.find((t) => !t.types.has(pick.type))!.route;

    expect((await loadedAssets(phonePage, without, true)).js, `${without} has no ${pick.type} block`).not.toContain(
      pick.file,
    );
    expect(
      (await loadedAssets(phonePage, withIt, true)).js,
      `${withIt} has a ${pick.type} block, scrolled into view`,
    ).toContain(pick.file);
  });
});
