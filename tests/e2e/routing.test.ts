import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, open } from './browser.ts';
import { mainHeadingOf, pageAt, siteContent } from '../site-content.ts';

// Titles, headings and link names are read from the YAML when the test runs.
const { site, notFound } = siteContent();
const servicesLink = site.nav.find((n) => n.servicesMenu)!;
const servicesPage = pageAt(servicesLink.href);
const home = site.nav.find((n) => n.href === '/')!;
const notFoundButtons = notFound.blocks[0]!.type === 'hero' ? notFound.blocks[0].actions : [];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('routing', () => {
  it('follows internal links without reloading, updating title and the current header link', async () => {
    const { page, problems } = await open(browser, '/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: servicesLink.label }).click();
    await page.locator('.services-panel').getByRole('link', { name: 'All Services' }).click();
    await page.waitForURL(`${baseUrl}${servicesLink.href}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(mainHeadingOf(servicesPage));
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
    expect(await page.title()).toBe(servicesPage.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(servicesPage.description);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: home.label }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: home.label })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    expect(problems).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and the not-found page, readable without JavaScript', async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`>${mainHeadingOf(notFound)}</h1>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const { page, problems } = await open(browser, '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(mainHeadingOf(notFound));
    for (const { label, href } of notFoundButtons)
      await expect
        .poll(() => page.getByRole('main').getByRole('link', { name: label, exact: true }).getAttribute('href'))
        .toBe(href === 'call' ? `tel:${site.phone.dial}` : href);
    const onward = notFoundButtons.find((b) => b.href.startsWith('/') && b.href !== '/')!;
    await page.getByRole('main').getByRole('link', { name: onward.label, exact: true }).click();
    await page.waitForURL(`${baseUrl}${onward.href}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(mainHeadingOf(pageAt(onward.href)));
    expect(problems).toEqual([]);
  });

  it('shows the content of every page before JavaScript runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${servicesLink.href}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(mainHeadingOf(servicesPage));
    for (const { title, href } of site.services)
      await expect
        .poll(() => page.getByRole('link', { name: `Learn More about ${title}`, exact: true }).getAttribute('href'))
        .toBe(href);
    await context.close();
  });
});
