// npm run contract: every route of the built site shows the figures the seeds give it
// (tests/contract/seed-contract.yaml), before and after hydration. Developers run it; npm test and CI do not, so an
// owner's change of a price never fails CI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open } from '../e2e/browser.ts';
import { shownResults } from '../e2e/calculator-model.ts';
import { readSeedContract } from './seed-contract.ts';
import { htmlText } from '../html-text.ts';

const contract = readSeedContract();

/** The text of the card whose heading is `heading`: all of it, and as shown (a badge's capitals, as the page's). */
const cardText = (page: Page, heading: string) =>
  page
    .getByRole('heading', { name: heading, exact: true })
    .first()
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " card ")][1]')
    .evaluate((card: HTMLElement) => `${card.textContent} | ${card.innerText}`);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the seeds’ figures', () => {
  it.each(contract.map((c) => [c.route, c] as const))(
    '%s shows them in the prerendered HTML and after hydration',
    async (route, { shows, cards, faq }) => {
      const expected = [
        ...shows,
        ...cards.map(({ heading, at }) => ({ text: heading, at })),
        ...cards.flatMap((c) => c.texts),
      ];
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      const main = htmlText(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
      // Badges are written in lower case and shown in capitals (CSS): the HTML is read without case, the page as shown
      // with it.
      for (const { text, at } of expected) expect(main.toLowerCase(), `"${text}", ${at}`).toContain(text.toLowerCase());
      expect((html.match(/<summary>/g) ?? []).length, `${route}: ${faq?.at ?? 'no faq: line'}`).toBe(faq?.count ?? 0);

      const { page, problems } = await open(browser, route);
      // Everything in the page (closed answers too), and as shown (capitals as the screen shows them).
      const shown = [await page.locator('main').textContent(), await page.locator('main').innerText()]
        .map((t) => (t ?? '').replace(/\s+/g, ' '))
        .join(' | ');
      for (const { text, at } of expected) expect(shown, `"${text}", ${at}`).toContain(text);
      for (const { heading, texts } of cards) {
        const text = await cardText(page, heading);
        for (const t of texts) expect(text, `card "${heading}": "${t.text}", ${t.at}`).toContain(t.text);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('starts the savings calculator with the seed’s sliders and results', async () => {
    const { calculator } = contract.find((c) => c.calculator)!;
    const route = contract.find((c) => c.calculator)!.route;
    const { page, problems } = await open(browser, route);
    await expect
      .poll(() => shownResults(page), { message: calculator!.results[0]!.at })
      .toEqual(calculator!.results.map((r) => r.text));
    for (const { label, min, max, default: start, at } of calculator!.sliders) {
      const slider = page.getByRole('slider', { name: label });
      expect(
        [await slider.inputValue(), await slider.getAttribute('min'), await slider.getAttribute('max')],
        `${label}, ${at}`,
      ).toEqual([String(start), String(min), String(max)]);
    }
    expect(problems).toEqual([]);
  });
});
