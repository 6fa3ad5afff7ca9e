// No button or link label is cut off on a small phone: at 320 and 375 px, on every route (and the contact form with
// its emergency box ticked, whose button then reads longer), every button, link and tab is measured: it must lie
// within the screen, and neither it nor anything in it may hide text it cannot fit.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { baseUrl, launch, phone, waitForHydration } from './browser.ts';

const routes = builtRoutes(outDir);
const widths = [320, 375] as const;

/** Each visible control whose label does not fit: its text and why. */
const cutLabels = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a, button, summary, input[type="radio"] + *, label:has(input[type="radio"])',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (!control.checkVisibility() || box.width === 0) continue;
      const name =
        control.innerText.trim().replace(/\s+/g, ' ') ||
        control.getAttribute('aria-label') ||
        control.outerHTML.slice(0, 60);
      if (box.left < -0.5 || box.right > innerWidth + 0.5)
        cut.push(
          `"${name}" runs off the screen (${Math.round(box.left)} to ${Math.round(box.right)} of ${innerWidth} px)`,
        );
      for (const el of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(el);
        // Text hidden on purpose for screen readers only is a 1 px box.
        if (el.clientWidth <= 1 || !/hidden|clip/.test(style.overflowX + style.overflowY)) continue;
        if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          cut.push(
            `"${name}" is cut off: ${el.scrollWidth}x${el.scrollHeight} ` +
              `px of text in a ${el.clientWidth}x${el.clientHeight} px box`,
          );
      }
    }
    return cut;
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe.each(widths)('at %i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await (await browser.newContext({ ...phone, viewport: { width, height: 740 } })).newPage();
  });
  afterAll(() => page?.context().close());

  it.each(routes)('no label is cut off on %s', async (route) => {
    await page.goto(`${baseUrl}${route}`);
    await waitForHydration(page);
    expect(await cutLabels(page)).toEqual([]);
  });

  it('no label is cut off on /contact with the emergency box ticked', async () => {
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'This is an emergency' }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Send Emergency Request' }).isVisible()).toBe(true);
    expect(await cutLabels(page)).toEqual([]);
  });
});
