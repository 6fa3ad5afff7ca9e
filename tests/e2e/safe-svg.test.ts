// A drawing planted through the page editor cannot act as the site: in Chromium on the dev server, an SVG with a script
// chosen in the side panel is added cleaned (the panel says what went), and any SVG opened on its own at /images/…,
// even one put into public/ by hand with its script, runs nothing: it is served with a policy that allows no script.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser.ts';
import { editBlock, editorPage, openEditor, type EditorSession } from './editor-helpers.ts';

/** What the planted drawing tries: read a page through the editor's endpoint, and mark that it ran. */
const attack =
  "fetch('/__edit/page?key=/about').then(() => document.documentElement.setAttribute('data-ran', " +
  "'fetched')); document.documentElement.setAttribute('data-ran', 'yes');";
const planted =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><circle cx="60" ` +
  `cy="60" r="50" fill="#135590"/><x:script xmlns:x="http://www.w3.org/2000/svg">${attack}</x:script></svg>`;

let browser: Browser;
let session: EditorSession;
let page: Page;
const panel = () => page.getByRole('complementary', { name: 'Page editor' });
const picture = () => panel().getByRole('group', { name: 'Picture', exact: true });
const publicFile = (name: string) => join(session.server.pagesDir, '..', 'public', 'images', name);

beforeAll(async () => {
  browser = await launch();
  session = await openEditor(browser);
  page = session.page;
  await editBlock(page, 0, 'hero').click();
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

/**
 * Opens a drawing on its own in a new tab, as a visitor following a link to it would; what ran, and what it asked the
 * server for.
 */
async function openAlone(
  path: string,
): Promise<{ ran: string | null; requests: string[]; status: number | undefined; policy: string | undefined }> {
  const tab = await page.context().newPage();
  const requests: string[] = [];
  tab.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const response = await tab.goto(`${session.server.url}${path}`);
  // Long enough for a script's fetch to go out and come back on a busy machine.
  await tab.waitForTimeout(1000);
  const ran = await tab.evaluate(() => document.documentElement.getAttribute('data-ran'));
  const policy = (await response?.allHeaders())?.['content-security-policy'];
  await tab.close();
  return { ran, requests, status: response?.status(), policy };
}

describe('an SVG with a script', () => {
  it('chosen in the side panel is added without it, and the panel says what was removed', async () => {
    await picture()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(planted) });
    await expect
      .poll(() => picture().getByRole('alert').textContent())
      .toContain(
        'The drawing had a script (<x:script>) in it: it was ' +
          'removed, and the rest was added as public/images/logo.svg.',
      );
    await picture().getByLabel('What the picture shows').waitFor();
    const written = readFileSync(publicFile('logo.svg'), 'utf8');
    expect(written).not.toContain('script');
    expect(written).toContain('<circle cx="60" cy="60" r="50" fill="#135590"/>');
    const opened = await openAlone('/images/logo.svg');
    expect([opened.status, opened.ran, opened.requests]).toEqual([200, null, ['/images/logo.svg']]);
    expect(session.read()).toBe(editorPage);
  });

  it('put into public/ by hand runs nothing when opened at /images/…: the dev server serves every SVG under a policy with no script', async () => {
    writeFileSync(publicFile('planted.svg'), planted);
    const opened = await openAlone('/images/planted.svg');
    expect(opened.policy).toContain("default-src 'none'");
    expect(opened.policy).toContain('sandbox');
    expect([opened.status, opened.ran, opened.requests]).toEqual([200, null, ['/images/planted.svg']]);
    expect(session.read()).toBe(editorPage);
  });
});
