// The page editor's side panel edits the site's brand (pages/_site.yaml) like a block: its fields from the site
// schema, each save checked as validate checks it and written byte for byte, the page's theme following at once.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch } from './browser.ts';
import { parse } from 'yaml';
import { clickText, editBlock, editorPage, inPlaceBox, openEditor, type EditorSession } from './editor-helpers.ts';

let browser: Browser;
let session: EditorSession;
let page: Page;
let site: string;

const siteFile = () => join(session.server.pagesDir, '_site.yaml');
const readSite = () => readFileSync(siteFile(), 'utf8');
const panel = () => page.getByRole('complementary', { name: 'Page editor' });
const brand = () => panel().getByRole('region', { name: 'Site brand' });
/** A colour's hex field (its picker is named "…: pick a colour"). */
const hexField = (title: string) => brand().getByRole('textbox', { name: `${title} (optional)`, exact: true });
const themeVariable = (name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
/** The site file with one line changed; the line must be in it once. */
const siteWith = (from: string, to: string) => {
  expect(site.split(from)).toHaveLength(2);
  return site.replace(from, to);
};

beforeAll(async () => {
  browser = await launch();
  session = await openEditor(browser);
  page = session.page;
  site = readSite();
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});
afterEach(async () => {
  if (readSite() !== site) writeFileSync(siteFile(), site);
  await expect.poll(() => themeVariable('--mantine-color-brand-7'), { timeout: 5000 }).toBe('#135590');
});

/** Chooses the brand in the panel, and waits until it works from the site file as it is on disk. */
async function openBrand(): Promise<void> {
  // On a phone the panel is a sheet at the bottom, opened by its head.
  const show = panel().getByRole('button', { name: 'Show panel' });
  if (await show.isVisible()) await show.click();
  await panel().getByLabel('Block', { exact: true }).selectOption('brand');
  const hash = createHash('sha256').update(readSite()).digest('hex');
  await expect.poll(() => brand().getAttribute('data-hash'), { timeout: 5000 }).toBe(hash);
}

describe('the site brand in the side panel', () => {
  it('saves a main colour to pages/_site.yaml, only its characters, and the page takes it at once', async () => {
    await openBrand();
    const field = hexField('Main colour');
    expect(await field.inputValue()).toBe('#135590');
    await field.fill('#5b2a86');
    await field.press('Enter');
    await expect.poll(readSite, { timeout: 5000 }).toBe(siteWith('  primary: "#135590"', '  primary: "#5b2a86"'));
    await expect.poll(() => themeVariable('--mantine-color-brand-7'), { timeout: 5000 }).toBe('#5b2a86');
    await expect.poll(() => panel().getByRole('status').textContent()).toBe('Saved: Site brand: Main colour.');
  });

  it('saves the colour the picker closes on', async () => {
    await openBrand();
    await brand().getByLabel('Accent colour: pick a colour').fill('#7a3510');
    await expect.poll(readSite, { timeout: 5000 }).toBe(siteWith('  accent: "#8f3f10"', '  accent: "#7a3510"'));
    await expect.poll(() => themeVariable('--mantine-color-copper-7'), { timeout: 5000 }).toBe('#7a3510');
    expect(await hexField('Accent colour').inputValue()).toBe('#7a3510');
  });

  it('refuses a colour white text is hard to read on, with validate’s ratio and a colour that passes, and writes nothing', async () => {
    await openBrand();
    const field = hexField('Main colour');
    await field.fill('#4dabf7');
    await field.press('Enter');
    const alert = brand().getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Colour too light to read on');
    expect(await alert.textContent()).toContain('measures 2.4:1');
    expect(await alert.textContent()).toContain('"#0978d2" is the nearest colour of the same hue that passes');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(readSite()).toBe(site);
    // The refused value stays in the field to be fixed; written back as it was, nothing is saved.
    await field.fill('#135590');
    await field.press('Enter');
    expect(readSite()).toBe(site);
  });

  it('sets the corners from their choices, and Ctrl+Z undoes it in the site file', async () => {
    await openBrand();
    await brand()
      .getByLabel(/^Corner roundness/)
      .selectOption('xl');
    await expect.poll(readSite, { timeout: 5000 }).toBe(siteWith('  radius: md ', '  radius: xl '));
    const xl = await themeVariable('--mantine-radius-xl');
    await expect.poll(() => themeVariable('--mantine-radius-default'), { timeout: 5000 }).toBe(xl);
    await panel().getByRole('heading', { name: 'Page editor' }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(readSite, { timeout: 5000 }).toBe(site);
    await expect.poll(() => panel().getByRole('status').textContent()).toBe('Undone: Site brand: Corner roundness.');
  });

  it('stays in the tab’s one undo history whatever is chosen after: Undo names it, Ctrl+Z undoes it', async () => {
    await openBrand();
    const field = hexField('Main colour');
    await field.fill('#5b2a86');
    await field.press('Enter');
    await expect.poll(readSite, { timeout: 5000 }).toBe(siteWith('  primary: "#135590"', '  primary: "#5b2a86"'));
    // A text of the page clicked, then Escape: its block takes the brand's place in the panel.
    await clickText(page, (parse(editorPage) as { blocks: Array<{ title: string }> }).blocks[0]!.title.trim());
    await inPlaceBox(page).press('Escape');
    await expect.poll(() => brand().count()).toBe(0);
    const undo = panel().getByRole('button', { name: 'Undo: Site brand: Main colour', exact: true });
    expect(await undo.isEnabled()).toBe(true);
    expect(await undo.getAttribute('title')).toBe('Undo: Site brand: Main colour (Ctrl+Z)');
    await page.keyboard.press('Control+z');
    await expect.poll(readSite, { timeout: 5000 }).toBe(site);
    await expect.poll(() => panel().getByRole('status').textContent()).toBe('Undone: Site brand: Main colour.');
  });

  it('takes a logo on a phone: chosen from a file, named, written to the site file, shown in the header', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await openBrand();
      const logo = brand().getByRole('group', { name: 'Logo', exact: true });
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" ' +
        'viewBox="0 0 480 120"><rect width="480" height="120" fill="#135590"/></svg>';
      await logo
        .locator('input[type="file"]')
        .setInputFiles({ name: 'Flow Logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
      const alt = logo.getByLabel('What the picture shows');
      await alt.fill('Okanagan Flow Plumbing');
      await alt.press('Enter');
      await logo.getByRole('button', { name: 'Use this picture' }).click();
      await expect
        .poll(readSite, { timeout: 5000 })
        .toContain('  logo:\n    src: /images/flow-logo.svg\n    alt: Okanagan Flow Plumbing\n');
      const header = page.locator('header').getByRole('img', { name: 'Okanagan Flow Plumbing' });
      await expect.poll(() => header.getAttribute('src'), { timeout: 5000 }).toBe('/images/flow-logo.svg');
      await expect
        .poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 5000 })
        .toBe(480);
      const box = (await header.boundingBox())!;
      expect([box.height, box.width]).toEqual([40, 160]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('gives way to a block chosen on the page, and has no WCAG 2.1 A or AA violation', async () => {
    await openBrand();
    expect(await axeViolations(page)).toEqual([]);
    await editBlock(page, 1, 'faq').click();
    await expect.poll(() => brand().count()).toBe(0);
    await expect.poll(() => panel().getByLabel('Block', { exact: true }).inputValue()).toBe('1');
  });
});
