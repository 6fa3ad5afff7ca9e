import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, open } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('routing', () => {
  it('follows internal links without reloading, updating title and the current header link', async () => {
    const { page, problems } = await open(browser, '/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page.locator('.services-panel').getByRole('link', { name: 'All Services' }).click();
    await page.waitForURL(`${baseUrl}/services`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Plumbing Services');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
    expect(await page.title()).toMatch(/^Plumbing Services in Kelowna/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Twelve plumbing services/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and the not-found page, readable without JavaScript', async () => {
    const response = await fetch(`${baseUrl}/emergency/frozen-pipes`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const { page, problems } = await open(browser, '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await expect.poll(() => page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await expect.poll(() => page.getByRole('link', { name: 'View Our Services' }).getAttribute('href')).toBe('/services');
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+1250/);
    await page.getByRole('link', { name: 'View Our Services' }).click();
    await page.waitForURL(`${baseUrl}/services`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Plumbing Services');
    expect(problems).toEqual([]);
  });

  it('shows the content of every page before JavaScript runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/services`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Plumbing Services');
    await expect.poll(() => page.getByRole('link', { name: /Learn More about Drain Cleaning/ }).getAttribute('href')).toBe('/services/drain-cleaning');
    await context.close();
  });
});
