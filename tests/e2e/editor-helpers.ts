import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { numberedBlock } from '../../src/browser/edit/labels.ts';
import { editorSetup } from '../../src/node/edit/editor-setup.ts';

/** The page the editor tests change: every kind of text they edit, and comments that every edit must keep. */
export const editorPage = `# yaml-language-server: $schema=../schema/page.schema.json
# Changed by the editor tests: every comment here must survive every edit.
title: Editor Test | {company}
description: A page the editor tests change through the page editor, with comments that must stay.
blocks:
  # The top of the page.
  - type: hero
    title: Editor Test   # the main heading
    text: Call {phone} any time.
    actions:
      - label: Call {phone}
        href: call
        style: call
      - label: Get a Quote
        href: /contact
        style: secondary

  - type: faq
    items:
      - question: Do you charge extra at night?
        answer: Only after 6 PM.
      - question: Are you licensed?
        answer: Yes, licensed and insured.

  - type: calculator
    heading: Savings Calculator
    inputs:
      - id: household
        label: Household size
        unit: people
        min: 1
        max: 8
        default: 4 # a family of four
    outputs:
      - id: yearly
        label: Yearly savings
        formula: household * 20
        prefix: $
`;

export const editorFile = 'pages/editor-test.yaml';

export interface EditorSession {
  server: PreviewServer;
  page: Page;
  /** The page file as it is on disk. */
  read(): string;
  /** Writes the page file, as another editor or program would. */
  write(text: string): void;
  close(): Promise<void>;
}

/**
 * The dev server on a copy of pages/ with the editor test page, and that page open in edit mode (on a laptop's screen
 * unless `viewport` says otherwise).
 */
export async function openEditor(
  browser: Browser,
  extra?: (pagesDir: string) => void,
  viewport = { width: 1400, height: 900 },
): Promise<EditorSession> {
  const server = await startPreviewServer((pagesDir) => {
    writeFileSync(join(pagesDir, 'editor-test.yaml'), editorPage);
    extra?.(pagesDir);
  });
  const path = join(server.pagesDir, 'editor-test.yaml');
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // A step that cannot happen fails on its own line, well within the test's time.
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.url}/editor-test?edit`, { timeout: 60_000 });
  await editorReady(page);
  return {
    server,
    page,
    read: () => readFileSync(path, 'utf8'),
    write: (text) => writeFileSync(path, text),
    async close() {
      await context.close();
      await server.close();
    },
  };
}

/** The editor page with `from` replaced by `to`; `from` must be in it exactly once. */
export function changed(from: string, to: string, text = editorPage): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

/** Waits until the editor in the tab works from this text of the page file (its hash is on the side panel). */
export async function editorShows(page: Page, text: string): Promise<void> {
  const hash = createHash('sha256').update(text).digest('hex');
  await expect
    .poll(() => page.getByRole('complementary', { name: 'Page editor' }).getAttribute('data-hash'), { timeout: 5000 })
    .toBe(hash);
}

/** Waits until the file on disk is exactly `expected`, byte for byte. */
export async function expectFile(session: EditorSession, expected: string): Promise<void> {
  await expect.poll(() => session.read(), { timeout: 5000 }).toBe(expected);
}

/** Waits until edit mode shows the page's blocks: the first block's Edit button is on its outline. */
export const editorReady = (page: Page, timeout = 60_000) =>
  page.getByRole('button', { name: /^Edit Block 1 \(/ }).waitFor({ timeout });

/**
 * A block type's name as the editor shows it: the title the dev server's setup sends (src/node/edit/editor-setup.ts).
 */
export const blockTitle = (type: string) => editorSetup(false).blocks.find((b) => b.type === type)!.title;

/** A block's Edit button on its outline, by its place (from 0) and type: "Edit Block 3 (Questions and answers)". */
export const editBlock = (page: Page, index: number, type: string) =>
  page.getByRole('button', { name: `Edit ${numberedBlock(index, blockTitle(type))}`, exact: true });

/** The box that edits a text in place. */
export const inPlaceBox = (page: Page) => page.getByRole('textbox', { name: /^Edit Block/ });

/** Clicks a text of the page on its first characters (the editor edits a text when its characters are clicked). */
export async function clickText(page: Page, text: string): Promise<void> {
  // In the middle of the window: on a phone the editor's sheet covers its bottom, the site's header its top.
  await page
    .locator('#main')
    .getByText(text, { exact: true })
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const at = await page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.trim() !== wanted) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const first = range.getClientRects()[0];
      if (first) return { x: first.left + Math.min(8, first.width / 2), y: first.top + first.height / 2 };
    }
    return undefined;
  }, text);
  if (!at) throw new Error(`"${text}" is not on the page.`);
  await page.mouse.click(at.x, at.y);
}

/** Saves `value` into the text shown as `shown`, as an editor does: click, replace, Enter. */
export async function editInPlace(page: Page, shown: string, value: string): Promise<void> {
  await clickText(page, shown);
  await inPlaceBox(page).fill(value);
  await inPlaceBox(page).press('Enter');
}
