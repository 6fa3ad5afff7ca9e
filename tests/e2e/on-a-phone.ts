// Built routes, each loaded once on a phone and inspected as a visitor and the site's rules would: every text of its
// YAML shown (read when the test runs, so a change of words or prices changes what is expected), nothing in the
// console and nothing the security policy blocks, links only where a page file may, no axe violations (WCAG 2.1 A and
// AA), no sideways scrolling, every control shows where the focus is, and hydration changes nothing a visitor could
// see.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../schema/link.ts';
import { builtRoutes } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, launch, open, phone } from './browser.ts';
import { mainHeadingOf, siteContent, textsOf } from '../site-content.ts';
import { htmlText } from '../html-text.ts';

/** Every built route (its sitemap's and the not-found page). */
export const routes = builtRoutes(outDir);
const { site, pages } = siteContent();

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** The page as a visitor sees it: all its text, and a picture of the whole page. */
async function appearance(
  page: Page,
  { hydrated }: { hydrated: boolean },
): Promise<{ text: string; shot: () => Promise<Buffer> }> {
  // Two frames, so that effects run after hydration have painted (without JavaScript there are no frames to wait for).
  if (hydrated)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return {
    text: await page.locator('#root').innerText(),
    shot: () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
  };
}

/**
 * Whether two pages look the same. Chromium can anti-alias a rounded box-shadow one of two ways from one full-page
 * capture to the next of one and the same page; so on a difference, up to three captures of each are compared.
 */
async function sameLook(
  a: () => Promise<Buffer>,
  b: () => Promise<Buffer>,
): Promise<{ same: boolean; a: Buffer; b: Buffer }> {
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
      const name =
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ` +
        `"${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
      return { key: `${name}@${el.getBoundingClientRect().top + scrollY}`, name, visible: outline || ring };
    });
    if (!focused || seen.has(focused.key)) break; // back at the start: every control has had the focus
    seen.add(focused.key);
    if (!focused.visible) unmarked.push(focused.name);
  }
  expect(seen.size, 'Tab reaches the controls of the page').toBeGreaterThan(3);
  return unmarked;
}

/**
 * The inspections of each route of `group` on a phone, in one browser. Each route is loaded once, hydrated with every
 * block; its prerendered look is read in one page without JavaScript that goes from route to route.
 */
export function inspectOnAPhone(group: string[]): void {
  let browser: Browser;
  let staticPage: Page;
  beforeAll(async () => {
    browser = await launch();
    staticPage = await (
      await browser.newContext({ ...phone, deviceScaleFactor: 1, javaScriptEnabled: false })
    ).newPage();
  });
  afterAll(() => browser?.close());

  describe.each(group)('%s on a phone', (route) => {
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      ({ page, problems } = await open(browser, route, { ...phone, deviceScaleFactor: 1 }));
      await page.waitForLoadState('networkidle');
    });
    afterAll(() => page?.context().close());

    it('logs no error or warning, and breaks no rule of the security policy, while it loads and hydrates every block', () => {
      expect(problems).toEqual([]);
    });

    const written = pages.get(route);
    if (written)
      it('shows every text of its YAML, in the prerendered HTML and after hydration', async () => {
        const texts = textsOf(route).map(squeeze);
        const response = await fetch(`${baseUrl}${route}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        const prerendered = htmlText(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
        for (const text of texts) expect(prerendered, `"${text}", ${written.file}`).toContain(text);
        expect(htmlText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(written.page.title);

        const shown = squeeze((await page.locator('main').textContent()) ?? '');
        for (const text of texts) expect(shown, `"${text}", ${written.file}`).toContain(text);
        expect(await page.title()).toBe(written.page.title);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(mainHeadingOf(written.page));
        expect(
          await page.locator('main section').first().locator(`a[href="tel:${site.phone.dial}"]`).count(),
        ).toBeGreaterThan(0);
      });

    it('links only where a page file may, and to other sites with rel="noopener"', async () => {
      const links = await page.$$eval('a', (anchors) =>
        anchors.map((a) => ({ href: a.getAttribute('href') ?? '(none)', rel: a.rel })),
      );
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((l) => !href.safeParse(l.href).success)).toEqual([]);
      expect(links.filter((l) => /^https?:/i.test(l.href) && !l.rel.split(' ').includes('noopener'))).toEqual([]);
    });

    it('has no axe violations (WCAG 2.1 A and AA)', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });

    it('fits 375 px without scrolling sideways', async () => {
      const widths = await page.evaluate(() => ({
        viewport: window.innerWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(widths).toEqual({ viewport: 375, page: 375 });
    });

    it('starts the content below the header, not under it', async () => {
      const edges = await page.evaluate(() => ({
        header: document.querySelector('header')!.getBoundingClientRect().bottom,
        main: document.querySelector('main')!.getBoundingClientRect().top,
      }));
      expect(edges.main).toBeGreaterThanOrEqual(edges.header);
    });

    it('looks exactly as prerendered once hydrated', async () => {
      const hydrated = await appearance(page, { hydrated: true });
      await staticPage.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      const prerendered = await appearance(staticPage, { hydrated: false });
      expect(hydrated.text).toBe(prerendered.text);
      const look = await sameLook(prerendered.shot, hydrated.shot);
      if (!look.same) {
        const dir = `/tmp/hydration-diff${route === '/' ? '/home' : route}`;
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}/prerendered.png`, look.a);
        writeFileSync(`${dir}/hydrated.png`, look.b);
        expect.fail(
          `The hydrated page does not look like the prerendered one: see ${dir}/prerendered.png and hydrated.png`,
        );
      }
    });

    it('shows where the focus is on every control, in Tab order', async () => {
      expect(await unmarkedFocus(page)).toEqual([]);
    });
  });
}
