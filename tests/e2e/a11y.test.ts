// Every built route, on a phone: no axe violations (WCAG 2.1 A and AA), nothing in the console, no sideways
// scrolling, every control shows where the focus is, and hydration changes nothing a visitor could see.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes } from '../../scripts/builder/measure-routes.ts';
import { outDir } from '../../scripts/builder/out-dir.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, launch, open, phone } from './browser.ts';

const routes = builtRoutes(outDir);

/** The page as a visitor sees it: all its text, and a picture of the whole page. */
async function appearance(page: Page, { hydrated }: { hydrated: boolean }): Promise<{ text: string; shot: () => Promise<Buffer> }> {
  // Two frames, so that effects run after hydration have painted (without JavaScript there are no frames to wait for).
  if (hydrated) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { text: await page.locator('#root').innerText(), shot: () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }) };
}

/**
 * Whether two pages look the same. Chromium can anti-alias a rounded box-shadow one of two ways from one full-page
 * capture to the next of one and the same page; so on a difference, up to three captures of each are compared.
 */
async function sameLook(a: () => Promise<Buffer>, b: () => Promise<Buffer>): Promise<{ same: boolean; a: Buffer; b: Buffer }> {
  const shotsA: Buffer[] = [];
  const shotsB: Buffer[] = [];
  for (let i = 0; i < 3; i++) {
    shotsA.push(await a());
    shotsB.push(await b());
    if (shotsA.some((x) => shotsB.some((y) => x.equals(y)))) return { same: true, a: shotsA[0]!, b: shotsB[0]! };
  }
  return { same: false, a: shotsA[0]!, b: shotsB[0]! };
}

/** Tabs through the whole page; returns each focused element that has no visible focus indicator. */
async function unmarkedFocus(page: Page): Promise<string[]> {
  const unmarked: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none';
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
      return { key: `${name}@${el.getBoundingClientRect().top + scrollY}`, name, visible: outline || ring };
    });
    if (!focused || seen.has(focused.key)) break; // back at the start: every control has had the focus
    seen.add(focused.key);
    if (!focused.visible) unmarked.push(focused.name);
  }
  expect(seen.size, 'Tab reaches the controls of the page').toBeGreaterThan(3);
  return unmarked;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe.each(routes)('%s on a phone', (route) => {
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    ({ page, problems } = await open(browser, route, { ...phone, deviceScaleFactor: 1 }));
    await page.waitForLoadState('networkidle');
  });
  afterAll(() => page?.context().close());

  it('logs no error or warning while it loads and hydrates', () => {
    expect(problems).toEqual([]);
  });

  it('has no axe violations (WCAG 2.1 A and AA)', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits 375 px without scrolling sideways', async () => {
    const widths = await page.evaluate(() => ({ viewport: window.innerWidth, page: document.documentElement.scrollWidth }));
    expect(widths).toEqual({ viewport: 375, page: 375 });
  });

  it('starts the content below the header, not under it', async () => {
    const edges = await page.evaluate(() => ({ header: document.querySelector('header')!.getBoundingClientRect().bottom, main: document.querySelector('main')!.getBoundingClientRect().top }));
    expect(edges.main).toBeGreaterThanOrEqual(edges.header);
  });

  it('looks exactly as prerendered once hydrated', async () => {
    const hydrated = await appearance(page, { hydrated: true });
    const context = await browser.newContext({ ...phone, deviceScaleFactor: 1, javaScriptEnabled: false });
    const staticPage = await context.newPage();
    await staticPage.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    const prerendered = await appearance(staticPage, { hydrated: false });
    expect(hydrated.text).toBe(prerendered.text);
    const look = await sameLook(prerendered.shot, hydrated.shot);
    await context.close();
    if (!look.same) {
      const dir = `/tmp/hydration-diff${route === '/' ? '/home' : route}`;
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/prerendered.png`, look.a);
      writeFileSync(`${dir}/hydrated.png`, look.b);
      expect.fail(`The hydrated page does not look like the prerendered one: see ${dir}/prerendered.png and hydrated.png`);
    }
  });

  it('shows where the focus is on every control, in Tab order', async () => {
    expect(await unmarkedFocus(page)).toEqual([]);
  });
});

describe('the header, opened', () => {
  it('has no axe violations on a wide screen, with the Services menu closed and open', async () => {
    const { page } = await open(browser, '/');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect.poll(() => page.locator('.services-panel').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('has no axe violations on a phone with the menu open', async () => {
    const { page } = await open(browser, '/', phone);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
