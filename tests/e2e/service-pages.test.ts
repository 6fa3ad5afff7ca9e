import { componentFile } from '../../src/blocks/names.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { outDir } from '../../src/builder/out-dir.ts';
import { baseUrl, launch, open } from './browser.ts';
import { firstWith, siteContent } from '../site-content.ts';
import {
  afterKey,
  calculatorOf,
  expectResults,
  resultsFor,
  shownResults,
  startingValues,
  withUnit,
  type CalculatorBlock,
} from './calculator-model.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

/** The text of the card whose heading is `title`. */
const cardText = (page: Page, title: string) =>
  page
    .getByRole('heading', { name: title, exact: true })
    .first()
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " card ")][1]')
    .textContent();

/** The services of pages/_site.yaml, each with its page. */
const { site } = siteContent();
const serviceRoutes = site.services.map((s) => s.href);

describe('the service pages', () => {
  it('are all in the site, each with its own title and description, ending with the company name', async () => {
    const heads = await Promise.all(
      serviceRoutes.map(async (route) => {
        const html = await (await fetch(`${baseUrl}${route}`)).text();
        return {
          title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(serviceRoutes.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(serviceRoutes.length);
    for (const h of heads) expect(h.title?.endsWith(` | ${site.company}`), h.title).toBe(true);
  });
});

describe('the FAQ', () => {
  it('opens one answer at a time and closes the open one on a second press, by pointer and by keyboard', async () => {
    const { route, block } = firstWith('faq');
    const { items } = block;
    /** Which answers are open when only the `i`th one is (none for -1). */
    const only = (i: number) => items.map((_, j) => j === i);

    const { page, problems } = await open(browser, route);
    const questions = page.locator('main summary');
    await expect.poll(() => questions.count()).toBe(items.length);
    const opened = () =>
      page.locator('main details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    const firstAnswer = page.getByText(items[0]!.answer, { exact: true });
    expect(await opened()).toEqual(only(-1));
    expect(await firstAnswer.isVisible()).toBe(false);

    await questions.nth(0).click();
    await expect.poll(opened).toEqual(only(0));
    await expect.poll(() => firstAnswer.isVisible()).toBe(true);
    await questions.nth(1).click();
    await expect.poll(opened).toEqual(only(1));
    expect(await firstAnswer.isVisible()).toBe(false);
    await questions.nth(1).click();
    await expect.poll(opened).toEqual(only(-1));

    // Each question is a stop of its own for Tab; Enter and Space open and close it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await questions.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe(items[1]!.question);
    await page.keyboard.press('Enter');
    await expect.poll(opened).toEqual(only(1));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(opened).toEqual(only(0));
    await page.keyboard.press('Space');
    await expect.poll(opened).toEqual(only(-1));
    expect(problems).toEqual([]);
  });

  it('has as many questions as its YAML on every page', async () => {
    for (const [route, { page, file }] of siteContent().pages) {
      const count = ((await (await fetch(`${baseUrl}${route}`)).text()).match(/<summary>/g) ?? []).length;
      expect(count, file).toBe(page.blocks.flatMap((b) => (b.type === 'faq' ? b.items : [])).length);
    }
  });
});

describe('the tabs', () => {
  it('show every card under All, the cards of one tab each, and move with the arrow keys', async () => {
    const { route, block: tabs, index } = firstWith('tabs');
    const labels = [...(tabs.all ? [tabs.all] : []), ...tabs.tabs.map((t) => t.label)];
    const cardsOf = (label: string) =>
      (label === tabs.all ? tabs.tabs.flatMap((t) => t.cards) : tabs.tabs.find((t) => t.label === label)!.cards).map(
        (c) => c.title,
      );
    const html = await (await fetch(`${baseUrl}${route}`)).text();
    expect(html).toMatch(
      new RegExp(
        `<input type="radio" name="tabs-${index}" ` +
          `checked=""/>${labels[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</label>`,
      ),
    );

    const { page, problems } = await open(browser, route);
    const block = page.locator(`[data-block-index="${index}"]`);
    const radios = block.getByRole('radiogroup', { name: tabs.heading }).getByRole('radio');
    expect(
      await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent)),
    ).toEqual(labels);
    // Headings of hidden cards are out of the accessibility tree: these are the cards on screen.
    const shown = () => block.getByRole('heading', { level: 3 }).allTextContents();
    const selected = () =>
      block.getByRole('radio', { checked: true }).evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent);
    expect(await selected()).toBe(labels[0]);
    expect(await shown()).toEqual(cardsOf(labels[0]!));
    for (const label of labels.slice(1)) {
      await block.getByRole('radio', { name: label, exact: true }).click();
      await expect.poll(selected).toBe(label);
      await expect.poll(shown).toEqual(cardsOf(label));
    }

    // A tab's own sentence shows with its cards alone.
    const withIntro = tabs.tabs.find((t) => t.intro);
    if (withIntro) {
      const intro = block.getByText(withIntro.intro!, { exact: true });
      await block.getByRole('radio', { name: labels.find((l) => l !== withIntro.label)!, exact: true }).click();
      await expect.poll(() => intro.isVisible()).toBe(false);
      await block.getByRole('radio', { name: withIntro.label, exact: true }).click();
      await expect.poll(() => intro.isVisible()).toBe(true);
    }
    // Arrows move to the next and previous tab, round from the first to the last.
    await block.getByRole('radio', { name: labels[0], exact: true }).click();
    await expect.poll(selected).toBe(labels[0]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe(labels[1]);
    await expect.poll(shown).toEqual(cardsOf(labels[1]!));
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe(
      labels[1],
    );
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe(labels[0]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe(labels.at(-1));
    expect(problems).toEqual([]);
  });
});

describe('the calculator', () => {
  it('starts with its sliders and results as its YAML gives them, before and after hydration', async () => {
    const { route, block: calculator } = firstWith('calculator');
    const results = resultsFor(calculator, startingValues(calculator));
    const html = decode(await (await fetch(`${baseUrl}${route}`)).text());
    expect(html).toMatch(new RegExp(results.map((text) => text.replace(/[$.*+?^{}()|[\]\\]/g, '\\$&')).join('.*')));
    const { page, problems } = await open(browser, route);
    await expect.poll(() => shownResults(page)).toEqual(results);
    for (const { label, min, max, default: start } of calculator.inputs) {
      const slider = page.getByRole('slider', { name: label });
      expect(
        [await slider.inputValue(), await slider.getAttribute('min'), await slider.getAttribute('max')],
        label,
      ).toEqual([String(start), String(min), String(max)]);
    }
    expect(problems).toEqual([]);
  });

  it('recomputes live as a slider moves, by keyboard and by pointer, as its formulas say', async () => {
    const { route } = firstWith('calculator');
    const calculator = await calculatorOf(route);
    const [first, second] = calculator.inputs as [CalculatorBlock['inputs'][number], CalculatorBlock['inputs'][number]];
    const values = startingValues(calculator);
    const { page, problems } = await open(browser, route);
    const slider = (input: typeof first) => page.getByRole('slider', { name: input.label });

    for (const [input, keys] of [
      [
        first,
        ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'End', 'Home', 'ArrowRight', 'ArrowRight', 'ArrowRight'],
      ],
      [second, ['PageUp', 'PageDown', 'End', 'ArrowRight', 'Home', 'ArrowRight']],
    ] as const) {
      await slider(input).focus();
      for (const key of keys) {
        await page.keyboard.press(key);
        values[input.id] = afterKey(input, values[input.id]!, key);
        await expect
          .poll(() => slider(input).inputValue(), { message: `${input.label} after ${key}` })
          .toBe(String(values[input.id]));
        await expectResults(page, calculator, values);
        expect(await slider(input).getAttribute('aria-valuetext')).toBe(withUnit(input, values[input.id]!));
      }
    }

    const track = await slider(first).boundingBox();
    await page.mouse.click(track!.x + track!.width - 2, track!.y + track!.height / 2);
    values[first.id] = first.max;
    await expect.poll(() => slider(first).inputValue()).toBe(String(first.max));
    await expectResults(page, calculator, values);
    expect(problems).toEqual([]);
  });
});

describe('the progress bars', () => {
  it('are progress bars with their values, bounds and labels', async () => {
    const { route, block } = firstWith('progress');
    const { page, problems } = await open(browser, route);
    const bars = page.getByRole('progressbar');
    await expect.poll(() => bars.count()).toBe(block.items.length);
    const read = await bars.evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('aria-label'),
        el.getAttribute('aria-valuenow'),
        el.getAttribute('aria-valuemin'),
        el.getAttribute('aria-valuemax'),
        el.getAttribute('aria-valuetext'),
        el.getAttribute('data-state'),
      ]),
    );
    expect(read).toEqual(
      block.items.map(({ title, value, max }) => [
        `${block.measure}: ${title}`,
        value === undefined ? null : String(value),
        '0',
        String(max),
        value === undefined ? null : `${Math.round((value / max) * 100)}%`,
        value === undefined ? 'indeterminate' : value === max ? 'complete' : 'loading',
      ]),
    );
    await expect
      .poll(() => page.getByRole('progressbar', { name: `${block.measure}: ${block.items.at(-1)!.title}` }).isVisible())
      .toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the pricing plans', () => {
  it('have a button each, named with the plan, and only the popular plans carry the popular label', async () => {
    for (const [route, { page: written }] of siteContent().pages) {
      const blocks = written.blocks.filter((b) => b.type === 'pricing');
      if (!blocks.length) continue;
      const { page, problems } = await open(browser, route);
      for (const block of blocks)
        for (const plan of block.items) {
          const name = `${plan.button.label}: ${plan.name}`;
          await expect.poll(() => page.getByRole('link', { name, exact: true }).count(), { message: name }).toBe(1);
          expect((await cardText(page, plan.name))?.includes(block.popularLabel), plan.name).toBe(plan.popular);
        }
      expect(problems).toEqual([]);
      await page.context().close();
    }
  }, 120_000);
});

describe('the calculator bundle', () => {
  it('keeps the expression library out of the main chunk, in the calculator chunk only', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunk = (key: string) => readFileSync(join(outDir, manifest[key]!.file), 'utf8');
    // "Unknown operator: " is the formula library's (subscript's) own error message.
    expect(chunk('index.html')).not.toContain('Unknown operator: ');
    expect(chunk(componentFile('calculator'))).toContain('Unknown operator: ');
  });
});
