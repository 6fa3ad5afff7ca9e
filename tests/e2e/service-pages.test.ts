import { componentFile } from '../../src/blocks/names.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { outDir } from '../../scripts/builder/out-dir.ts';
import { parse } from 'yaml';
import { baseUrl, builtBlockOf, launch, open, phone } from './browser.ts';
import { contractOf, readSeedContract } from '../seed-contract.ts';
import { afterKey, calculatorOf, expectResults, shownResults, startingValues, withUnit, type CalculatorBlock } from './calculator-model.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The twelve service pages and the facts of seed 001 (section 9) each must show, from tests/seed-contract.yaml. */
const services = readSeedContract().filter((r) => r.route.startsWith('/services/'));
const slugs = services.map((r) => r.route.slice('/services/'.length));

const decode = (html: string) =>
  html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');

/** The text of the card whose heading is `title`. */
const cardText = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).first().locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " card ")][1]').textContent();

describe('the twelve service pages', () => {
  it('are all in the site, each with its own title and description', async () => {
    const heads = await Promise.all(
      slugs.map(async (slug) => {
        const html = await (await fetch(`${baseUrl}/services/${slug}`)).text();
        return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(12);
    expect(new Set(heads.map((h) => h.description)).size).toBe(12);
    // Each page's title ends "| {company}": the company of pages/_site.yaml.
    const { company } = parse(readFileSync('pages/_site.yaml', 'utf8')) as { company: string };
    for (const h of heads) expect(h.title?.endsWith(` | ${company}`), h.title).toBe(true);
  });

  it.each(slugs)('%s: its figures are in the prerendered HTML and after hydration, without console problems or sideways scrolling on a phone', async (slug) => {
    const { shows, cards } = contractOf(`/services/${slug}`);
    const expected = [...shows, ...cards.map(({ heading, at }) => ({ text: heading, at })), ...cards.flatMap((c) => c.texts)];
    const prerendered = decode(await (await fetch(`${baseUrl}/services/${slug}`)).text());
    for (const { text, at } of expected) expect(prerendered, `"${text}", ${at}`).toContain(text);

    const { page, problems } = await open(browser, `/services/${slug}`, phone);
    const hydrated = (await page.locator('#main').textContent()) ?? '';
    for (const { text, at } of expected) expect(hydrated, `"${text}", ${at}`).toContain(text);
    for (const { heading, texts } of cards) {
      const text = await cardText(page, heading);
      for (const t of texts) expect(text, `card "${heading}": "${t.text}", ${t.at}`).toContain(t.text);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.title()).toBe((await (await fetch(`${baseUrl}/_pages/services/${slug}.json`)).json()).title);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the FAQ', () => {
  it('opens one answer at a time and closes the open one on a second press, by pointer and by keyboard', async () => {
    // How many questions there are is the seed's (tests/seed-contract.yaml, as are the prices, checked on their cards
    // above); the questions' and answers' words are the page's own, from its data.
    const route = '/services/drain-cleaning';
    const { faq } = contractOf(route);
    if (!faq) throw new Error(`tests/seed-contract.yaml gives no faq: count for ${route}.`);
    const { items } = await builtBlockOf(route, 'faq');
    expect(items.length, `${route}: ${faq.at}`).toBe(faq.count);
    /** Which answers are open when only the `i`th one is (none for -1). */
    const only = (i: number) => items.map((_, j) => j === i);

    const { page, problems } = await open(browser, route);
    const questions = page.locator('main summary');
    await expect.poll(() => questions.count(), { message: `${route}: ${faq.at}` }).toBe(faq.count);
    const opened = () => page.locator('main details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
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

  it('has the number of questions the seed gives on every page', async () => {
    for (const { route, faq } of services) {
      const count = ((await (await fetch(`${baseUrl}${route}`)).text()).match(/<summary>/g) ?? []).length;
      expect(count, `${route}: ${faq?.at ?? 'no faq: line'}`).toBe(faq?.count ?? 0);
    }
  });
});

describe('the fixture tabs', () => {
  it('show every fixture under All, filter by category, and move with the arrow keys', async () => {
    const html = await (await fetch(`${baseUrl}/services/fixture-installation`)).text();
    expect(html).toMatch(/<label class="tab-all"><input type="radio" name="tabs-1" checked=""\/>All<\/label>/);

    const { page, problems } = await open(browser, '/services/fixture-installation');
    const block = page.locator('[data-block-index="1"]');
    const tabs = block.getByRole('radiogroup', { name: 'Fixtures We Install' }).getByRole('radio');
    expect(await tabs.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent))).toEqual(['All', 'Faucets', 'Toilets', 'Sinks', 'Showers']);
    // Headings of hidden cards are out of the accessibility tree: these are the cards on screen.
    const shown = () => block.getByRole('heading', { level: 3 }).allTextContents();
    const selected = () => block.getByRole('radio', { checked: true }).evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent);
    expect(await selected()).toBe('All');
    const all = await shown();
    expect(all).toHaveLength(16);

    const byCategory: string[] = [];
    for (const name of ['Faucets', 'Toilets', 'Sinks', 'Showers']) {
      await block.getByRole('radio', { name }).click();
      await expect.poll(selected).toBe(name);
      const cards = await shown();
      expect(cards).toHaveLength(4);
      byCategory.push(...cards);
    }
    expect(byCategory).toEqual(all);
    await expect.poll(shown).toContain('Thermostatic Shower System');
    expect(await shown()).not.toContain('Undermount Kitchen Sink');

    // A tab's own sentence shows with its cards, never under All.
    const faucetsIntro = block.getByText(/^Kitchen, bathroom and bar faucets/);
    expect(await faucetsIntro.isVisible()).toBe(false);
    await block.getByRole('radio', { name: 'Faucets' }).click();
    await expect.poll(() => faucetsIntro.isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('Toilets');
    await expect.poll(shown).toContain('Comfort-Height Elongated Toilet');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe('Toilets');
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe('Sinks');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe('Toilets');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe('All');
    await expect.poll(() => shown().then((s) => s.length)).toBe(16);
    expect(await faucetsIntro.isVisible()).toBe(false);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toBe('Showers');
    expect(problems).toEqual([]);
  });
});

describe('the savings calculator', () => {
  it('starts with the seed’s sliders and results, before and after hydration', async () => {
    const { calculator } = contractOf('/services/water-heaters');
    const results = calculator!.results;
    const html = decode(await (await fetch(`${baseUrl}/services/water-heaters`)).text());
    expect(html, `the results, ${results[0]!.at}`).toMatch(new RegExp(results.map(({ text }) => text.replace(/[$.*+?^{}()|[\]\\]/g, '\\$&')).join('.*')));
    const { page, problems } = await open(browser, '/services/water-heaters');
    await expect.poll(() => shownResults(page), { message: results[0]!.at }).toEqual(results.map((r) => r.text));
    for (const { label, min, max, default: start, at } of calculator!.sliders) {
      const slider = page.getByRole('slider', { name: label });
      expect([await slider.inputValue(), await slider.getAttribute('min'), await slider.getAttribute('max')], `${label}, ${at}`).toEqual([String(start), String(min), String(max)]);
    }
    expect(problems).toEqual([]);
  });

  it('recomputes live as a slider moves, by keyboard and by pointer, as its formulas say', async () => {
    const calculator = await calculatorOf('/services/water-heaters');
    const [first, second] = calculator.inputs as [CalculatorBlock['inputs'][number], CalculatorBlock['inputs'][number]];
    const values = startingValues(calculator);
    const { page, problems } = await open(browser, '/services/water-heaters');
    const slider = (input: typeof first) => page.getByRole('slider', { name: input.label });

    for (const [input, keys] of [
      [first, ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'End', 'Home', 'ArrowRight', 'ArrowRight', 'ArrowRight']],
      [second, ['PageUp', 'PageDown', 'End', 'ArrowRight', 'Home', 'ArrowRight']],
    ] as const) {
      await slider(input).focus();
      for (const key of keys) {
        await page.keyboard.press(key);
        values[input.id] = afterKey(input, values[input.id]!, key);
        await expect.poll(() => slider(input).inputValue(), { message: `${input.label} after ${key}` }).toBe(String(values[input.id]));
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

describe('the return on investment bars', () => {
  it('are progress bars with their values, bounds and labels', async () => {
    const { page, problems } = await open(browser, '/services/bathroom-plumbing');
    const bars = page.getByRole('progressbar');
    await expect.poll(() => bars.count()).toBe(4);
    const read = await bars.evaluateAll((els) =>
      els.map((el) => [el.getAttribute('aria-label'), el.getAttribute('aria-valuenow'), el.getAttribute('aria-valuemin'), el.getAttribute('aria-valuemax'), el.getAttribute('aria-valuetext'), el.getAttribute('data-state')]),
    );
    expect(read).toEqual([
      ['Return on investment: Mid-Range Bathroom Remodel', '65', '0', '100', '65%', 'loading'],
      ['Return on investment: Walk-In Shower Conversion', '60', '0', '100', '60%', 'loading'],
      ['Return on investment: Luxury Ensuite', '55', '0', '100', '55%', 'loading'],
      ['Return on investment: Accessibility Upgrades', '70', '0', '100', '70%', 'loading'],
    ]);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Return on investment: Luxury Ensuite' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the pricing plans', () => {
  it('have a Choose button each, named with the plan, and only Silver Shield is marked Most Popular', async () => {
    const { page, problems } = await open(browser, '/services/preventive-maintenance');
    for (const name of ['Choose Bronze: Bronze Protection', 'Choose Silver: Silver Shield', 'Choose Gold: Gold Guardian'])
      await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Most Popular', { exact: true }).count()).toBe(1);
    expect(await cardText(page, 'Silver Shield')).toContain('Most Popular');
    const commercial = await open(browser, '/services/commercial-plumbing');
    for (const name of ['Choose Plan: Essential Care', 'Choose Plan: Professional Plus', 'Choose Plan: Enterprise Premium'])
      await expect.poll(() => commercial.page.getByRole('link', { name, exact: true }).count()).toBe(1);
    expect([...problems, ...commercial.problems]).toEqual([]);
  });
});

describe('the calculator bundle', () => {
  it('keeps the expression library out of the main chunk, in the calculator chunk only', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunk = (key: string) => readFileSync(join(outDir, manifest[key]!.file), 'utf8');
    // "Unknown operator: " is the formula library's (subscript's) own error message.
    expect(chunk('index.html')).not.toContain('Unknown operator: ');
    expect(chunk(componentFile('calculator'))).toContain('Unknown operator: ');
  });
});
