// The keys the FAQ and the calculator's sliders add to the browser's native controls: one key handler from the
// entry script adds them (src/browser/block-keys.ts, from each block's keys.ts). Each is checked once the entry runs,
// with the block's own code held back (the keys must not wait for it), and on a slow phone before any script runs,
// where the browser's own behaviour happens, exactly once.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, open, openOnSlowPhone, phone, waitUntilLive } from './browser.ts';
import {
  afterKey,
  calculatorOf,
  expectResults,
  startingValues,
  withUnit,
  type CalculatorBlock,
} from './calculator-model.ts';
import { pageDataUrl } from '../../src/core/site-data.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const openAnswers = (page: Page) => page.locator('main details[open]').count();
const blockOf = (element: Locator) =>
  element.evaluate((el) => el.closest('[data-block-index]')!.getAttribute('data-block-index'));
const isLive = async (page: Page, element: Locator) =>
  page.locator(`[data-block-index="${await blockOf(element)}"]`).evaluate((el) => el.hasAttribute('data-live'));
/** A block's own code: its chunk is named after its component (Faq-….js, Calculator-….js). */
const chunkOf = (name: string) => (url: URL) => url.pathname.startsWith(`/assets/${name}-`);

/** The questions of the first FAQ of a route, from its page data. */
async function questionsOf(route: string): Promise<string[]> {
  const data = (await (await fetch(`${baseUrl}${pageDataUrl(route)}`)).json()) as {
    blocks: Array<{ type: string; items?: Array<{ question: string }> }>;
  };
  return data.blocks.find((b) => b.type === 'faq')!.items!.map((i) => i.question);
}

describe('FAQ: arrow keys move between questions, Home and End go to the first and last', () => {
  let questions: string[];
  beforeAll(async () => {
    questions = await questionsOf('/services/drain-cleaning');
  });

  it('works from the entry script on, before the FAQ’s own code arrives, and opens nothing', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/drain-cleaning', {
      ...phone,
      holdScripts: chunkOf('Faq'),
    });
    await waitUntilLive(page, 'header');
    const summaries = page.locator('main summary');
    const last = questions.at(-1);
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
      ['ArrowDown', questions[1]],
    ] as const) {
      await page.keyboard.press(key);
      expect(await focusedText(page), `after ${key}`).toBe(expected);
    }
    expect(await openAnswers(page)).toBe(0);
    expect(await isLive(page, summaries.first())).toBe(false);
    releaseScripts();
    // The FAQ's own code takes over the questions the keys moved through: focus and answers stay as the keys left them.
    await waitUntilLive(page, `[data-block-index="${await blockOf(summaries.first())}"]`);
    expect(await focusedText(page)).toBe(questions[1]);
    expect(await openAnswers(page)).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(questions[2]);
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
    expect(
      await page
        .locator('main summary')
        .nth(4)
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a slow phone, an arrow pressed before any script runs does what the browser does, once', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/drain-cleaning', {
      ...phone,
      holdScripts: true,
    });
    const first = page.locator('main summary').first();
    // Until the page's stylesheet applies, the layout (and so where the page is scrolled) still moves.
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/page-')));
    await first.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowDown');
    // Chromium's own ArrowDown on a question: the page scrolls down one line (40 px), and focus stays.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(scrolled + 40);
    expect(await focusedText(page)).toBe(questions[0]);
    releaseScripts();
    // The focus scrolled to the question before the stylesheets arrived: it may be off screen now, where nothing
    // hydrates.
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
  let calculator: CalculatorBlock;
  let age: CalculatorBlock['inputs'][number];
  let household: CalculatorBlock['inputs'][number];
  beforeAll(async () => {
    calculator = await calculatorOf('/services/water-heaters');
    [household, age] = calculator.inputs as [typeof household, typeof age];
  });
  /** Presses each key on the slider, checking after each where the calculator's keys put it. */
  const pressAll = async (page: Page, input: typeof age, values: Record<string, number>, keys: string[]) => {
    for (const key of keys) {
      await page.keyboard.press(key);
      values[input.id] = afterKey(input, values[input.id]!, key);
      expect(await page.getByRole('slider', { name: input.label }).inputValue(), `after ${key}`).toBe(
        String(values[input.id]),
      );
    }
  };

  it('ten steps from the entry script on, before the calculator’s code, and the results once it arrives', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/water-heaters', {
      ...phone,
      holdScripts: chunkOf('Calculator'),
    });
    await waitUntilLive(page, 'header');
    const slider = page.getByRole('slider', { name: age.label });
    await slider.scrollIntoViewIfNeeded();
    await slider.focus();
    expect(await isLive(page, slider)).toBe(false);
    const values = startingValues(calculator);
    await pressAll(page, age, values, [
      'PageUp',
      'PageUp',
      'PageDown',
      'Shift+ArrowLeft',
      'Shift+ArrowRight',
      'Shift+ArrowUp',
      'Shift+ArrowDown',
      'Home',
      'End',
      'PageDown',
      'ArrowLeft',
    ]);
    expect(await isLive(page, slider)).toBe(false);
    releaseScripts();
    await waitUntilLive(page, `[data-block-index="${await blockOf(slider)}"]`);
    expect(await slider.inputValue()).toBe(String(values[age.id]));
    await expectResults(page, calculator, values);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('once live, each key moves the results at once', async () => {
    const { page, problems } = await open(browser, '/services/water-heaters');
    const values = startingValues(calculator);
    for (const [input, keys] of [
      [age, ['PageUp', 'Shift+ArrowDown']],
      [household, ['PageUp', 'Shift+ArrowLeft']],
    ] as const) {
      await page.getByRole('slider', { name: input.label }).focus();
      for (const key of keys) {
        await pressAll(page, input, values, [key]);
        await expectResults(page, calculator, values);
      }
    }
    expect(await page.getByRole('slider', { name: household.label }).getAttribute('aria-valuetext')).toBe(
      withUnit(household, values[household.id]!),
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a slow phone, Page Up pressed before any script runs moves the slider as the browser does, once', async () => {
    const { page, problems, releaseScripts } = await openOnSlowPhone(browser, '/services/water-heaters', {
      ...phone,
      holdScripts: true,
    });
    const slider = page.getByRole('slider', { name: age.label });
    await slider.scrollIntoViewIfNeeded();
    await slider.focus();
    await page.keyboard.press('PageUp');
    // Chromium's own Page Up: a tenth of the range, rounded to whole steps (not the ten steps of the calculator's).
    const native = Math.min(
      age.max,
      age.default + Math.max(1, Math.round((age.max - age.min) / 10 / age.step)) * age.step,
    );
    expect(await slider.inputValue()).toBe(String(native));
    releaseScripts();
    await waitUntilLive(page, `[data-block-index="${await blockOf(slider)}"]`);
    expect(await slider.inputValue()).toBe(String(native));
    const values = { ...startingValues(calculator), [age.id]: native };
    await expectResults(page, calculator, values);
    await pressAll(page, age, values, ['PageUp']);
    await expectResults(page, calculator, values);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
