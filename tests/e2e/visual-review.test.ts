// The points of a visual review at 1280 px, kept: cards of a grid line up (the titles of a row at one height, no lone
// card on a last row), warning signs carry a warning mark rather than a good-news tick, and a blog post without an
// article has no dead control (tests/e2e/general-pages.test.ts checks that one, and one colour per urgency level).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { baseUrl, launch, waitForHydration } from './browser.ts';

const routes = builtRoutes(outDir);

/** Every grid of cards on the page that breaks a rule: titles of one row at different heights, or a lone last card. */
const unevenGrids = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const grid of document.querySelectorAll('main .columns-grid')) {
      const cards = [...grid.querySelectorAll(':scope > .card, :scope > .tab-panel > .card')].filter((c) =>
        (c as HTMLElement).checkVisibility(),
      );
      const titled = cards.every((card) => card.querySelector('h2, h3'));
      if (cards.length < 2) continue;
      const rows = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      const heading = grid.closest('section')?.querySelector('h2')?.textContent ?? 'a grid';
      const list = [...rows.values()];
      if (list.length > 1 && list.at(-1)!.length === 1)
        problems.push(`${heading}: a lone card on the last row (${list.map((r) => r.length).join(' + ')})`);
      for (const row of titled ? list : []) {
        const titles = row.map((card) => card.querySelector('h2, h3')!);
        const tops = new Set(titles.map((t) => Math.round(t.getBoundingClientRect().top)));
        if (tops.size > 1)
          problems.push(
            `${heading}: titles of one row at ${[...tops].join(', ')} ` +
              `px (${titles.map((t) => t.textContent).join(' | ')})`,
          );
      }
    }
    return problems;
  });

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(() => browser?.close());

describe('cards of a grid line up at 1280 px', () => {
  it.each(routes)('%s', async (route) => {
    await page.goto(`${baseUrl}${route}`);
    await waitForHydration(page);
    expect(await unevenGrids(page)).toEqual([]);
  });
});

describe('lists of warning signs', () => {
  it.each([
    ['/services/drain-cleaning', 'Warning Signs Your Drains Need Attention'],
    ['/services/sewer-lines', 'Warning Signs of a Sewer Problem'],
    ['/services/water-lines', 'Warning Signs of a Water Line Problem'],
    ['/emergency/sewer-backup', 'Signs of a Sewer Backup'],
  ])('%s marks "%s" with warning signs, not ticks', async (route, heading) => {
    await page.goto(`${baseUrl}${route}`);
    await waitForHydration(page);
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
    const warning = await section
      .locator('ul li')
      .evaluateAll((els) => els.map((li) => getComputedStyle(li, '::before').backgroundImage));
    // The tick, as the stylesheet draws it for a list of good points.
    const tick = await page.evaluate(() => {
      const list = document.createElement('ul');
      list.className = 'marks marks-check';
      const li = list.appendChild(document.createElement('li'));
      document.querySelector('main')!.append(list);
      const image = getComputedStyle(li, '::before').backgroundImage;
      list.remove();
      return image;
    });
    expect(await section.locator('ul.marks-warning').count()).toBe(1);
    expect(warning.length).toBeGreaterThan(2);
    expect(new Set(warning).size).toBe(1);
    expect(warning[0]).toMatch(/^url\(/);
    expect(warning[0]).not.toBe(tick);
  });
});
