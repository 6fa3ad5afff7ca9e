// The page editor on pages it could not edit before: a page made from data (pages/plumber-in/[town].yaml with
// pages/_data/towns.yaml), where a click on an entry's words edits that entry in the data file and a click on the
// template's words edits the template for every page; and a page whose file cannot be read, which says where and how
// to fix it, its report never under the panel. At 1280 and 375 px.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { axeViolations } from './axe.ts';
import { launch, phone } from './browser.ts';
import { editorReady } from './editor-helpers.ts';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { townEntries, townPage } from '../data-page-fixture.ts';

const towns = townEntries('Kelowna', 'West Kelowna', 'Vernon');
const [kelowna] = parse(towns) as Array<{ slug: string; name: string }>;
const template = townPage();
const heroTitle = (parse(template) as { blocks: Array<{ title: string }> }).blocks[0]!.title;

let browser: Browser;
let server: PreviewServer;
const file = (name: string) => join(server.pagesDir, name);
const read = (name: string) => readFileSync(file(name), 'utf8');

beforeAll(async () => {
  browser = await launch();
  server = await startPreviewServer((pagesDir) => {
    mkdirSync(join(pagesDir, 'plumber-in'));
    mkdirSync(join(pagesDir, '_data'), { recursive: true });
    writeFileSync(join(pagesDir, 'plumber-in/[town].yaml'), template);
    writeFileSync(join(pagesDir, '_data/towns.yaml'), towns);
  });
});
afterAll(async () => {
  await server?.close();
  await browser?.close();
});

