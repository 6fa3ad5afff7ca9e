import { componentFile } from '../../src/blocks/names.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { outDir } from '../../scripts/builder/out-dir.ts';
import { baseUrl, launch, open, phone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const responseByArea = (times: string[]) => Object.fromEntries(['Kelowna', 'West Kelowna', 'Peachland', 'Summerland', 'Penticton', 'Vernon'].map((area, i) => [area, [times[i]!]]));

/** Seed 001 section 9, page by page: texts that must read exactly so, and cards that must hold their own figures. */
const pages: Record<string, { facts: string[]; cards?: Record<string, string[]> }> = {
  'emergency-repairs': {
    facts: ['30 minutes', 'within 3 rings', '1,200+', '4.9/5', 'Established in 2009'],
    cards: {
      'Gas Line Leak': ['critical', '10 min'],
      'Sewer Backup': ['20 min'],
      'Toilet or Drain Overflow': ['45 min'],
      'No Hot Water': ['45 min'],
      'Minor Pipe Leak': ['$150-$300', '15 min'],
      'Major Pipe Burst': ['$300-$800', 'Immediate'],
      'Frozen Pipe Burst': ['$200-$600', '20 min'],
    },
  },
  'drain-cleaning': {
    facts: ['4000 PSI', '2000+', '99%', '15 min', 'since 2010', '500+ five-star reviews', '15%'],
    cards: {
      ...responseByArea(['15-30 min', '20-35 min', '25-40 min', '30-45 min', '35-50 min', '40-55 min']),
      'Bathroom Drain Cleaning': ['$95'],
      'Floor Drain Cleaning': ['$110'],
      'Kitchen Drain Cleaning': ['$120'],
      'Sewer Main Cleaning': ['$250'],
      'Hydro Jetting': ['99.5%'],
      'Camera Inspection': ['100%'],
      'Cable Cleaning': ['85%'],
    },
  },
  'water-heaters': {
    facts: ['10-year warranty', '$50-150'],
    cards: { 'Conventional Gas Tank': ['Lifespan'], 'Electric Tank': ['Lifespan'], 'Heat Pump (Hybrid)': ['Lifespan'], 'Gas Condensing Tankless': ['Flow'], 'Electric Tankless': ['Flow'] },
  },
  'leak-detection': {
    facts: ['Money-back guarantee', 'money-back guarantee'],
    cards: {
      Residential: ['From $295'],
      Commercial: ['From $495'],
      Emergency: ['From $395'],
      'Acoustic Leak Detection': ['99.2%'],
      'Thermal Imaging': ['97.8%'],
      'Video Pipe Inspection': ['98.5%'],
      'Tracer Gas Detection': ['99.7%'],
    },
  },
  'pipe-repair': {
    facts: ['Making an Insurance Claim', 'Our Emergency Pipe Repair Process'],
    cards: { 'Copper (Type L)': ['Lifespan', 'Pros', 'Cons', 'Kelowna note'], PEX: ['Best for'], 'Spot Repair': ['Duration', 'Disruption'], 'Whole-Home Repipe': ['Cost'] },
  },
  'fixture-installation': { facts: ['Moen', 'TOTO', 'Kohler', 'Install time', 'Price range', 'Popular brands'] },
  'sewer-lines': {
    facts: ['50-year warranty', '20%', '1500+', '98%'],
    cards: {
      ...responseByArea(['20-35 min', '25-40 min', '30-45 min', '35-50 min', '40-55 min', '45-60 min']),
      'Sewer Camera Inspection': ['From $200'],
      'Hydro Jetting': ['From $350'],
      'Trenchless Sewer Repair': ['From $5,500'],
      'Sewer Line Replacement': ['From $8,000'],
    },
  },
  'water-lines': {
    facts: ['Five-Year Installation Warranty', '200 PSI', '5-year guarantee', '15-30 minutes', '1800+', '99%', '5yr', '15% repair discount', '450+ five-star reviews', '1800+ customers', 'PEX, copper and PVC'],
    cards: {
      ...responseByArea(['15-30 min', '20-35 min', '25-40 min', '30-45 min', '35-50 min', '40-55 min']),
      'Water Line Installation': ['From $3,500'],
      'Water Line Repair': ['From $800'],
      'Water Line Replacement': ['From $2,500'],
      'Pressure Solutions': ['From $250'],
    },
  },
  'bathroom-plumbing': {
    facts: ['$150-300', '2 years labour', '1 year tile and finish', '65%', '60%', '55%', '70%'],
    cards: { Refresh: ['$3,000-7,000'], 'Mid-Range Remodel': ['$7,000-15,000'], 'Full Remodel': ['$15,000-30,000'], 'Luxury Ensuite': ['$30,000-60,000+'] },
  },
  'kitchen-plumbing': {
    facts: ['300-400 mg/L', '120°F'],
    cards: {
      'Island Plumbing': ['$800-2,000'],
      'Essential Update': ['$2,000-5,000'],
      'Functional Upgrade': ['$5,000-12,000'],
      'Full Kitchen Remodel': ['$12,000-25,000'],
      "Luxury Chef's Kitchen": ['$25,000-50,000+'],
    },
  },
  'commercial-plumbing': {
    facts: [],
    cards: {
      'Essential Care': ['$299', 'per month', '4-hour response', 'Choose Plan'],
      'Professional Plus': ['$599', '2-hour response', 'Choose Plan'],
      'Enterprise Premium': ['$1,299', '1-hour response', 'Choose Plan'],
      'Burst Water Main': ['Within 1 hour'],
      'Sewer Backup': ['Within 30 minutes'],
      'No Hot Water': ['Within 2 hours'],
      'Frozen Pipes': ['Within 1 hour'],
    },
  },
  'preventive-maintenance': {
    facts: [],
    cards: {
      'Bronze Protection': ['$149', 'per year', '10% repair discount', 'Choose Bronze'],
      'Silver Shield': ['$249', '15% repair discount', 'Most Popular', 'Choose Silver'],
      'Gold Guardian': ['$399', '20% repair discount', 'Choose Gold'],
    },
  },
};
const slugs = Object.keys(pages);

const decode = (html: string) =>
  html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');

/** The text of the card whose heading is `title`. */
const cardText = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).first().locator('xpath=ancestor::div[starts-with(@class, "card ")][1]').textContent();

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
    for (const h of heads) expect(h.title).toMatch(/\| Okanagan Flow Plumbing$/);
  });

  it.each(slugs)('%s: its figures are in the prerendered HTML and after hydration, without console problems or sideways scrolling on a phone', async (slug) => {
    const { facts, cards = {} } = pages[slug]!;
    const expected = [...facts, ...Object.keys(cards), ...Object.values(cards).flat()];
    const prerendered = decode(await (await fetch(`${baseUrl}/services/${slug}`)).text());
    for (const text of expected) expect(prerendered).toContain(text);

    const { page, problems } = await open(browser, `/services/${slug}`, phone);
    const hydrated = (await page.locator('#main').textContent()) ?? '';
    for (const text of expected) expect(hydrated).toContain(text);
    for (const [title, texts] of Object.entries(cards)) {
      const text = await cardText(page, title);
      for (const t of texts) expect(text, `card "${title}"`).toContain(t);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.title()).toBe((await (await fetch(`${baseUrl}/_pages/services/${slug}.json`)).json()).title);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the FAQ', () => {
  it('opens one answer at a time and closes the open one on a second press, by pointer and by keyboard', async () => {
    const { page, problems } = await open(browser, '/services/drain-cleaning');
    const questions = page.locator('main summary');
    await expect.poll(() => questions.count()).toBe(6);
    const opened = () => page.locator('main details').evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    const firstAnswer = page.getByText(/^Bathroom drains start at \$95/);
    expect(await opened()).toEqual([false, false, false, false, false, false]);
    expect(await firstAnswer.isVisible()).toBe(false);

    await questions.nth(0).click();
    await expect.poll(opened).toEqual([true, false, false, false, false, false]);
    await expect.poll(() => firstAnswer.isVisible()).toBe(true);
    await questions.nth(1).click();
    await expect.poll(opened).toEqual([false, true, false, false, false, false]);
    expect(await firstAnswer.isVisible()).toBe(false);
    await questions.nth(1).click();
    await expect.poll(opened).toEqual([false, false, false, false, false, false]);

    // Each question is a stop of its own for Tab; Enter and Space open and close it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await questions.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('What is hydro jetting, and is it safe for my pipes?');
    await page.keyboard.press('Enter');
    await expect.poll(opened).toEqual([false, true, false, false, false, false]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(opened).toEqual([true, false, false, false, false, false]);
    await page.keyboard.press('Space');
    await expect.poll(opened).toEqual([false, false, false, false, false, false]);
    expect(problems).toEqual([]);
  });

  it('has the number of questions the seed gives on every page', async () => {
    const counts = await Promise.all(slugs.map(async (slug) => ((await (await fetch(`${baseUrl}/services/${slug}`)).text()).match(/<summary>/g) ?? []).length));
    expect(Object.fromEntries(slugs.map((s, i) => [s, counts[i]]))).toEqual({
      'emergency-repairs': 0,
      'drain-cleaning': 6,
      'water-heaters': 8,
      'leak-detection': 6,
      'pipe-repair': 8,
      'fixture-installation': 6,
      'sewer-lines': 6,
      'water-lines': 6,
      'bathroom-plumbing': 8,
      'kitchen-plumbing': 8,
      'commercial-plumbing': 8,
      'preventive-maintenance': 6,
    });
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
  const results = (page: Page) =>
    page.evaluate(() => Object.fromEntries([...document.querySelectorAll('dl[aria-live="polite"] > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent])));
  const expectResults = (page: Page, cost: string, savings: string, tenYears: string) =>
    expect.poll(() => results(page)).toEqual({ 'Estimated annual water heating cost': cost, 'Potential annual savings': savings, 'Ten-year savings': tenYears });

  it('shows 234 / 56 / 560 for the defaults, before and after hydration', async () => {
    const html = decode(await (await fetch(`${baseUrl}/services/water-heaters`)).text());
    expect(html).toContain('Estimated annual water heating cost $234 Potential annual savings $56 Ten-year savings $560');
    const { page, problems } = await open(browser, '/services/water-heaters');
    await expectResults(page, '$234', '$56', '$560');
    const household = page.getByRole('slider', { name: 'Household size' });
    expect(await household.inputValue()).toBe('4');
    expect([await household.getAttribute('min'), await household.getAttribute('max')]).toEqual(['1', '8']);
    expect(await household.getAttribute('aria-valuetext')).toBe('4 people');
    const age = page.getByRole('slider', { name: 'Current heater age' });
    expect([await age.inputValue(), await age.getAttribute('min'), await age.getAttribute('max')]).toEqual(['8', '1', '20']);
    expect(problems).toEqual([]);
  });

  it('recomputes live as a slider moves, by keyboard and by pointer', async () => {
    const { page, problems } = await open(browser, '/services/water-heaters');
    const household = page.getByRole('slider', { name: 'Household size' });
    const age = page.getByRole('slider', { name: 'Current heater age' });

    await household.focus();
    await page.keyboard.press('ArrowRight');
    await expectResults(page, '$292', '$70', '$700');
    expect(await household.getAttribute('aria-valuetext')).toBe('5 people');
    await page.keyboard.press('ArrowLeft');
    await expectResults(page, '$234', '$56', '$560');
    await page.keyboard.press('ArrowUp');
    await expectResults(page, '$292', '$70', '$700');
    await page.keyboard.press('ArrowDown');
    await expectResults(page, '$234', '$56', '$560');
    await page.keyboard.press('End');
    await expect.poll(() => household.inputValue()).toBe('8');
    await expectResults(page, '$467', '$112', '$1,120');
    await page.keyboard.press('Home');
    await expect.poll(() => household.inputValue()).toBe('1');
    expect(await household.getAttribute('aria-valuetext')).toBe('1 person');
    await expectResults(page, '$58', '$14', '$140');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectResults(page, '$234', '$56', '$560');

    // Page Up and Page Down move ten steps, as the seed asks.
    await age.focus();
    for (const [key, value, savings, tenYears] of [
      ['PageUp', '18', '$126', '$1,260'],
      ['PageDown', '8', '$56', '$560'],
      ['End', '20', '$140', '$1,400'],
      ['ArrowRight', '20', '$140', '$1,400'],
      ['Home', '1', '$7', '$70'],
      ['ArrowRight', '2', '$14', '$140'],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(() => age.inputValue(), { message: `after ${key}` }).toBe(value);
      await expectResults(page, '$234', savings, tenYears);
    }

    const track = await household.boundingBox();
    await page.mouse.click(track!.x + track!.width - 2, track!.y + track!.height / 2);
    await expect.poll(() => household.inputValue()).toBe('8');
    await expectResults(page, '$467', '$28', '$280');
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
