import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { skeleton } from '../../scripts/generators/new-page.ts';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { shadesOf } from '../../src/node/brand/brand.ts';
import { launch, waitForHydration } from './browser.ts';

const pageFile = 'pages/live-preview.yaml';
/** The hero of a new-page skeleton, with the given text under its heading. */
const pageText = (text: string) =>
  skeleton(pageFile)
    .split('  - type: cta')[0]!
    .replace(/ {4}text: .*/, `    text: ${text}`);
const invalidPage = pageText('Third version.').replace('    title: Live Preview', '    titel: Live Preview');

/**
 * The site's pages plus ours (the site file links to them: without them, every link of its menus would be an error).
 */
function withOurPage(text: string) {
  return (pagesDir: string) => writeFileSync(join(dirname(pagesDir), pageFile), text);
}

/** What npm run validate says about the copy: the first error's title and file:line:col. */
function validateSays(server: PreviewServer): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/commands/validate.ts', '--root', dirname(server.pagesDir), '--format', 'json'],
    { encoding: 'utf8' },
  );
  const error = (
    JSON.parse(run.stdout) as {
      problems: Array<{ severity: string; title: string; file: string; line: number; col: number }>;
    }
  ).problems.find((p) => p.severity === 'error')!;
  return `✖ ${error.title}\n  ${error.file}:${error.line}:${error.col}`;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const bodyText = (page: Page) => page.locator('#main').innerText();
const banner = (page: Page) => page.getByRole('alert', { name: 'Page problems' });

async function openTab(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  return page;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('live preview in the dev server', () => {
  let server: PreviewServer;
  let page: Page;
  const write = (file: string, text: string) => writeFileSync(join(dirname(server.pagesDir), file), text);

  beforeAll(async () => {
    server = await startPreviewServer(withOurPage(pageText('First version.')));
    page = await openTab(browser, `${server.url}/live-preview`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Live Preview' }).waitFor();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  });
  afterAll(() => server?.close());

  it('shows a saved edit within a second, without reloading the tab', async () => {
    write(pageFile, pageText('Second version.'));
    await expect.poll(() => bodyText(page), { timeout: 1000, interval: 20 }).toContain('Second version.');
    expect(await marker(page)).toBe('kept');
  });

  it('follows a save of the brand in _site.yaml: the theme, the colour around the page and the icon, without reloading', async () => {
    const site = readFileSync(join(server.pagesDir, '_site.yaml'), 'utf8');
    const brandColour = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-7').trim(),
      );
    const themeColor = () => page.locator('meta[name="theme-color"]').getAttribute('content');
    expect([await brandColour(), await themeColor()]).toEqual(['#135590', shadesOf('#135590')[9]]);
    write('pages/_site.yaml', site.replace('primary: "#135590"', 'primary: "#5b2a86"'));
    await expect.poll(brandColour, { timeout: 5000 }).toBe('#5b2a86');
    expect(await themeColor()).toBe(shadesOf('#5b2a86')[9]);
    expect(await page.evaluate(() => fetch('/favicon.svg').then((res) => res.text()))).toContain('fill="#5b2a86"');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^\/favicon\.svg\?v=\d+$/);
    expect(await marker(page)).toBe('kept');
    write('pages/_site.yaml', site);
    await expect.poll(brandColour, { timeout: 5000 }).toBe('#135590');
  });

  it('shows the same file:line:col as validate for an invalid save, keeps the last good page, and clears when fixed', async () => {
    write(pageFile, invalidPage);
    const expected = validateSays(server);
    expect(expected).toMatch(/^✖ Unknown field\n {2}pages\/live-preview\.yaml:\d+:5$/);
    await expect.poll(() => banner(page).textContent()).toContain(expected);
    expect(await banner(page).textContent()).toContain('Block 1 (hero) has a field "titel" that is not allowed there.');
    expect(await bodyText(page)).toContain('Second version.');
    expect(await heading(page)).toBe('Live Preview');

    write(pageFile, pageText('Fixed version.'));
    // Speed is the first test's promise; this one is that the error clears (a fresh clone's dev server is slower).
    await expect.poll(() => banner(page).count(), { timeout: 5000 }).toBe(0);
    await expect.poll(() => bodyText(page), { timeout: 5000 }).toContain('Fixed version.');
    expect(await marker(page)).toBe('kept');
  });

  it('shows the problem of a link to nothing as soon as it appears, and clears when it goes', async () => {
    const link = join(server.pagesDir, 'gone.yaml');
    symlinkSync('nowhere.yaml', link);
    await expect
      .poll(() => banner(page).textContent(), { timeout: 5000 })
      .toContain('✖ Link to a missing file\n  pages/gone.yaml:1:1');
    unlinkSync(link);
    await expect.poll(() => banner(page).count(), { timeout: 5000 }).toBe(0);
  });

  it('adds the route of a new page file and removes it when the file is deleted, without a restart', async () => {
    write('pages/gas-fitting.yaml', skeleton('pages/gas-fitting.yaml'));
    // Navigate in the open tab, as a link in the app would.
    await expect
      .poll(async () => {
        await page.evaluate(() => history.pushState(null, '', '/gas-fitting'));
        return heading(page);
      })
      .toBe('Gas Fitting');
    expect(await marker(page)).toBe('kept');

    unlinkSync(join(server.pagesDir, 'gas-fitting.yaml'));
    await expect.poll(() => heading(page)).toBe('Page Not Found');

    const fresh = await openTab(browser, `${server.url}/gas-fitting`);
    await expect.poll(() => heading(fresh)).toBe('Page Not Found');
    expect(await marker(page)).toBe('kept');
  });
});

describe('a dev server started with an invalid page', () => {
  let server: PreviewServer;
  beforeAll(async () => {
    server = await startPreviewServer(withOurPage(invalidPage));
  });
  afterAll(() => server?.close());

  it('shows the report instead of crashing, and the page once it is fixed', async () => {
    const page = await openTab(browser, `${server.url}/live-preview`);
    await expect.poll(() => banner(page).textContent(), { timeout: 20_000 }).toContain(validateSays(server));
    writeFileSync(join(server.pagesDir, 'live-preview.yaml'), pageText('Fixed at last.'));
    await expect.poll(() => heading(page), { timeout: 10_000 }).toBe('Live Preview');
    expect(await bodyText(page)).toContain('Fixed at last.');
    expect(await banner(page).count()).toBe(0);
  });
});
