// The header by keyboard alone, as a visitor without a mouse uses it: skip link, links, the Services dropdown,
// and on a phone the menu toggle. Every stop must show where the focus is.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcedExpanded, baseUrl, launch, open, phone, waitForHydration } from './browser.ts';

interface Focused {
  name: string;
  /** Where the element is: inside <main>, in a named navigation, or elsewhere. */
  area: string;
  /** An outline or a box shadow marks it. */
  ring: boolean;
  /** Its box lies within the viewport. */
  onScreen: boolean;
}

const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const nav = el.closest('nav');
    return {
      name: (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' '),
      area:
        el.id === 'main' || el.closest('main')
          ? 'main'
          : nav
            ? `nav:${nav.getAttribute('aria-label')}`
            : el.closest('header')
              ? 'header'
              : 'other',
      ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      onScreen: box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight,
    };
  });

/** Presses a key and returns what has the focus afterwards. */
async function press(page: Page, key: string): Promise<Focused | null> {
  await page.keyboard.press(key);
  return focused(page);
}

/** The text of the links (and buttons) of a navigation, in document order. */
const itemsOf = (page: Page, nav: string) =>
  page
    .getByRole('navigation', { name: nav })
    .locator(':is(a, button):visible')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim().replace(/\s+/g, ' ')));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the header on a wide screen, by keyboard', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await open(browser, '/', { viewport: { width: 1280, height: 800 } }));
  });
  afterAll(() => page?.context().close());
  const reload = async () => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
  };

  it('offers "Skip to content" first, visibly, and it moves the focus past the header', async () => {
    await reload();
    const skip = await press(page, 'Tab');
    expect(skip).toEqual({ name: 'Skip to content', area: 'other', ring: true, onScreen: true });
    expect(await press(page, 'Enter')).toMatchObject({ area: 'main' });
    expect(new URL(page.url()).hash).toBe('#main');
    const next = await press(page, 'Tab');
    expect(next?.area).toBe('main');
    expect(next?.ring).toBe(true);
  });

  it('goes through the main links in order, each marked, and skips the closed Services menu', async () => {
    await reload();
    const items = await itemsOf(page, 'Main');
    expect(items.length).toBeGreaterThan(2);
    const stops: Focused[] = [];
    for (let i = 0; i < 40 && stops.filter((s) => s.area === 'nav:Main').length < items.length; i++) {
      const stop = await press(page, 'Tab');
      if (stop) stops.push(stop);
    }
    const nav = stops.filter((s) => s.area === 'nav:Main');
    expect(nav.map((s) => s.name)).toEqual(items);
    expect(stops.filter((s) => !s.ring).map((s) => s.name)).toEqual([]);
    // The stops before the navigation: skip link, phone, company name; the closed menu adds none.
    expect(stops.length - nav.length).toBeLessThanOrEqual(4);
  });

  /** The names of the services menu's links. */
  const panelOpen = () => page.locator('.services-panel').isVisible();
  const linksOfPanel = () =>
    page.locator('.services-panel a').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()));

  it('opens the Services menu with Enter, tabs through its links, and closes it with Escape', async () => {
    await reload();
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await button.focus();
    expect(await announcedExpanded(page, 'Services')).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(panelOpen).toBe(true);
    expect(await announcedExpanded(page, 'Services')).toBe(true);
    const panelLinks = await linksOfPanel();
    expect(panelLinks.length).toBeGreaterThan(1);
    for (const name of panelLinks) expect(await press(page, 'Tab')).toMatchObject({ name, ring: true, onScreen: true });
    expect(await press(page, 'Escape')).toMatchObject({ name: 'Services', ring: true });
    expect(await panelOpen()).toBe(false);
    expect(await announcedExpanded(page, 'Services')).toBe(false);
  });

  it('opens the Services menu with ArrowDown on its first link, and closes it when the focus leaves', async () => {
    await reload();
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    const items = await itemsOf(page, 'Main');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const panelLinks = await linksOfPanel();
    await expect.poll(() => focused(page)).toMatchObject({ name: panelLinks[0], ring: true });
    expect(await panelOpen()).toBe(true);
    for (let i = 1; i < panelLinks.length; i++) await page.keyboard.press('Tab');
    expect(await press(page, 'Tab')).toMatchObject({ name: items[items.indexOf('Services') + 1], area: 'nav:Main' });
    await expect.poll(panelOpen).toBe(false);
  });

  it('follows a Services link chosen with Enter, and the menu closes', async () => {
    await reload();
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const first = page.locator('.services-panel a').first();
    await expect.poll(async () => (await focused(page))?.name).toBe(await first.innerText());
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(panelOpen).toBe(false);
    await expect.poll(() => focused(page)).toMatchObject({ area: 'main' });
  });
});

describe('the header on a phone, by keyboard', () => {
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    ({ page, problems } = await open(browser, '/', phone));
  });
  afterAll(() => page?.context().close());

  it('toggles the menu, saying whether it is open, reaches every link in it, and closes it when a link is chosen or on Escape', async () => {
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await announcedExpanded(page, 'Menu')).toBe(false);
    expect(await menu.isVisible()).toBe(false);

    // Tab reaches the toggle from the top of the page; the closed menu is not in the way after it.
    let stop: Focused | null = null;
    for (let i = 0; i < 6 && stop?.name !== 'Menu'; i++) stop = await press(page, 'Tab');
    expect(stop).toMatchObject({ name: 'Menu', ring: true, onScreen: true });
    expect(await press(page, 'Tab')).toMatchObject({ area: 'main' });
    await page.keyboard.press('Shift+Tab');

    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await announcedExpanded(page, 'Menu')).toBe(true);
    const items = await itemsOf(page, 'Mobile');
    expect(items.length).toBeGreaterThan(2);
    const visited: Focused[] = [];
    for (let i = 0; i < items.length; i++) visited.push((await press(page, 'Tab'))!);
    expect(visited.map((s) => s.name)).toEqual(items);
    expect(visited.every((s) => s.area === 'nav:Mobile' && s.ring)).toBe(true);

    // Escape closes the menu and gives the focus back to its button; Enter on the button closes it too.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ name: 'Menu', ring: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await announcedExpanded(page, 'Menu')).toBe(false);

    // Choosing a link for another page goes there and closes the menu.
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const target = menu.locator('a[href^="/"]:not([aria-current])').last();
    const href = await target.getAttribute('href');
    await target.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => focused(page)).toMatchObject({ area: 'main' });
    expect(problems).toEqual([]);
  });
});
