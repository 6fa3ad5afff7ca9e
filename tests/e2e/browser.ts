import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inlineJson } from '../../src/core/inline-json.ts';
import { pageDataUrl } from '../../src/core/site-data.ts';
import type { BlockOf, BlockType } from '../../src/blocks/index.ts';

export const port = Number(process.env.E2E_PORT ?? 4174);
export const baseUrl = `http://127.0.0.1:${port}`;

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, never a downloaded browser. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: flags });
}

export const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export interface Opened {
  page: Page;
  /** Console errors and warnings, uncaught exceptions and what the security policy blocked, since the page opened. */
  problems: string[];
}

/** A new page in a context of its own, collecting what the console reports about `path`. */
async function newWatchedPage(browser: Browser, path: string, options: BrowserContextOptions): Promise<Opened> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    const aboutPolicy = /Content.Security.Policy|Permissions.Policy|Refused to/i.test(msg.text());
    if (msg.type() !== 'error' && msg.type() !== 'warning' && !aboutPolicy) return;
    // The not-found page is served with HTTP 404 on purpose, and so is the page data of an address with no page (how
    // the browser learns to show the not-found page there); Chromium logs each as a failed load.
    const url = msg.location().url;
    if (/status of 404/.test(msg.text()) && (url === `${baseUrl}${path}` || url.startsWith(`${baseUrl}/_pages/`)))
      return;
    problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // What the security policy blocked, as the page itself learns it (the console names only some of it).
  await page.exposeFunction('__policyViolation', (text: string) => problems.push(`security policy: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __policyViolation: (text: string) => void }).__policyViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  return { page, problems };
}

/** Opens a path of the built site and waits until React has hydrated it. */
export async function open(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Opened> {
  const opened = await newWatchedPage(browser, path, options);
  await opened.page.goto(`${baseUrl}${path}`);
  await waitForHydration(opened.page);
  await hydrateEveryBlock(opened.page);
  return opened;
}

export interface OpenedOnPhone extends Opened {
  /** Lets the held scripts through (see openOnSlowPhone). */
  releaseScripts: () => void;
}

/**
 * Starts loading a path as a phone on a mobile network would (Chromium's DevTools protocol: 300 ms round trip,
 * 1.6 Mbps down, 0.8 Mbps up, the CPU 4x slower), and returns as soon as the first bytes arrive: the test acts on
 * what it sees, without waiting for any script. With `holdScripts`, no script arrives until `releaseScripts()`: the
 * visitor is certain to act before any JavaScript runs, as on a phone where the entry script comes seconds after the
 * first paint; given a test of a script's address instead, only those scripts wait (a block's own code, say, while
 * the entry runs). `options` sets the screen (a phone's by default).
 */
export async function openOnSlowPhone(
  browser: Browser,
  path: string,
  {
    holdScripts = false,
    ...options
  }: BrowserContextOptions & { holdScripts?: boolean | ((url: URL) => boolean) } = phone,
): Promise<OpenedOnPhone> {
  const opened = await newWatchedPage(browser, path, options);
  let releaseScripts = () => undefined as void;
  if (holdScripts) {
    const released = new Promise<void>((resolve) => (releaseScripts = resolve));
    const held = holdScripts === true ? () => true : holdScripts;
    await opened.page.route(
      (url) => url.pathname.endsWith('.js') && held(url),
      async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      },
    );
  }
  const cdp = await opened.page.context().newCDPSession(opened.page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await opened.page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  return { ...opened, releaseScripts };
}

/**
 * The site marks each part React has hydrated with `data-live` (the header, each block); true when every selector's
 * element has it.
 */
const live = (selectors: string[]) =>
  selectors.every((selector) => document.querySelector(selector)?.hasAttribute('data-live'));

/** Waits until the header (hydrated with the footer, in one pass) and the hero are live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(live, ['header', '[data-block-index="0"]']);
}

/**
 * Waits until the element `selector` names (the header, a block's `[data-block-index]`) is live: its code handles it
 * from then on.
 */
export async function waitUntilLive(page: Page, selector: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(live, [selector], { timeout });
}

/**
 * Blocks below the hero hydrate as they near the screen: scroll each into view and wait for it, then back to the top.
 */
export async function hydrateEveryBlock(page: Page): Promise<void> {
  const count = await page.locator('[data-block-index]').count();
  for (let i = 1; i < count; i++) {
    await page.locator(`[data-block-index="${i}"]`).scrollIntoViewIfNeeded();
    await waitUntilLive(page, `[data-block-index="${i}"]`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A page's data as the built site serves it, for tests that change it on its way to the browser. */
export type ServedPage = { blocks: Array<{ type: string; [field: string]: unknown }>; [field: string]: unknown };

/**
 * The first block of a type on a built route, as its page data gives it (the texts as shown, placeholders resolved).
 */
export async function builtBlockOf<T extends BlockType>(route: string, type: T): Promise<BlockOf<T>> {
  const page = (await (await fetch(`${baseUrl}${pageDataUrl(route)}`)).json()) as ServedPage;
  const found = page.blocks.find((b) => b.type === type);
  if (!found) throw new Error(`${route} has no ${type} block.`);
  return found as unknown as BlockOf<T>;
}

/**
 * Serves a route's page JSON (/_pages/<route>.json) changed by `change`. Client navigation and the blocks below the
 * hero read that JSON; a page loaded directly inlines only its hero (see patchInlinePageData).
 */
export async function patchPageData(
  page: Page,
  route: string,
  change: (data: ServedPage) => void | Promise<void>,
): Promise<void> {
  await page.route(
    (url) => url.pathname === pageDataUrl(route),
    async (request) => {
      const data = (await (await request.fetch()).json()) as ServedPage;
      await change(data);
      await request.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(data) });
    },
  );
}

/**
 * Serves a prerendered route with the data inlined in its HTML (the hero in full, the other blocks' types) replaced by
 * what `change` returns.
 */
export async function patchInlinePageData<T = ServedPage>(
  page: Page,
  route: string,
  change: (data: T) => T,
): Promise<void> {
  await page.route(`${baseUrl}${route}`, async (request) => {
    const response = await request.fetch({
      headers: { ...request.request().headers(), 'accept-encoding': 'identity' },
    });
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="page-data">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => `${open}${inlineJson(change(JSON.parse(json) as T))}${close}`,
    );
    await request.fulfill({ response, body: html });
  });
}

/**
 * Whether Chromium tells assistive technology that the button named `name` is expanded: the browser works this out
 * itself for a button that opens a popover, so there is no aria-expanded attribute to read.
 */
export async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    objectId: result.objectId,
    accessibleName: name,
    role: 'button',
  });
  await cdp.detach();
  const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
  return expanded ?? (nodes[0] ? false : undefined);
}