/** Opens a path in edit mode in a tab of its own, at `viewport`. */
async function editing(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport.width < 900 ? phone : { viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.url}${path}?edit`, { timeout: 60_000 });
  await editorReady(page);
  return page;
}

/** The point on the characters `words` within the page's main heading, scrolled into view. */
async function pointOn(page: Page, words: string): Promise<{ x: number; y: number }> {
  return page.evaluate((wanted) => {
    const node = document.querySelector('#main h1')!.firstChild as Text;
    node.parentElement!.scrollIntoView({ block: 'center' });
    const at = node.nodeValue!.indexOf(wanted);
    const range = document.createRange();
    range.setStart(node, at + Math.floor(wanted.length / 2));
    range.setEnd(node, at + Math.floor(wanted.length / 2) + 1);
    const r = range.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, words);
}

const box = (page: Page) => page.locator('.pe-inplace-box');
const heading = (page: Page) => page.locator('#main h1').textContent();
/** Waits until a file of pages/ is exactly `expected`, byte for byte. */
const expectFile = (name: string, expected: string) => expect.poll(() => read(name), { timeout: 5000 }).toBe(expected);

describe.each([
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
])('at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await editing(`/plumber-in/${kelowna!.slug}`, viewport);
  });
  afterAll(() => page?.context().close());

  describe('a page made from data', () => {
    it('edits the town’s name, clicked in the heading, in the data file, byte for byte; the focus stays on the heading', async () => {
      const shown = heroTitle.replace('{town.name}', kelowna!.name);
      await expect.poll(() => heading(page)).toBe(shown);
      const at = await pointOn(page, kelowna!.name);
      await page.mouse.click(at.x, at.y);
      expect(await box(page).inputValue()).toBe(kelowna!.name);
      expect(await box(page).getAttribute('aria-label')).toBe(`Edit name of town "${kelowna!.slug}"`);
      expect(await page.locator('.pe-inplace-reach').textContent()).toBe(
        `Changes the name of town "${kelowna!.slug}" in pages/_data/towns.yaml:2, on this page.`,
      );
      expect(await axeViolations(page)).toEqual([]);
      await box(page).fill(`${kelowna!.name} Centre`);
      await box(page).press('Enter');
      await expectFile(
        '_data/towns.yaml',
        towns.replace(`name: ${kelowna!.name}\n`, `name: ${kelowna!.name} Centre\n`),
      );
      expect(read('plumber-in/[town].yaml')).toBe(template);
      await expect.poll(() => heading(page)).toBe(heroTitle.replace('{town.name}', `${kelowna!.name} Centre`));
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#main h1') !== null)).toBe(true);
      // One undo history for the tab, whatever file: Ctrl+Z puts the data file back.
      await expect
        .poll(() => page.getByRole('button', { name: `Undo: name of town "${kelowna!.slug}"` }).count())
        .toBe(1);
      await page.keyboard.press('Control+z');
      await expectFile('_data/towns.yaml', towns);
    });

    it('edits the template’s words for every page, and says so; from the keyboard, an entry’s words alone', async () => {
      await expect.poll(() => heading(page)).toBe(heroTitle.replace('{town.name}', kelowna!.name));
      const at = await pointOn(page, heroTitle.split(' ')[0]!);
      await page.mouse.click(at.x, at.y);
      expect(await box(page).inputValue()).toBe(heroTitle);
      const pages = parse(towns).length as number;
      expect(await page.locator('.pe-inplace-reach').textContent()).toBe(
        `Changes all ${pages} pages made from pages/plumber-in/[town].yaml.`,
      );
      // Tab from the box to the entry's words alone, and back out with Escape: nothing written.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => box(page).inputValue()).toBe(kelowna!.name);
      await page.keyboard.press('Escape');
      expect(read('_data/towns.yaml')).toBe(towns);

      await page.mouse.click(at.x, at.y);
      await box(page).fill(`Plumbers in {town.name}`);
      await box(page).press('Enter');
      await expectFile(
        'plumber-in/[town].yaml',
        template.replace(`title: ${heroTitle}`, 'title: Plumbers in {town.name}'),
      );
      await expect.poll(() => heading(page)).toBe(`Plumbers in ${kelowna!.name}`);
      await page.keyboard.press('Control+z');
      await expectFile('plumber-in/[town].yaml', template);
    });

    it('refuses a name the pages cannot take, with validate’s message naming the entry, and writes nothing', async () => {
      await expect.poll(() => heading(page)).toBe(heroTitle.replace('{town.name}', kelowna!.name));
      const at = await pointOn(page, kelowna!.name);
      await page.mouse.click(at.x, at.y);
      await box(page).fill('A Town Whose Name Goes On And On Past What Any Page Title Can Hold');
      await box(page).press('Enter');
      const alert = page.locator('.pe-inplace').getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('Too many characters');
      expect(await alert.textContent()).toContain(`entry "${kelowna!.slug}" of town: pages/_data/towns.yaml:1:9`);
      expect(read('_data/towns.yaml')).toBe(towns);
      await box(page).press('Escape');
    });
  });

  describe('a page whose file cannot be read', () => {
    let about: string;
    beforeAll(async () => {
      about = read('about.yaml');
      await page.goto(`${server.url}/about?edit`, { timeout: 60_000 });
      await editorReady(page);
    });
    afterAll(() => writeFileSync(file('about.yaml'), about));

    it('says where the mistake is and how to fix it, at the top of the panel, with the dev server’s report beside it, not under it', async () => {
      const lines = about.split('\n');
      const at = lines.findIndex((line, i) => i > 4 && /^ {4}\w+: /.test(line));
      lines[at] = ` ${lines[at]}`;
      writeFileSync(file('about.yaml'), lines.join('\n'));
      const panel = page.getByRole('complementary', { name: 'Page editor' });
      const problems = panel.getByRole('region', { name: 'pages/about.yaml cannot be read' });
      await problems.waitFor();
      const text = (await problems.textContent())!;
      // The line the reader stumbles on (the one moved, or the one before it) and the lines around it, as they are
      // written.
      const line = Number(/YAML syntax error ?line (\d+), column \d+/.exec(text)?.[1]);
      expect(Math.abs(line - (at + 1))).toBeLessThanOrEqual(1);
      expect(text).toContain(lines[at]);
      expect(text).toContain('Check the indentation');
      // Nothing that looks editable: no block list, no new block.
      expect(await panel.getByLabel('Block', { exact: true }).count()).toBe(0);
      expect(await panel.getByRole('button', { name: /^Add below/ }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // The dev server's report and the panel side by side (wide) or one above the other (phone), never one over the
      // other.
      const report = (await page.getByRole('alert', { name: 'Page problems' }).boundingBox())!;
      const panelBox = (await panel.boundingBox())!;
      if (viewport.width >= 900) expect(report.x + report.width).toBeLessThanOrEqual(panelBox.x);
      else expect(report.y + report.height).toBeLessThanOrEqual(panelBox.y);
      // Fixed in the file, the page is editable again.
      writeFileSync(file('about.yaml'), about);
      await panel.getByLabel('Block', { exact: true }).waitFor();
      expect(await problems.count()).toBe(0);
    });
  });
});
