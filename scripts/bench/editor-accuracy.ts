// How accurately the page editor edits a site's pages: texts chosen from the page files, clicked where the page shows
// them, each edit checked in the file on disk. Runs the dev server on a temporary copy of pages/ and Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPair, isSeq, LineCounter, parse, parseDocument, visit } from 'yaml';
import { median } from './live-preview.ts';
import { armShownClock, findShown, shownClock } from './editor-clocks.ts';
import { startPreviewServer } from '../../src/node/dev/preview-server.ts';
import { hydrateEveryBlock, launch } from '../../tests/e2e/browser.ts';

export interface EditAccuracy {
  edits: number;
  /**
   * Edits after which the file differs from before in exactly one line, the line of the value clicked, by exactly what
   * was typed.
   */
  landed: number;
  pages: number;
  /** Enter to the page showing the edited text, median, over the edits that showed. */
  medianMs: number;
  /** The edits that did not land, in words. */
  misses: string[];
  /** The texts edited: page, line of its file, the value as written. */
  texts: string[];
}

/** The pages of the site the accuracy run edits, and how many texts of each. */
const accuracyPages = [
  '/services/drain-cleaning',
  '/services/fixture-installation',
  '/services/water-heaters',
  '/about',
  '/contact',
];

/** A text of a page file that the page shows as written: where it is in the data, and its line in the file. */
interface WrittenText {
  path: Array<string | number>;
  value: string;
  line: number;
}

/** The file of a written page: /about is pages/about.yaml, / is pages/index.yaml. */
const fileOf = (pagesDir: string, route: string) => join(pagesDir, `${route === '/' ? 'index' : route.slice(1)}.yaml`);

/**
 * Every text value of a page file written on one line, without placeholders ({phone} shows as the number), with its
 * path and line.
 */
function writtenTexts(text: string): WrittenText[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const found: WrittenText[] = [];
  visit(doc, {
    Scalar(_, node, ancestors) {
      if (typeof node.value !== 'string' || !node.range || /[{}]/.test(node.value) || node.value.trim().length < 3)
        return;
      const line = lines.linePos(node.range[0]).line;
      if (lines.linePos(node.range[1]).line !== line) return;
      // Its path, from the maps and lists above it; a key is a scalar too, and is left out.
      const path: Array<string | number> = [];
      let child: unknown = node;
      for (const parent of [...ancestors].reverse()) {
        if (isPair(parent)) {
          if (parent.key === child) return;
          path.unshift(String((parent.key as { value: unknown }).value));
        } else if (isSeq(parent)) path.unshift(parent.items.indexOf(child as never));
        child = parent;
      }
      found.push({ path, value: node.value, line });
    },
  });
  return found;
}

const valueAt = (data: unknown, path: Array<string | number>) =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], data);

/**
 * Edits four texts on each of five pages of the site (a copy of pages/), as an editor does: scrolls to the text, clicks
 * its words, adds a few, presses Enter. The texts are chosen from the page files, not from the editor's marks on the
 * page: values of the file that the page shows once, whole and visible (FAQ questions among them, their answers
 * closed), spread over the page, each found on the page by its words alone. An edit lands when the file then differs
 * from before in exactly one line, that value's line, and its data in that value alone, by what was typed. An edit
 * that fails in any way (nothing opens, the page never shows it) is a miss with its reason; the run goes on.
 */
