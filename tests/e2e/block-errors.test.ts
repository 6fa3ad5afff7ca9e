// A block that throws in the browser is replaced by a short notice; the rest of the page renders and works, and the
// error is reported to the console. A block whose data cannot arrive stays as prerendered, works, and says why in the
// console. The data is broken on its way to the browser (the build would refuse it).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { baseUrl, launch, open, patchPageData, waitForHydration, waitUntilLive } from './browser.ts';
import { mainHeadingOf, pageAt, siteContent } from '../site-content.ts';

const { site } = siteContent();

const route = '/services/drain-cleaning';
let browser: Browser;
let statsIndex: number;

beforeAll(async () => {
  browser = await launch();
  const page = (await (await fetch(`${baseUrl}/_pages${route}.json`)).json()) as { blocks: Array<{ type: string }> };
  statsIndex = page.blocks.findIndex((b) => b.type === 'stats');
});
afterAll(() => browser?.close());

/** Serves the page's data with its stats block's items missing, as a component bug or a bad deploy would leave it. */
const breakStats = (page: Page) => patchPageData(page, route, (data) => void (data.blocks[statsIndex]!.items = null));

async function expectOnlyTheBrokenBlockGone(page: Page, problems: string[]): Promise<void> {
  const broken = page.locator(`[data-block-index="${statsIndex}"]`);
  await expect
    .poll(() => broken.innerText())
    .toBe(`This part of the page could not be shown. Please reload the page, or call us at ${site.phone.display}.`);
  expect(await broken.getByRole('link', { name: site.phone.display }).getAttribute('href')).toBe(
    `tel:${site.phone.dial}`,
  );
  expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  // Every other block is still there, and still works: the FAQ below the broken block comes alive and opens.
  const blocks = await page.locator('[data-block-index]').count();
  for (let i = 0; i < blocks; i++)
    if (i !== statsIndex)
      expect((await page.locator(`[data-block-index="${i}"]`).innerText()).length).toBeGreaterThan(20);
  const faq = page.locator('[data-block-index]', { has: page.locator('summary') });
  await faq.scrollIntoViewIfNeeded();
  await waitUntilLive(page, `[data-block-index="${await faq.getAttribute('data-block-index')}"]`);
  const question = faq.locator('details').first();
  await question.locator('summary').click();
  await expect.poll(() => question.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `^error: Block ${statsIndex + 1} \\(stats\\) of ${route} failed to render and is replaced by a notice:`,
      ),
    ),
  ]);
  expect(await axeViolations(page)).toEqual([]);
}

describe('a block that throws', () => {
  it('is replaced by a notice when the page is opened directly, and only that block', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await breakStats(page);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`error: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${baseUrl}${route}`);
    await waitForHydration(page);
    // Until it nears the screen the block is its prerendered HTML; it fails when its code and data arrive.
    await page.locator(`[data-block-index="${statsIndex}"]`).scrollIntoViewIfNeeded();
    await expectOnlyTheBrokenBlockGone(page, problems);
    await context.close();
  });

  it('is replaced by a notice after navigating to the page, and the site keeps working', async () => {
    const { page, problems } = await open(browser, '/');
    await breakStats(page);
    await page.locator(`footer a[href="${route}"]`).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(route);
    await page.locator(`[data-block-index="${statsIndex}"]`).scrollIntoViewIfNeeded();
    await expectOnlyTheBrokenBlockGone(page, problems);
    // The next page is whole again: the failure belonged to one block of one page.
    await page.locator('footer a[href="/about"]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe(mainHeadingOf(pageAt('/about')));
    expect(await page.locator('[data-block-failed]').count()).toBe(0);
    await page.context().close();
  });
});

describe('a block whose data cannot be loaded', () => {
  it('stays as prerendered, still works, and the console says why', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    // The page's JSON fails (a new deploy, a lost connection): the blocks below the hero cannot get their data.
    await page.route(
      (url) => url.pathname === `/_pages${route}.json`,
      (request) => request.abort(),
    );
    await page.goto(`${baseUrl}${route}`);
    await waitForHydration(page);
    const faq = page.locator('[data-block-index]', { has: page.locator('summary') });
    await faq.scrollIntoViewIfNeeded();
    const index = Number(await faq.getAttribute('data-block-index'));
    await expect
      .poll(() => problems.find((p) => p.startsWith(`Block ${index + 1} (faq) of ${route} stays as prerendered`)))
      .toBeTruthy();
    expect(await faq.getAttribute('data-live')).toBeNull();
    const question = faq.locator('details').first();
    await question.locator('summary').click();
    expect(await question.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });
});
