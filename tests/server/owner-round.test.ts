// The round a new owner makes, on a copy of this site served by `npm run serve`, in Chromium as a phone on a slow
// network: the printed link makes the owner's account, a price is changed where it shows, a photo is added, Publish,
// and visitors get the new price and photo; git log names the owner. The price is read from the site's files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeOf } from '../../src/core/routes.ts';
import { axeViolations } from '../e2e/axe.ts';
import { launch, phone } from '../e2e/browser.ts';
import { editBlock, editInPlace } from '../e2e/editor-helpers.ts';
import { git, makeSite, startServer, type RunningServer, type TestSite } from './server-process.ts';

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'kettle lantern orchard' };
let site: TestSite;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A plan's price on a page of the site, as its file writes it: the first pricing block with a price in dollars. */
function aPrice(root: string): { file: string; route: string; price: string } {
  const files = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.yaml') && !f.includes('_'),
  );
  for (const name of files.sort()) {
    const data = parse(readFileSync(join(root, 'pages', name), 'utf8')) as {
      blocks?: Array<{ type: string; items?: Array<{ price?: string }> }>;
    };
    const price = data.blocks
      ?.find((b) => b.type === 'pricing')
      ?.items?.find((p) => /^\$\d+$/.test(p.price ?? ''))?.price;
    if (price) return { file: `pages/${name}`, route: routeOf(`pages/${name}`), price };
  }
  throw new Error('No page of the site has a plan with a price in dollars.');
}

beforeAll(async () => {
  site = makeSite({ from: 'site' });
  server = await startServer(site);
  browser = await launch();
  context = await browser.newContext(phone);
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  // A phone on a mobile network (300 ms round trip, 1.6 Mbps down, 0.8 Mbps up), its CPU four times slower.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('makes the owner account from the printed link, changes a price and a photo at 375 px, publishes, and visitors get both', {
  timeout: 300_000,
}, async () => {
  const { file, route, price } = aPrice(site.root);
  const newPrice = `$${Number(price.slice(1)) + 10}`;
  expect(server.setupLink).toBeDefined();

  await page.goto(server.setupLink!);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Your name').fill(owner.name);
  await page.getByLabel('E-mail address').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Make my account', exact: true }).click();
  await page.waitForURL(/\/_admin$/);
  // Logging in again, as on any later day.
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.getByLabel('E-mail address').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/_admin$/);

  await page.goto(`${server.url}${route}?edit`);
  await page.locator('[data-pe-text]').first().waitFor({ timeout: 120_000 });
  await editInPlace(page, price, newPrice);
  const status = page.getByRole('complementary', { name: 'Page editor' }).getByRole('status');
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Saved: /);

  // A photo from the phone, into the page's hero.
  await editBlock(page, 0, 'hero').click();
  const picture = page
    .getByRole('complementary', { name: 'Page editor' })
    .getByRole('group', { name: 'Picture', exact: true });
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7ab0' } })
    .jpeg()
    .toBuffer();
  await picture
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Van at the shop.jpg', mimeType: 'image/jpeg', buffer: photo });
  await picture.getByLabel('What the picture shows').fill('Our service van outside the shop');
  await picture.getByRole('button', { name: 'Use this picture' }).click();
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Saved: .*Picture/);

  await page.getByRole('link', { name: 'Publish…' }).click();
  await page.waitForURL(/\/_admin\/publish$/);
  expect(await page.getByRole('heading', { name: /Saved, not published yet \(3\)/ }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  // The answer comes once visitors get the new site: the click waits for the build.
  await page.getByRole('button', { name: 'Publish now' }).click({ timeout: 180_000 });
  await page.getByText(/^Published: visitors get it now/).waitFor({ timeout: 120_000 });

  // A visitor, never logged in.
  const visitor = await browser.newContext(phone);
  const seen = await visitor.newPage();
  await seen.goto(`${server.url}${route}`);
  expect(await seen.locator('#main').getByText(newPrice, { exact: true }).count()).toBeGreaterThan(0);
  expect(await seen.locator('#main').getByText(price, { exact: true }).count()).toBe(0);
  expect(await seen.locator('#main').getByRole('img', { name: 'Our service van outside the shop' }).count()).toBe(1);
  await visitor.close();

  const log = git(site.root, 'log', '--format=%an <%ae>|%s', '-n3', 'main').split('\n');
  expect(log.every((line) => line.startsWith(`${owner.name} <${owner.email}>|`))).toBe(true);
  expect(log.map((line) => line.split('|')[1])).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/: pricing item \d+ price$/),
      'pictures: van-at-the-shop.jpg added',
      expect.stringMatching(/: hero image$/),
    ]),
  );
  // The published file has the new price, and the line of the price is the only line of the file that changed but the
  // photo's.
  const diff = git(site.root, 'diff', 'HEAD~3', 'HEAD', '--', file);
  expect(diff).toContain(`-        price: ${price}\n+        price: ${newPrice}`);
});
