// On the dev server (npm start), a page opened with ?edit loads the page editor's bundle, as the site's own server
// serves it: a few files of production code rather than the dev server's modules, so that edit mode is ready sooner.
// The owner edits there as on the modules, and the page follows every save to its file, from this tab or from
// elsewhere, over the dev server's event stream. A page without ?edit keeps the modules; so does a page opened with
// ?edit before the bundle for the code as it stands is made, and that page starts making it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { launch } from './browser.ts';
import { editInPlace, editorReady } from './editor-helpers.ts';

let browser: Browser;
let server: PreviewServer;
let context: BrowserContext;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startPreviewServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(() => context?.close());

/** A fresh tab, and the paths of the scripts it loads. */
async function openTab(): Promise<{ page: Page; scripts: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  return { page, scripts };
}

const aboutFile = () => join(server.pagesDir, 'about.yaml');

describe('a page the dev server opens with ?edit', () => {
  it('loads the page editor’s bundle, and edits there as on the modules', async () => {
    const { page, scripts } = await openTab();
    await page.goto(`${server.url}/about?edit`);
    await editorReady(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !s.startsWith('/__editor/assets/'))).toEqual([]);

    // The hero's badge, written in the file as shown.
    const before = readFileSync(aboutFile(), 'utf8');
    const badge = 'Established 2009';
    const shown = (text: string) => page.locator('#main').getByText(text, { exact: true }).count();
    await editInPlace(page, badge, `${badge} in Kelowna`);
    await expect.poll(() => readFileSync(aboutFile(), 'utf8')).toBe(before.replace(badge, `${badge} in Kelowna`));
    await expect.poll(() => shown(`${badge} in Kelowna`)).toBe(1);

    // A change made elsewhere (a code editor, another tab) shows at once, over the event stream.
    writeFileSync(aboutFile(), before.replace(badge, `${badge} in Vernon`));
    await expect.poll(() => shown(`${badge} in Vernon`)).toBe(1);
    // So does a mistake: the report, over the page, until the file is fixed.
    writeFileSync(aboutFile(), `${before}\n  - type: [\n`);
    await page.getByRole('alert', { name: 'Page problems' }).waitFor();
    writeFileSync(aboutFile(), before);
    await expect.poll(() => page.getByRole('alert', { name: 'Page problems' }).count()).toBe(0);
    await expect.poll(() => shown(badge)).toBe(1);
  });

  it('is one of the modules without ?edit', async () => {
    const { page, scripts } = await openTab();
    await page.goto(`${server.url}/about`);
    await page.locator('#main h1').waitFor();
    expect(scripts).toContain('/src/browser/main.tsx');
    expect(scripts.filter((s) => s.startsWith('/__editor/'))).toEqual([]);
  });
});

describe('before the bundle for the code as it stands is made', () => {
  const before = process.env.EDITOR_BUNDLE_CACHE;
  beforeAll(() => {
    process.env.EDITOR_BUNDLE_CACHE = mkdtempSync(join(tmpdir(), 'editor-bundle-'));
  });
  afterAll(() => {
    if (before === undefined) delete process.env.EDITOR_BUNDLE_CACHE;
    else process.env.EDITOR_BUNDLE_CACHE = before;
  });

  it('opens edit mode on the modules, and makes the bundle for the next page', async () => {
    const first = await openTab();
    await first.page.goto(`${server.url}/about?edit`);
    await editorReady(first.page);
    expect(first.scripts).toContain('/src/browser/main.tsx');
    await context.close();

    // Made in a few seconds; a page opened with ?edit then loads it.
    await expect
      .poll(
        async () =>
          (await (await fetch(`${server.url}/about?edit`, { headers: { accept: 'text/html' } })).text()).includes(
            '/__editor/assets/',
          ),
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);
    const next = await openTab();
    await next.page.goto(`${server.url}/about?edit`);
    await editorReady(next.page);
    expect(next.scripts.filter((s) => !s.startsWith('/__editor/assets/'))).toEqual([]);
  }, 120_000);
});
