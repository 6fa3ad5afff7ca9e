// The keys seed 001 asks of the FAQ and the calculator's sliders, which the browser's native controls lack: one key
// handler from the entry script adds them (src/browser/block-keys.ts). Each is checked once the entry runs, with the
// block's own code held back (the keys must not wait for it), and on a slow phone before any script runs, where the
// browser's own behaviour happens, exactly once.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, openOnSlowPhone, phone, waitUntilLive } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const openAnswers = (page: Page) => page.locator('main details[open]').count();
const blockOf = (element: Locator) => element.evaluate((el) => el.closest('[data-block-index]')!.getAttribute('data-block-index'));
const isLive = async (page: Page, element: Locator) => page.locator(`[data-block-index="${await blockOf(element)}"]`).evaluate((el) => el.hasAttribute('data-live'));
/** A block's own code: its chunk is named after its component (Faq-….js, Calculator-….js). */
const chunkOf = (name: string) => (url: URL) => url.pathname.startsWith(`/assets/${name}-`);

describe('FAQ: arrow keys move between questions, Home and End go to the first and last', () => {
  const questions = ['How much does drain cleaning cost?', 'What is hydro jetting, and is it safe for my pipes?', 'How quickly can you get to me?'];

  it('works from the entry script on, before the FAQ’s own code arrives, and opens nothing', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/drain-cleaning', { ...phone, holdScripts: chunkOf('Faq') });
    await waitUntilLive(page, 'header');
    const summaries = page.locator('main summary');
    const last = (await summaries.allTextContents()).at(-1);
    await summaries.first().focus();
    expect(await isLive(page, summaries.first())).toBe(false);

    for (const [key, expected] of [
      ['ArrowDown', questions[1]],
      ['ArrowDown', questions[2]],
      ['ArrowUp', questions[1]],
      ['End', last],
      ['ArrowDown', questions[0]],
      ['ArrowUp', last],
      ['Home', questions[0]],
    ] as const) {
      await page.keyboard.press(key);
      expect(await focusedText(page), `after ${key}`).toBe(expected);
    }
    expect(await openAnswers(page)).toBe(0);
    expect(await isLive(page, summaries.first())).toBe(false);
    releaseScripts();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('once the FAQ is live too, Enter still opens the question the keys moved to', async () => {
    const { page, problems } = await open(browser, '/services/drain-cleaning');
    await page.locator('main summary').first().focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const opened = page.locator('main details[open] summary');
    await expect.poll(() => opened.allTextContents()).toEqual([await focusedText(page)]);
    expect(await page.locator('main summary').nth(4).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a slow phone, an arrow pressed before any script runs does what the browser does, once', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/drain-cleaning', { ...phone, holdScripts: true });
    const first = page.locator('main summary').first();
    await first.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(questions[0]);
    releaseScripts();
    // The focus scrolled to the question before the stylesheets arrived: it may be off screen now, where nothing hydrates.
    await first.scrollIntoViewIfNeeded();
    await waitUntilLive(page, `[data-block-index="${await blockOf(first)}"]`);
    expect(await focusedText(page)).toBe(questions[0]);
    expect(await openAnswers(page)).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(questions[1]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('calculator: Page keys and Shift+arrow move a slider ten steps, held at its bounds; the results follow', () => {
  const results = (page: Page) => page.locator('dl[aria-live="polite"] dd').allTextContents();

  it('ten steps from the entry script on, before the calculator’s code, and the results once it arrives', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/water-heaters', { ...phone, holdScripts: chunkOf('Calculator') });
    await waitUntilLive(page, 'header');
    const age = page.getByRole('slider', { name: 'Current heater age' });
    await age.scrollIntoViewIfNeeded();
    await age.focus();
    expect(await isLive(page, age)).toBe(false);
    for (const [key, value] of [
      ['PageUp', '18'],
      ['PageUp', '20'],
      ['PageDown', '10'],
      ['Shift+ArrowLeft', '1'],
      ['Shift+ArrowRight', '11'],
      ['Shift+ArrowUp', '20'],
      ['Shift+ArrowDown', '10'],
      ['Home', '1'],
      ['End', '20'],
      ['PageDown', '10'],
      ['ArrowLeft', '9'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await age.inputValue(), `after ${key}`).toBe(value);
    }
    expect(await isLive(page, age)).toBe(false);
    releaseScripts();
    await waitUntilLive(page, `[data-block-index="${await blockOf(age)}"]`);
    expect(await age.inputValue()).toBe('9');
    await expect.poll(() => results(page)).toEqual(['$234', '$63', '$630']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('once live, each key moves the results at once', async () => {
    const { page, problems } = await open(browser, '/services/water-heaters');
    const household = page.getByRole('slider', { name: 'Household size' });
    const age = page.getByRole('slider', { name: 'Current heater age' });
    await age.focus();
    for (const [key, value, savings] of [
      ['PageUp', '18', ['$234', '$126', '$1,260']],
      ['Shift+ArrowDown', '8', ['$234', '$56', '$560']],
    ] as const) {
      await page.keyboard.press(key);
      expect(await age.inputValue()).toBe(value);
      await expect.poll(() => results(page), { message: `after ${key}` }).toEqual(savings);
    }
    await household.focus();
    await page.keyboard.press('PageUp');
    expect(await household.inputValue()).toBe('8');
    await expect.poll(() => results(page)).toEqual(['$467', '$112', '$1,120']);
    expect(await household.getAttribute('aria-valuetext')).toBe('8 people');
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await household.inputValue()).toBe('1');
    await expect.poll(() => results(page)).toEqual(['$58', '$14', '$140']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a slow phone, Page Up pressed before any script runs moves the slider as the browser does, once', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/water-heaters', { ...phone, holdScripts: true });
    const age = page.getByRole('slider', { name: 'Current heater age' });
    await age.scrollIntoViewIfNeeded();
    await age.focus();
    await page.keyboard.press('PageUp');
    // Chromium's own Page Up: a tenth of the range, 1.9 steps rounded to 2.
    expect(await age.inputValue()).toBe('10');
    releaseScripts();
    await waitUntilLive(page, `[data-block-index="${await blockOf(age)}"]`);
    expect(await age.inputValue()).toBe('10');
    await expect.poll(() => results(page)).toEqual(['$234', '$70', '$700']);
    await page.keyboard.press('PageUp');
    expect(await age.inputValue()).toBe('20');
    await expect.poll(() => results(page)).toEqual(['$234', '$140', '$1,400']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
