// Pictures from the page editor, in Chromium on the dev server: "Choose a picture…" in the side panel puts the file
// into public/images/ under a safe name, asks what it shows, then writes the picture and its alt text into the page.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch } from './browser.ts';
import { changed, editBlock, editorPage, expectFile, openEditor, type EditorSession } from './editor-helpers.ts';

let browser: Browser;
let session: EditorSession;
let page: Page;
const panel = () => page.getByRole('complementary', { name: 'Page editor' });
const picture = () => panel().getByRole('group', { name: 'Picture', exact: true });
const fileInput = () => picture().locator('input[type="file"]');
const choose = (name: string, buffer: Buffer, mimeType = 'image/jpeg') =>
  fileInput().setInputFiles({ name, mimeType, buffer });
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

describe('a picture chosen in the side panel', () => {
  it('is refused when it is a renamed PDF or larger than 20 MB, with the reason at the field, and nothing is written', async () => {
    await choose('brochure.jpg', Buffer.from('%PDF-1.4\n% a brochure\n%%EOF\n'));
    await expect.poll(() => picture().getByRole('alert').textContent()).toContain('Not a picture');
    // Chosen from a file on disk, as a person does: Chromium reads it itself (21 MB sent through the DevTools
    // protocol as base64 takes longer than the action may).
    const scan = join(mkdtempSync(join(tmpdir(), 'editor-pictures-')), 'scan.jpg');
    writeFileSync(scan, Buffer.alloc(21 * 1024 * 1024));
    await fileInput().setInputFiles(scan);
    await expect
      .poll(() => picture().getByRole('alert').textContent())
      .toContain('This file is 21.0 MB; a picture can be at most 20 MB');
    expect(existsSync(publicFile('brochure.jpg')) || existsSync(publicFile('scan.jpg'))).toBe(false);
    expect(session.read()).toBe(editorPage);
  });

  it('goes into public/images/ under a safe name, asks what it shows, and is saved with its alt text', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7ab0' } })
      .jpeg()
      .toBuffer();
    await choose('../Our Van (summer).JPG', photo);
    const alt = picture().getByLabel('What the picture shows');
    await alt.waitFor();
    expect(readFileSync(publicFile('our-van-summer.jpg'))).toEqual(photo);
    expect(await picture().getByRole('button', { name: 'Use this picture' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await alt.fill('Our service van parked outside a home in Kelowna');
    await picture().getByRole('button', { name: 'Use this picture' }).click();
    await expectFile(
      session,
      changed(
        '        style: secondary\n',
        '        style: secondary\n    image:\n      src: /images/our-van-summer.jpg\n' +
          '      alt: Our service van parked outside a home in Kelowna\n',
      ),
    );
    // Shown from the file just written: the dev server serves it at once.
    const shown = page.locator('#main').getByRole('img', { name: 'Our service van parked outside a home in Kelowna' });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth).catch(() => 0), {
        timeout: 5000,
      })
      .toBe(1600);
  });

  it('never replaces another picture of that name unless asked', async () => {
    const other = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b06a4a' } })
      .jpeg()
      .toBuffer();
    const before = readFileSync(publicFile('our-van-summer.jpg'));
    await choose('our-van-summer.jpg', other);
    await expect.poll(() => picture().getByRole('alert').textContent()).toContain('A picture of that name is there');
    expect(readFileSync(publicFile('our-van-summer.jpg'))).toEqual(before);
    await picture().getByRole('button', { name: 'Replace it' }).click();
    await picture().getByLabel('What the picture shows').waitFor();
    expect(readFileSync(publicFile('our-van-summer.jpg'))).toEqual(other);
    await picture().getByRole('button', { name: 'Cancel' }).click();
  });
});
