import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, open } from './browser.ts';
import { mainHeadingOf, siteContent } from '../site-content.ts';
import { htmlText } from '../html-text.ts';

// What every page's head says, and what some blocks show, as the YAML says it, read when the test runs: a change of
// words, prices or order in a page file changes what is expected with it. Every text of every page, prerendered and
// hydrated, is tests/e2e/on-a-phone.ts's (one load of each route); the seed's own figures are `npm run contract`'s.
const { site, pages, notFound } = siteContent();
const routes = [...pages.keys()];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('every page', () => {
  it('has its own title and search description, of a length search engines show whole', async () => {
    const heads = await Promise.all(
      routes.map(async (route) => {
        const html = await (await fetch(`${baseUrl}${route}`)).text();
        return {
          title: htmlText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
          description: htmlText(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
        };
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
});

describe('what the blocks show', () => {
  it('shows each review’s rating as stars with an accessible label', async () => {
    for (const [route, { page: written }] of pages) {
      const ratings = written.blocks.flatMap((b) => (b.type === 'testimonials' ? b.items.map((r) => r.rating) : []));
      if (!ratings.length) continue;
      const { page, problems } = await open(browser, route);
      for (const rating of new Set(ratings))
        expect(await page.getByRole('img', { name: `Rated ${rating} out of 5 stars` }).count(), route).toBe(
          ratings.filter((r) => r === rating).length,
        );
      expect(problems).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  it('shows no button on a blog post that has no article yet, rather than one that does nothing', async () => {
    const route = routes.find((r) => pages.get(r)!.page.blocks.some((b) => b.type === 'posts'))!;
    const posts = pages.get(route)!.page.blocks.flatMap((b) => (b.type === 'posts' ? b.items : []));
    const { page, problems } = await open(browser, route);
    expect(await page.locator('main article').count()).toBe(posts.length);
    expect(await page.locator('main article').getByRole('link').count()).toBe(posts.filter((p) => p.href).length);
    expect(await page.locator('main article').getByRole('button').count()).toBe(0);
    expect(await page.locator('main :disabled').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('sends a link to a page still to come (knownMissingPages) to the not-found page, and back', async () => {
    const { page, problems } = await open(browser, '/');
    const from = mainHeadingOf(pages.get('/')!.page);
    for (const path of site.knownMissingPages) {
      const link = page.locator(`a[href="${path}"]`).first();
      if (!(await link.count())) continue;
      await link.click();
      await page.waitForURL(`${baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(mainHeadingOf(notFound));
      await page.goBack();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(from);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
