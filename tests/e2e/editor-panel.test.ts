import { exampleFile } from '../../src/blocks/names.ts';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { axeViolations } from './axe.ts';
import { launch } from './browser.ts';
import {
  blockTitle,
  changed,
  clickText,
  editBlock,
  editorPage,
  editorReady,
  editorShows,
  expectFile,
  inPlaceBox,
  openEditor,
  type EditorSession,
} from './editor-helpers.ts';
import { blockTypes } from '../../src/blocks/index.ts';

let browser: Browser;
let session: EditorSession;
let page: Page;

const panel = () => page.getByRole('complementary', { name: 'Page editor' });
const blockHeadings = () => page.locator('#main').getByRole('heading', { level: 2 }).allTextContents();

beforeAll(async () => {
  browser = await launch();
  session = await openEditor(browser);
  page = session.page;
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});
afterEach(async () => {
  if (session.read() !== editorPage) session.write(editorPage);
  await editorShows(page, editorPage);
});

describe('the side panel', () => {
  it('edits a calculator default from the block’s schema, its description as help', async () => {
    await editBlock(page, 2, 'calculator').click();
    const field = panel().getByRole('group', { name: 'Slider 1' }).getByLabel('Starting value', { exact: true });
    expect(await field.getAttribute('type')).toBe('number');
    expect(
      await field.evaluate((el) =>
        el
          .getAttribute('aria-describedby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent),
      ),
    ).toEqual(['The value shown first; between min and max.']);
    await field.fill('5');
    await field.press('Enter');
    await expectFile(session, changed('default: 4 # a family of four', 'default: 5 # a family of four'));
    // The slider keeps where the visitor put it while the page is open; a fresh load starts at the new default.
    await page.reload();
    await expect
      .poll(() => page.getByRole('slider', { name: 'Household size' }).inputValue(), { timeout: 20_000 })
      .toBe('5');
  });

  it('refuses a link to a page that does not exist, with validate’s message at the field', async () => {
    await editBlock(page, 0, 'hero').click();
    const field = panel().getByRole('group', { name: 'Button 2' }).getByLabel('Link', { exact: true });
    await field.fill('/nowhere');
    await field.press('Enter');
    const alert = panel().getByRole('group', { name: 'Button 2' }).getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Link to a page that does not exist');
    expect(await alert.textContent()).toContain('pages/editor-test.yaml:15:15');
    expect(await alert.textContent()).toContain('This link goes to /nowhere, which has no page');
    expect(await field.inputValue()).toBe('/nowhere');
    expect(session.read()).toBe(editorPage);
  });

  it('adds a block from its example, moves it up, and removes it, the file byte for byte at each step', async () => {
    const example = readFileSync(exampleFile('cta'), 'utf8');
    const asItem = `${example
      .trimEnd()
      .split('\n')
      .map((line, i) => (i === 0 ? `  - ${line}` : `    ${line}`))
      .join('\n')}\n`;
    const calculator = editorPage.slice(editorPage.indexOf('  - type: calculator'));
    const ctaHeading = (parse(example) as { heading: string }).heading;

    await editBlock(page, 2, 'calculator').click();
    await panel().getByLabel('New block').selectOption('cta');
    await panel().getByRole('button', { name: 'Add below block 3' }).click();
    await expectFile(session, `${editorPage}\n${asItem}`);
    await expect.poll(blockHeadings).toEqual(['Frequently Asked Questions', 'Savings Calculator', ctaHeading]);
    expect(await panel().getByLabel('Block', { exact: true }).inputValue()).toBe('3');

    await panel().getByRole('button', { name: 'Move up' }).first().click();
    await expectFile(session, `${editorPage.replace(calculator, asItem)}\n${calculator}`);
    await expect.poll(blockHeadings).toEqual(['Frequently Asked Questions', ctaHeading, 'Savings Calculator']);

    await panel().getByRole('button', { name: 'Remove' }).first().click();
    await expectFile(session, editorPage);
    await expect.poll(blockHeadings).toEqual(['Frequently Asked Questions', 'Savings Calculator']);
  });

  it('adds a list item as a copy of the last one, and removes it', async () => {
    await editBlock(page, 1, 'faq').click();
    await panel().getByRole('button', { name: 'Add to Questions' }).click();
    const copy = '      - question: Are you licensed?\n        answer: Yes, licensed and insured.\n';
    await expectFile(session, changed(copy, copy + copy));
    await panel().getByRole('button', { name: 'Remove: Question 3' }).click();
    await expectFile(session, editorPage);
  });
});

describe('edit mode', () => {
  it('turns on and off with the toggle and with Alt+Shift+E; each block shows its name and file:line', async () => {
    const outlines = () => page.locator('.pe-tag').allTextContents();
    const types = ['hero', 'faq', 'calculator'];
    await expect
      .poll(outlines)
      .toEqual(types.map((type, i) => `${blockTitle(type)} · pages/editor-test.yaml:${[7, 18, 25][i]}Edit`));
    for (const [i, type] of types.entries()) expect(await editBlock(page, i, type).count()).toBe(1);
    const toggle = page.getByRole('button', { name: 'Edit page' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await page.keyboard.press('Alt+Shift+E');
    await expect.poll(outlines).toEqual([]);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await panel().count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('edit')).toBe(false);

    await toggle.click();
    await expect.poll(async () => (await outlines()).length).toBe(3);
    expect(new URL(page.url()).searchParams.has('edit')).toBe(true);
  });

  it('names every block in plain words, and says optional only where a field may be left out', async () => {
    const names = (select: string) => panel().getByLabel(select, { exact: true }).locator('option').allTextContents();
    expect(await names('Block')).toEqual([
      'Choose a block',
      'Site brand: colours, logo, font',
      ...['hero', 'faq', 'calculator'].map((type, i) => `${i + 1}. ${blockTitle(type)}`),
    ]);
    expect(await names('New block')).toEqual(blockTypes.map(blockTitle));
    for (const name of [...(await names('Block')), ...(await names('New block'))])
      expect(blockTypes).not.toContain(name.replace(/^\d+\. /, ''));
    await panel().getByLabel('New block').selectOption('cta');
    expect(
      await panel()
        .getByLabel('New block')
        .evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent),
    ).toMatch(/\w.*\./);
    // A picture's "What it shows" is needed unless it only decorates: never "optional".
    await editBlock(page, 0, 'hero').click();
    const picture = panel().getByRole('group', { name: 'Picture', exact: true });
    // The panel follows the click in a deferred render.
    await expect.poll(() => picture.getByLabel('What it shows', { exact: true }).count()).toBe(1);
    expect(await picture.getByText('What it shows (optional)').count()).toBe(0);
    expect(await picture.getByText(/Needed unless “Only decoration” is set\./).count()).toBe(1);
    expect(await panel().getByLabel('Badge (optional)', { exact: true }).count()).toBe(1);
  });

  it('shows Open in editor only when a code editor is there, opens the file at the block’s line, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'launch-editor-'));
    const script = join(dir, 'record-editor.sh');
    writeFileSync(script, `#!/bin/sh\necho "$@" > "${join(dir, 'args')}"\n`);
    chmodSync(script, 0o755);
    const before = process.env.LAUNCH_EDITOR;
    try {
      // None here (no LAUNCH_EDITOR, none running): no button that would do nothing.
      expect(await page.getByRole('button', { name: /^Open in editor/ }).count()).toBe(0);
      process.env.LAUNCH_EDITOR = script;
      await page.reload();
      await editorReady(page);
      await page.getByRole('button', { name: 'Open in editor: pages/editor-test.yaml:18' }).click();
      const args = () => (existsSync(join(dir, 'args')) ? readFileSync(join(dir, 'args'), 'utf8').trim() : '');
      await expect.poll(args, { timeout: 5000 }).toBe(`${join(session.server.pagesDir, 'editor-test.yaml')} 18 5`);
      await expect
        .poll(() => panel().getByRole('status').textContent())
        .toBe('Opened pages/editor-test.yaml:18 in your code editor (record-editor.sh).');
    } finally {
      if (before === undefined) delete process.env.LAUNCH_EDITOR;
      else process.env.LAUNCH_EDITOR = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('works from the keyboard, and has no WCAG 2.1 A or AA violation with the side panel and an in-place box open', async () => {
    await editBlock(page, 1, 'faq').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel().getByLabel('Block', { exact: true }).inputValue()).toBe('1');
    // The panel's fields save from the keyboard: type, then Enter.
    const question = panel().getByRole('group', { name: 'Question 1' }).getByLabel('Question', { exact: true });
    await question.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' (after 6 PM)');
    await page.keyboard.press('Enter');
    await expectFile(
      session,
      changed('question: Do you charge extra at night?', 'question: Do you charge extra at night? (after 6 PM)'),
    );

    await clickText(page, 'Editor Test');
    await inPlaceBox(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await inPlaceBox(page).press('Escape');
  });
});