export async function measureEditAccuracy(perPage = 4): Promise<EditAccuracy> {
  const server = await startPreviewServer();
  const browser = await launch();
  const misses: string[] = [];
  const times: number[] = [];
  const texts: string[] = [];
  let edits = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const route of accuracyPages) {
      const file = fileOf(server.pagesDir, route);
      // The texts of the file the page shows once, each written once in the file.
      const candidates: WrittenText[] = [];
      try {
        await page.goto(`${server.url}${route}?edit`);
        await page.getByRole('button', { name: /^Edit Block 1 \(/ }).waitFor({ timeout: 60_000 });
        await hydrateEveryBlock(page);
        const written = writtenTexts(readFileSync(file, 'utf8'));
        for (const text of written) {
          if (written.filter((t) => t.value === text.value).length !== 1) continue;
          if (typeof (await findShown(page, text.value.replace(/\s+/g, ' ').trim())) === 'object')
            candidates.push(text);
        }
      } catch (error) {
        // Its four edits are misses, and the run goes on with the next page.
        for (let n = 0; n < perPage; n++)
          misses.push(
            `${route} text ${n + 1}: the page did not open in edit mode, or its ` +
              `texts could not be read (${(error as Error).message.split('\n')[0]})`,
          );
        edits += perPage;
        continue;
      }
      const spread = Array.from({ length: perPage }, (_, i) => Math.floor(((i + 0.5) * candidates.length) / perPage));
      // A FAQ question among them where the page has one (its answer closed): the place where a click once opened the
      // wrong text.
      const question = candidates.findIndex((t) => t.path.at(-1) === 'question');
      if (question >= 0 && !spread.some((i) => candidates[i]!.path.at(-1) === 'question')) {
        const nearest = spread.reduce(
          (best, i, at) => (Math.abs(i - question) < Math.abs(spread[best]! - question) ? at : best),
          0,
        );
        spread[nearest] = question;
      }
      const picks = spread.map((i) => candidates[i]);
      for (const [n, text] of picks.entries()) {
        edits++;
        const typed = ` (edit ${n + 1})`;
        let missed = false;
        // One miss per edit, the first reason found.
        const miss = (why: string) => {
          if (!missed)
            misses.push(`${route} ${text ? `"${text.value}" (line ${text.line})` : `text ${n + 1}`}: ${why}`);
          missed = true;
        };
        try {
          if (!text) {
            miss(`the page has only ${candidates.length} texts written once in its file and shown once`);
            continue;
          }
          texts.push(`${route}:${text.line} ${text.path.join('.')} "${text.value}"`);
          const beforeText = readFileSync(file, 'utf8');
          const before = parse(beforeText) as unknown;
          const at = await findShown(page, text.value.replace(/\s+/g, ' ').trim());
          if (typeof at === 'string') {
            miss(`not found on the page (${at})`);
            continue;
          }
          await page.mouse.click(at.x, at.y);
          const box = page.locator('.pe-inplace-box:focus');
          const opened = await box.waitFor({ timeout: 5000 }).then(
            () => true,
            () => false,
          );
          if (!opened) {
            miss('a click on its words opened no box');
            continue;
          }
          await box.press('End');
          await box.pressSequentially(typed);
          const shown = `${text.value}${typed}`.replace(/\s+/g, ' ').trim();
          await armShownClock(page, shown, 'any text');
          await box.press('Enter');
          const timing = await shownClock(page).catch(() => undefined);
          // The file as the save left it (the page may show the text before or after the file is read here).
          const afterText = readFileSync(file, 'utf8');
          const changedLines = afterText
            .split('\n')
            .flatMap((line, i) => (line === beforeText.split('\n')[i] ? [] : [i + 1]));
          const expected = structuredClone(before);
          const parent = valueAt(expected, text.path.slice(0, -1)) as Record<string | number, unknown>;
          parent[text.path.at(-1)!] = text.value + typed;
          if (changedLines.length === 0) miss('the file did not change');
          else if (changedLines.length !== 1 || changedLines[0] !== text.line)
            miss(
              `line${changedLines.length > 1 ? 's' : ''} ` +
                `${changedLines.join(', ')} changed instead of line ${text.line}`,
            );
          else if (JSON.stringify(parse(afterText)) !== JSON.stringify(expected))
            miss(`line ${text.line} changed, but not to "${text.value}${typed}"`);
          else if (!timing) miss('saved, but the page did not show it within 10 s');
          if (timing) times.push(Math.round(timing[1] - timing[0]));
          // A box left open (a refusal) is closed, so the next click opens its own.
          if (await page.locator('.pe-inplace').count()) await page.keyboard.press('Escape');
          await page.waitForTimeout(150);
        } catch (error) {
          miss(`the run failed here: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    return {
      edits,
      landed: edits - misses.length,
      pages: accuracyPages.length,
      medianMs: times.length ? median(times) : Number.NaN,
      misses,
      texts,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
