import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { announcedExpanded, baseUrl, launch, open, patchInlinePageData, phone } from './browser.ts';
import { siteContent } from '../site-content.ts';

// The shell shows what pages/_site.yaml says, read when the test runs; the seed's own menus and year are npm run
// contract's.
const { site } = siteContent();
const menuCount = site.nav.find((n) => n.servicesMenu)?.servicesMenu;
const servicesLink = site.nav.find((n) => n.servicesMenu)!.label;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the shell', () => {
  it('opens the services menu on hover after 200 ms and closes it 300 ms after the pointer leaves', async () => {
    const { page, problems } = await open(browser, '/', { viewport: { width: 1280, height: 800 } });
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: servicesLink });
    const panel = page.locator('.services-panel');
    await trigger.hover();
    await page.waitForTimeout(100);
    expect(await panel.isVisible()).toBe(false);
    await expect.poll(() => panel.isVisible(), { timeout: 1000 }).toBe(true);
    expect(await announcedExpanded(page, servicesLink)).toBe(true);
    await expect
      .poll(() => panel.getByRole('link').allTextContents())
      .toEqual([...site.services.slice(0, menuCount).map((s) => s.title), 'All Services']);
    await page.mouse.move(1200, 700);
    await page.waitForTimeout(150);
    expect(await panel.isVisible()).toBe(true);
    await expect.poll(() => panel.isVisible(), { timeout: 1000 }).toBe(false);
    expect(problems).toEqual([]);
  });

  it('opens the phone menu with its toggle and closes it when a link is chosen', async () => {
    const { page, problems } = await open(browser, '/', phone);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await announcedExpanded(page, 'Menu')).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(false);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await announcedExpanded(page, 'Menu')).toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      ...site.nav.map((n) => n.label),
      `Call ${site.phone.display}`,
    ]);
    const call = menu.getByRole('link', { name: /^Call/ });
    expect(await call.getAttribute('href')).toBe(`tel:${site.phone.dial}`);
    const [menuBox, callBox] = await Promise.all([menu.boundingBox(), call.boundingBox()]);
    expect(callBox!.width).toBeGreaterThan(menuBox!.width - 40);
    const next = site.nav.find((n) => n.href !== '/')!;
    await menu.getByRole('link', { name: next.label }).click();
    await page.waitForURL(`${baseUrl}${next.href}`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await announcedExpanded(page, 'Menu')).toBe(false);
    expect(problems).toEqual([]);
  });

  it('shows the phone, the 24/7 indicator, and a footer with tel:, mailto:, location, its columns, legal links and the year', async () => {
    const { page, problems } = await open(browser, '/');
    const header = page.locator('header');
    expect(await header.getByText('24/7 Emergency').isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: site.phone.display }).getAttribute('href')).toBe(
      `tel:${site.phone.dial}`,
    );
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: site.phone.display }).getAttribute('href')).toBe(
      `tel:${site.phone.dial}`,
    );
    expect(await footer.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(await footer.textContent()).toContain(site.location);
    expect(await footer.textContent()).toContain(`© ${site.copyrightYear} ${site.company}`);
    for (const { label, href } of site.footer.legal)
      expect(await footer.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    for (const column of site.footer.columns) {
      const links = await footer
        .getByRole('heading', { name: column.title, exact: true })
        .locator('..')
        .getByRole('link')
        .allTextContents();
      expect(links).toEqual(
        'links' in column
          ? column.links.map((l) => l.label)
          : site.services.slice(0, column.services).map((s) => s.title),
      );
    }
    expect(problems).toEqual([]);
  });

  it('keeps the header, with its phone number, at the top of the screen while the page scrolls', async () => {
    const { page } = await open(browser, '/services', phone);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.locator('header').boundingBox();
    expect(box?.y).toBe(0);
    expect(await page.locator('header').getByRole('link', { name: site.phone.display }).isVisible()).toBe(true);
  });

  it('replaces a hero that fails with a notice, and the rest of the site keeps working', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Break the home page's data as a faulty block would: the hero (its data is inline) gets no list of buttons.
    await patchInlinePageData(page, '/', (data) => {
      data.blocks[0]!.actions = null;
      return data;
    });
    await page.goto(`${baseUrl}/`);
    await expect
      .poll(() => page.locator('[data-block-index="0"]').innerText())
      .toMatch(/^This part of the page could not be shown/);
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    // The header is React's and still works: the services menu opens.
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: servicesLink });
    await services.click();
    await expect.poll(() => page.locator('.services-panel').isVisible()).toBe(true);
    await context.close();
  });
});
