// A visitor on a phone network acts the moment a control appears, long before its code has arrived. Each test loads a
// route directly under the phone profile (tests/e2e/browser.ts, openOnSlowPhone), acts as soon as the control is
// visible, checks that the action took effect at once and exactly once, then waits until the part is live (hydrated)
// and checks that nothing the visitor did was lost or done twice. Most tests hold every script back until the first
// actions are done, so those surely happen before any JavaScript runs; the form's typing goes on while it hydrates,
// and the plan button is tapped with nothing held, whenever it shows. One test per interactive part, not per route.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openOnSlowPhone, phone, waitUntilLive } from './browser.ts';
import { contactDraftKey } from './contact-form-helpers.ts';
import { calculatorOf, expectResults, startingValues } from './calculator-model.ts';
import { pageDataUrl } from '../../src/core/site-data.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Right after the action: the browser itself handles it, so there is no code to wait for. */
const atOnce = { timeout: 1_500 };

/** Waits until the block holding `element` is live. */
async function blockLive(page: Page, element: Locator): Promise<void> {
  const index = await element.evaluate((el) => el.closest('[data-block-index]')?.getAttribute('data-block-index'));
  await waitUntilLive(page, `[data-block-index="${index}"]`);
}

/** The questions and answers of the first FAQ of a route, from its page data. */
async function faqOf(route: string): Promise<Array<{ question: string; answer: string }>> {
  const data = (await (await fetch(`${baseUrl}${pageDataUrl(route)}`)).json()) as {
    blocks: Array<{ type: string; items?: Array<{ question: string; answer: string }> }>;
  };
  return data.blocks.find((b) => b.type === 'faq')!.items!;
}

/** A phone whose scripts wait until the test lets them through. */
const held = { ...phone, holdScripts: true };

const isFocused = (element: Locator) => element.evaluate((el) => el === document.activeElement);

describe('on a slow phone, the first action counts, exactly once, and survives hydration', () => {
  it('FAQ: a tap opens an answer, Enter on another question opens it instead', async () => {
    const [one, two] = await faqOf('/services/drain-cleaning');
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/drain-cleaning', held);
    const first = page.getByText(one!.question, { exact: true });
    const second = page.getByText(two!.question, { exact: true });
    const firstAnswer = page.getByText(one!.answer, { exact: true });
    const secondAnswer = page.getByText(two!.answer, { exact: true });

    await first.tap();
    await expect.poll(() => firstAnswer.isVisible(), atOnce).toBe(true);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => secondAnswer.isVisible(), atOnce).toBe(true);
    expect(await firstAnswer.isVisible()).toBe(false);

    releaseScripts();
    await blockLive(page, first);
    expect([await firstAnswer.isVisible(), await secondAnswer.isVisible()]).toEqual([false, true]);
    expect(await isFocused(second)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tabs: a tap chooses a tab, an arrow key the next one', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/fixture-installation', held);
    const block = page.locator('[data-block-index="1"]');
    const shown = (name: string) => block.getByRole('heading', { name, exact: true });
    const toilets = block.getByText('Toilets', { exact: true }).first();

    await toilets.tap();
    await expect.poll(() => shown('Comfort-Height Elongated Toilet').isVisible(), atOnce).toBe(true);
    expect(await shown('Single-Handle Kitchen Faucet').isVisible()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown('Undermount Kitchen Sink').isVisible(), atOnce).toBe(true);
    expect(await shown('Comfort-Height Elongated Toilet').isVisible()).toBe(false);
    expect(await shown('Thermostatic Shower System').isVisible()).toBe(false);

    releaseScripts();
    await blockLive(page, toilets);
    expect(await shown('Undermount Kitchen Sink').isVisible()).toBe(true);
    expect(await shown('Comfort-Height Elongated Toilet').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('calculator: an arrow key moves a slider one step, End to its maximum, and the results follow', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/water-heaters', held);
    const household = page.getByRole('slider', { name: 'Household size' });
    const value = () => household.evaluate((el) => el.getAttribute('aria-valuenow') ?? (el as HTMLInputElement).value);

    // The visitor scrolls down to the calculator, then puts the focus on a slider.
    await household.scrollIntoViewIfNeeded();
    await household.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(value, atOnce).toBe('5');
    await page.keyboard.press('End');
    await expect.poll(value, atOnce).toBe('8');

    releaseScripts();
    await blockLive(page, household);
    expect(await value()).toBe('8');
    const calculator = await calculatorOf('/services/water-heaters');
    await expectResults(page, calculator, { ...startingValues(calculator), household: 8 });
    expect(await isFocused(household)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('contact form: the emergency box and text typed at once are kept whole, in order, with the caret and focus', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/contact', held);
    // A draft kept from an earlier visit: it fills only the fields the visitor leaves alone.
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ name: 'An Earlier Name', message: 'An earlier message.' })),
      contactDraftKey,
    );
    const emergency = page.getByRole('checkbox', { name: 'This is an emergency', exact: true });
    const name = page.getByRole('textbox', { name: 'Full Name', exact: true });

    await emergency.tap();
    await expect
      .poll(() => page.getByRole('button', { name: 'Send Emergency Request' }).isVisible(), atOnce)
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Send Message' }).count()).toBe(0);
    await name.tap();
    await page.keyboard.type('Anna ', { delay: 120 });
    expect(await name.inputValue()).toBe('Anna ');
    releaseScripts();
    await page.keyboard.type('Example', { delay: 120 });
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');

    await blockLive(page, name);
    expect(await name.inputValue()).toBe('Anna Example');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Message', exact: true }).inputValue())
      .toBe('An earlier message.');
    expect(await isFocused(name)).toBe(true);
    expect(await name.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([9, 9]);
    expect(await emergency.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send Emergency Request' }).isVisible()).toBe(true);
    await page.keyboard.type('s');
    expect(await name.inputValue()).toBe('Anna Examsple');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('header, wide screen: a click opens the Services menu', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/', {
      viewport: { width: 1280, height: 800 },
      holdScripts: true,
    });
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drain Cleaning' });

    await services.click();
    await expect.poll(() => link.isVisible(), atOnce).toBe(true);

    releaseScripts();
    await waitUntilLive(page, 'header');
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => link.isVisible()).toBe(false);
    expect(await isFocused(services)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('header, phone: a tap on the menu button opens the menu', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/', held);
    const toggle = page.locator('header').getByRole('button', { name: /menu/i });
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await toggle.tap();
    await expect.poll(() => menu.isVisible(), atOnce).toBe(true);

    releaseScripts();
    await waitUntilLive(page, 'header');
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Contact' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('plans: a tap on a plan button goes to its page, once', async () => {
    const { page, problems } = await openOnSlowPhone(browser, '/services/preventive-maintenance');
    const choose = page.getByRole('link', { name: 'Choose Silver: Silver Shield', exact: true });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    const entries = await page.evaluate(() => history.length);
    await choose.tap();
    await page.waitForURL(`${baseUrl}/contact`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('Contact Us');
    await waitUntilLive(page, 'header');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(documents.filter((path) => path === '/contact').length).toBeLessThanOrEqual(1);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
