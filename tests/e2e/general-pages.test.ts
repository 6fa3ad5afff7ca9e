import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { urgencies } from '../../src/browser/theme.ts';
import { baseUrl, launch, open } from './browser.ts';
import { readSeedContract } from '../seed-contract.ts';

/** The general pages and the facts of seed 000 (sections 1, 2 and 9) each must show, from tests/seed-contract.yaml. */
const general = readSeedContract().filter((r) => !r.route.startsWith('/services/'));

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const card = (page: Page, heading: string) =>
  page.locator('main .card').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the general pages', () => {
  it.each(general.map((facts) => [facts.route, facts] as const))('%s has its facts in the prerendered HTML and after hydration', async (route, { shows, cards }) => {
    const response = await fetch(`${baseUrl}${route}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = decode(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
    for (const fact of shows) expect(main, `"${fact.text}", ${fact.at}`).toContain(fact.text);

    const { page, problems } = await open(browser, route);
    const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ').toLowerCase();
    for (const fact of shows) expect(shown, `"${fact.text}", ${fact.at}`).toContain(fact.text.toLowerCase());
    for (const { heading, at, texts } of cards) {
      expect(await card(page, heading).count(), `a card headed "${heading}", ${at}`).toBeGreaterThan(0);
      const text = await card(page, heading).first().innerText();
      for (const value of texts) expect(text, `card "${heading}": "${value.text}", ${value.at}`).toContain(value.text);
    }
    expect(await page.locator('main section').first().locator('a[href^="tel:+1250"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('gives every page its own title and search description', async () => {
    const heads = await Promise.all(
      general.map(async ({ route }) => {
        const html = await (await fetch(`${baseUrl}${route}`)).text();
        return { title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '') };
      }),
    );
    for (const { title, description } of heads) {
      expect(title.length, title).toBeGreaterThanOrEqual(10);
      expect(title.length, title).toBeLessThanOrEqual(70);
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(170);
      expect(`${title} ${description}`).not.toMatch(/\{\w+\}/);
    }
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  it('gives each urgency level one colour on every page, each distinct from the next', async () => {
    const colours = new Map<string, Set<string>>();
    for (const route of ['/emergency-hub', '/emergency/water-heater', '/services/emergency-repairs', '/services/commercial-plumbing', '/emergency/burst-pipe']) {
      const { page, problems } = await open(browser, route);
      const badges = await page.locator('main .badge').evaluateAll((els) => els.map((el) => [(el as HTMLElement).innerText, getComputedStyle(el).backgroundColor, getComputedStyle(el).color]));
      for (const [word, background, text] of badges) {
        if (!['CRITICAL', 'URGENT', 'HIGH', 'MEDIUM'].includes(word!)) continue;
        colours.set(word!, (colours.get(word!) ?? new Set()).add(`${background} on ${text}`));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(Object.fromEntries([...colours].map(([word, set]) => [word, [...set]]))).toEqual(
      Object.fromEntries(Object.entries(urgencies).map(([level, { bg, fg }]) => [level.toUpperCase(), [`${rgb(bg)} on ${rgb(fg)}`]])),
    );
    expect(new Set(Object.values(urgencies).map((u) => u.bg)).size).toBe(4);
  });

  it('shows ratings as stars with an accessible label', async () => {
    for (const [route, count] of [['/testimonials', 6], ['/', 3]] as const) {
      const { page, problems } = await open(browser, route);
      expect(await page.getByRole('img', { name: 'Rated 5 out of 5 stars' }).count()).toBe(count);
      expect(problems).toEqual([]);
    }
  });

  it('shows no button on a blog post that has no article yet, rather than one that does nothing', async () => {
    const { page, problems } = await open(browser, '/blog');
    expect(await page.locator('main article').count()).toBe(4);
    expect(await page.locator('main article').getByRole('button').count()).toBe(0);
    expect(await page.locator('main article').getByRole('link').count()).toBe(0);
    expect(await page.locator('main :disabled').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('sends the links to unregistered pages to the not-found page', async () => {
    const { page, problems } = await open(browser, '/emergency-hub');
    const links: Array<[name: string | RegExp, path: string]> = [
      ['What to Do about No Hot Water', '/emergency/no-hot-water'],
      ['What to Do about Gas Line', '/emergency/gas-line'],
      ['What to Do about Frozen Pipes', '/emergency/frozen-pipes'],
      ['What to Do about Major Leak', '/emergency/major-leak'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Sitemap', '/sitemap'],
    ];
    for (const [name, path] of links) {
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
      await page.goBack();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Emergency Plumbing Hub');
    }
    expect(problems).toEqual([]);
  });
});
