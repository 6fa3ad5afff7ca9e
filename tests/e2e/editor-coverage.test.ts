import { exampleFile } from '../../src/blocks/names.ts';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { blockTypes } from '../../src/blocks/index.ts';
import { hydrateEveryBlock, launch } from './browser.ts';
import { editorReady, openEditor, type EditorSession } from './editor-helpers.ts';

/**
 * Texts (the text kind) a page shows other than as written: units with their number, text around a result, joined
 * lists, a picture's alt text.
 */
const notShownAsWritten = new Set(['unit', 'unitOne', 'prefix', 'suffix', 'brands', 'alt']);

const asItem = (yaml: string) =>
  yaml
    .trimEnd()
    .split('\n')
    .map((line, i) => (i === 0 ? `  - ${line}` : `    ${line}`))
    .join('\n');
/** A page with every block type's example, the hero first. */
const everyBlock = `title: Every Block | {company}
description: A page holding the example of every block type, to find each text the page shows in the page editor.
blocks:
${['hero', ...blockTypes.filter((type) => type !== 'hero')]
  .map((type) => asItem(readFileSync(exampleFile(type), 'utf8')))
  .join('\n')}
`;

let browser: Browser;
let session: EditorSession;
beforeAll(async () => {
  browser = await launch();
  session = await openEditor(browser, (pagesDir) => {
    writeFileSync(join(pagesDir, 'every-block.yaml'), everyBlock);
    // The examples' pictures are in public/.
    cpSync('public', join(dirname(pagesDir), 'public'), { recursive: true });
  });
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('in-place editing, for every block type', () => {
  it('finds on the page every text of every block example that the page shows as written', async () => {
    const { page } = session;
    await page.goto(`${session.server.url}/every-block?edit`);
    await editorReady(page);
    await hydrateEveryBlock(page);
    // The editor's own matching, run in the page as the editor runs it (as text: the test runner would rewrite
    // import()).
    const missing = (await page.evaluate(
      `(async () => {
      const { blockElement, matchTexts } = await import('/src/browser/edit/text-match.ts');
      const source = await (await fetch('/__edit/page?key=/every-block')).json();
      return source.blocks.flatMap((block, i) => {
        const found = new Set(matchTexts(blockElement(i), block).map((m) => m.source.path.join('.')));
        return block.texts.filter((t) => !found.has(t.path.join('.'))).map((t) => ({ type: block.type, path: ` +
        `t.path.slice(2) }));
      });
    })()`,
    )) as Array<{ type: string; path: Array<string | number> }>;
    const fieldOf = (path: Array<string | number>) => path.filter((k) => typeof k === 'string').at(-1)!;
    expect(
      missing
        .filter(({ path }) => !notShownAsWritten.has(fieldOf(path)))
        .map(({ type, path }) => `${type}: ${path.join('.')}`),
    ).toEqual([]);
  });
});
