// Every other route of the sitemap (the 2nd, the 4th, …), on a phone (tests/e2e/on-a-phone.ts says what is
// inspected); and the header's menus, opened, at both widths.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launch, open, phone } from './browser.ts';
import { inspectOnAPhone, routes } from './on-a-phone.ts';
import { siteContent } from '../site-content.ts';

inspectOnAPhone(routes.filter((_, i) => i % 2 === 1));

it('inspects every page of pages/, here or in on-a-phone-even.test.ts', () => {
  expect(routes).toEqual(expect.arrayContaining([...siteContent().pages.keys()]));
});

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

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
