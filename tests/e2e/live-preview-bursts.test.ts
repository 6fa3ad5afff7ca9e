import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { skeleton } from '../../scripts/generators/new-page.ts';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { launch, waitForHydration } from './browser.ts';

const file = 'bursts.yaml';
const pageWith = (text: string) => skeleton(`pages/${file}`).replace(/^ {4}text: .*$/m, `    text: ${text}`);
/** Invalid: a field the hero does not have, named after the save, so the report tells which save it is about. */
const invalidWith = (text: string, field: string) =>
  pageWith(text).replace('    title: Bursts', `    title: Bursts\n    ${field}: x`);

const writerScript = `
const { writeFileSync, renameSync } = require('node:fs');
const [path, plan] = process.argv.slice(1);
const saves = JSON.parse(plan);
const wait = (ms) => { const until = Date.now() + ms; while (Date.now() < until); };
saves.forEach(({ text, gapMs }, i) => {
  if (i % 2 === 0) writeFileSync(path, text);
  else { writeFileSync(path + '.tmp', text); renameSync(path + '.tmp', path); }
  wait(gapMs);
});`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyText = (page: Page) => page.locator('#main').innerText();
const banner = (page: Page) => page.getByRole('alert', { name: 'Page problems' });

/**
 * What the tab shows once it has settled: the text under the heading, and the field the problem report names ('' for
 * none).
 */
async function settled(page: Page): Promise<{ text: string; report: string }> {
  let last = '';
  // Settled: the same for 900 ms on end (the preview may still be working through the burst, on a busy machine).
  for (let same = 0; same < 6; ) {
    await sleep(150);
    const now = `${await bodyText(page)}|${
      (await banner(page).count()) ? /field "(\w+)"/.exec((await banner(page).textContent()) ?? '')?.[1] : ''
    }`;
    same = now === last ? same + 1 : 0;
    last = now;
  }
  const [text, report] = last.split('|');
  return { text: /Burst \d+\.\d+\./.exec(text!)?.[0] ?? text!, report: report! };
}

describe('live preview under bursts of saves', () => {
  let browser: Browser;
  let server: PreviewServer;
  let page: Page;
  /**
   * Writes the texts in order, `gapMs` apart, from another process, as an editor does: in the test's own process the
   * writes would wait for the dev server's checks, which share its event loop, and never come as fast as a person's.
   * Every other save is made as editors do it, in place; the others as the page editor does, a temporary file renamed
   * over it.
   */
  const saveBurst = (saves: Array<{ text: string; gapMs: number }>) =>
    promisify(execFile)(process.execPath, ['-e', writerScript, join(server.pagesDir, file), JSON.stringify(saves)]);

  beforeAll(async () => {
    browser = await launch();
    server = await startPreviewServer((pagesDir) => writeFileSync(join(pagesDir, file), pageWith('Burst 0.0.')));
    page = await browser.newPage();
    await page.goto(`${server.url}/bursts`);
    await waitForHydration(page);
    await page.getByText('Burst 0.0.').waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('ends on the second of two saves 10 to 50 ms apart, every time', async () => {
    const misses: string[] = [];
    for (let round = 1; round <= 15; round++) {
      await saveBurst([
        { text: pageWith(`Burst ${round}.1.`), gapMs: 10 + (round % 5) * 10 },
        { text: pageWith(`Burst ${round}.2.`), gapMs: 0 },
      ]);
      const shown = await settled(page);
      if (shown.text !== `Burst ${round}.2.` || shown.report) misses.push(`round ${round}: ${JSON.stringify(shown)}`);
    }
    expect(misses).toEqual([]);
  }, 120_000);

  it('ends on the last of 40 saves, valid or not, every time', async () => {
    const misses: string[] = [];
    for (let burst = 1; burst <= 6; burst++) {
      let expected = { text: '', report: '' };
      const saves: Array<{ text: string; gapMs: number }> = [];
      for (let i = 1; i <= 40; i++) {
        // About a third of the saves are invalid, the last one every other burst.
        const invalid = i === 40 ? burst % 2 === 0 : (i * 7 + burst) % 3 === 0;
        const text = `Burst ${100 + burst}.${i}.`;
        saves.push({ text: invalid ? invalidWith(text, `extra${i}`) : pageWith(text), gapMs: i % 5 === 0 ? 25 : 3 });
        expected = invalid ? { text: '', report: `extra${i}` } : { text, report: '' };
      }
      await saveBurst(saves);
      const shown = await settled(page);
      // After an invalid save the page keeps whichever valid version came before; the report must be about the last
      // save.
      const ok = expected.report ? shown.report === expected.report : shown.text === expected.text && !shown.report;
      if (!ok) misses.push(`burst ${burst}: shows ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`);
    }
    expect(misses).toEqual([]);
  }, 120_000);

  it('keeps the report of an invalid save made while the save before it still loads its block code', async () => {
    // The code of a block type the tab has not drawn yet comes slowly, as on a busy machine.
    await page.route('**/src/blocks/faq/Faq.tsx*', async (route) => {
      await sleep(1500);
      await route.continue();
    });
    const withFaq = pageWith('Burst 200.1.').replace(
      '  - type: cta',
      '  - type: faq\n    items:\n      - question: Slow to load?\n        answer: Yes.\n  - type: cta',
    );
    await saveBurst([
      { text: withFaq, gapMs: 300 },
      { text: invalidWith('Burst 200.2.', 'extra200'), gapMs: 0 },
    ]);
    await page.getByText('Slow to load?').waitFor({ timeout: 10_000 });
    expect((await settled(page)).report).toBe('extra200');
  });
});
