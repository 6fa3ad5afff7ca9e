import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { launch, waitForHydration } from './browser.ts';
import { townEntries, townPage } from '../data-page-fixture.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const banner = (page: Page) => page.getByRole('alert', { name: 'Page problems' });

describe('live preview of pages made from data', () => {
  let browser: Browser;
  let server: PreviewServer;
  let page: Page;
  // Whole, as most editors save: a check that read the data file half-written would take its first entries for a good
  // version (the dev server checks again once the files are quiet, but keeps that one when the whole file is wrong).
  const write = (file: string, text: string) => {
    const path = join(dirname(server.pagesDir), file);
    writeFileSync(`${path}.part`, text);
    renameSync(`${path}.part`, path);
  };

  beforeAll(async () => {
    browser = await launch();
    server = await startPreviewServer((pagesDir) => {
      mkdirSync(join(pagesDir, 'plumber-in'));
      mkdirSync(join(pagesDir, '_data'));
      writeFileSync(join(pagesDir, 'plumber-in', '[town].yaml'), townPage());
      writeFileSync(join(pagesDir, '_data', 'towns.yaml'), townEntries('Kelowna', 'Vernon'));
    });
    page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/plumber-in/vernon`);
    await waitForHydration(page);
  });
  afterAll(async () => {
    await server?.close();
    await browser?.close();
  });

  it('shows each entry at its own address, and a save of the data file on the open page', async () => {
    expect(await heading(page)).toBe('Plumbing in Vernon');
    expect(await page.title()).toMatch(/^Plumber in Vernon \| /);
    write(
      'pages/_data/towns.yaml',
      townEntries('Kelowna', 'Vernon').replace('name: Vernon', 'name: Vernon and Coldstream'),
    );
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Plumbing in Vernon and Coldstream');
  });

  it("adds the page of a new entry without a restart, and says an entry's mistake at both places", async () => {
    write('pages/_data/towns.yaml', townEntries('Kelowna', 'Vernon', 'Peachland'));
    await expect
      .poll(
        async () => {
          await page.evaluate(() => history.pushState(null, '', '/plumber-in/peachland'));
          return heading(page);
        },
        { timeout: 15_000 },
      )
      .toBe('Plumbing in Peachland');

    // A name that makes the title longer than 70 characters: the page file's title and the entry are both named.
    write(
      'pages/_data/towns.yaml',
      townEntries('Kelowna', 'Vernon', 'Peachland').replace(
        'name: Peachland',
        'name: Peachland, Summerland and the Villages of the Lakeshore',
      ),
    );
    // Waited for until it says this problem: a check of the save before it may still be on its way to the page.
    await expect
      .poll(async () => (await banner(page).allTextContents()).join('\n'), { timeout: 15_000 })
      .toContain('pages/plumber-in/[town].yaml:3:8  (title)\n  entry "peachland" of town: pages/_data/towns.yaml:5:9');
    expect(await banner(page).count()).toBe(1);
    expect(await heading(page)).toBe('Plumbing in Peachland');
  });
});
