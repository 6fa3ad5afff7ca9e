import { request } from 'node:http';
// How long an editor waits, in the page editor of npm start, from pressing Enter on an edited text to seeing it on
// the page: the save (checked like npm run validate, written atomically), then the live preview. Runs the dev server
// on a temporary copy of pages/ (the real pages are never touched) and Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { isPair, isSeq, LineCounter, parse, parseDocument, visit } from 'yaml';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { median } from './live-preview.ts';
import { skeleton } from '../generators/new-page.ts';
import { startPreviewServer } from '../../src/node/preview-server.ts';
import { hydrateEveryBlock, launch } from '../../tests/e2e/browser.ts';

const file = 'bench-editor.yaml';

export interface EditorTimes {
  /** Enter to the frame that shows the new text, per sample. */
  samplesMs: number[];
  medianMs: number;
  /** Enter to the endpoint's answer (checked and written), median. */
  saveMedianMs: number;
}

/** Edits the page's heading in place `samples` times and times each from Enter to the new heading on screen. */
export async function measureEditor(samples = 7): Promise<EditorTimes> {
  const server = await startPreviewServer((pagesDir) => writeFileSync(join(pagesDir, file), skeleton(`pages/${file}`)));
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.url}/bench-editor?edit`);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('button', { name: /^Open in editor: / }).first().waitFor({ timeout: 60_000 }).catch(() => {
      throw new Error('The page editor never appeared in the dev server: check the pages with npm run validate.');
    });
    const samplesMs: number[] = [];
    const savesMs: number[] = [];
    for (let i = 1; i <= samples; i++) {
      const text = `Bench Editor ${i}`;
      const box = (await heading.boundingBox())!;
      await page.mouse.click(box.x + 10, box.y + box.height / 2);
      const input = page.getByRole('textbox', { name: /^Edit Block 1 \(hero\): Main heading/ });
      await input.fill(text);
      await armShownClock(page, text, 'heading');
      await input.press('Enter');
      const [pressedAt, shownAt] = await shownClock(page);
      const saved = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('/__edit/save')).at(-1)!.responseEnd);
      samplesMs.push(Math.round(shownAt - pressedAt));
      savesMs.push(Math.round(saved - pressedAt));
      // Let the watcher settle, so that each edit is measured on its own.
      await page.waitForTimeout(300);
    }
    return { samplesMs, medianMs: median(samplesMs), saveMedianMs: median(savesMs) };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * A clock in the page, from the next key pressed to the frame after `wanted` shows in the page's main part: as its
 * heading's text, or as any one of its texts (spaces folded). Read by shownClock.
 */
function armShownClock(page: Page, wanted: string, where: 'heading' | 'any text'): Promise<void> {
  return page.evaluate(
    ({ wanted, where }) => {
      const w = window as unknown as { pressedAt?: number; shownAt?: number };
      delete w.pressedAt;
      delete w.shownAt;
      document.addEventListener('keydown', () => (w.pressedAt = performance.now()), { capture: true, once: true });
      const main = document.getElementById('main')!;
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const observer = new MutationObserver(() => {
        let shown = where === 'heading' && main.querySelector('h1')?.textContent === wanted;
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = where === 'any text' ? walker.nextNode() : null; node && !shown; node = walker.nextNode()) shown = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim() === wanted;
        if (!shown) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.shownAt = performance.now()));
      });
      observer.observe(main, { subtree: true, childList: true, characterData: true });
    },
    { wanted, where },
  );
}

/** When the key was pressed and when the text showed, by armShownClock's clock; rejects after 10 s without it. */
async function shownClock(page: Page): Promise<[number, number]> {
  const handle = await page.waitForFunction(() => {
    const w = window as unknown as { pressedAt?: number; shownAt?: number };
    return w.shownAt && [w.pressedAt!, w.shownAt];
  }, undefined, { timeout: 10_000 });
  return (await handle.jsonValue()) as [number, number];
}

export interface EditAccuracy {
  edits: number;
  /** Edits after which the file differs from before in exactly one line, the line of the value clicked, by exactly what was typed. */
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
const accuracyPages = ['/services/drain-cleaning', '/services/fixture-installation', '/services/water-heaters', '/about', '/contact'];

/** A text of a page file that the page shows as written: where it is in the data, and its line in the file. */
interface WrittenText {
  path: Array<string | number>;
  value: string;
  line: number;
}

/** The file of a written page: /about is pages/about.yaml, / is pages/index.yaml. */
const fileOf = (pagesDir: string, route: string) => join(pagesDir, `${route === '/' ? 'index' : route.slice(1)}.yaml`);

/** Every text value of a page file written on one line, without placeholders ({phone} shows as the number), with its path and line. */
function writtenTexts(text: string): WrittenText[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const found: WrittenText[] = [];
  visit(doc, {
    Scalar(_, node, ancestors) {
      if (typeof node.value !== 'string' || !node.range || /[{}]/.test(node.value) || node.value.trim().length < 3) return;
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

/** Where the page shows `words` as a whole text, once and visible: the point on its first characters (scrolled into view), or why not. */
async function findShown(page: Page, words: string): Promise<{ x: number; y: number } | string> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate((wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node.nodeValue ?? '').replace(/\s+/g, ' ').trim() === wanted && node.parentElement?.checkVisibility()) nodes.push(node as Text);
    if (nodes.length !== 1) return `shown ${nodes.length} times`;
    nodes[0]!.parentElement!.scrollIntoView({ block: 'center' });
    const range = document.createRange();
    range.selectNodeContents(nodes[0]!);
    const r = range.getClientRects()[0];
    return r ? { x: r.left + Math.min(6, r.width / 2), y: r.top + r.height / 2 } : 'not laid out';
  }, words);
}

const valueAt = (data: unknown, path: Array<string | number>) => path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], data);

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
        await page.getByRole('button', { name: /^Open in editor: / }).first().waitFor({ timeout: 60_000 });
        await hydrateEveryBlock(page);
        const written = writtenTexts(readFileSync(file, 'utf8'));
        for (const text of written) {
          if (written.filter((t) => t.value === text.value).length !== 1) continue;
          if (typeof (await findShown(page, text.value.replace(/\s+/g, ' ').trim())) === 'object') candidates.push(text);
        }
      } catch (error) {
        // Its four edits are misses, and the run goes on with the next page.
        for (let n = 0; n < perPage; n++) misses.push(`${route} text ${n + 1}: the page did not open in edit mode, or its texts could not be read (${(error as Error).message.split('\n')[0]})`);
        edits += perPage;
        continue;
      }
      const spread = Array.from({ length: perPage }, (_, i) => Math.floor(((i + 0.5) * candidates.length) / perPage));
      // A FAQ question among them where the page has one (its answer closed): the place where a click once opened the wrong text.
      const question = candidates.findIndex((t) => t.path.at(-1) === 'question');
      if (question >= 0 && !spread.some((i) => candidates[i]!.path.at(-1) === 'question')) {
        const nearest = spread.reduce((best, i, at) => (Math.abs(i - question) < Math.abs(spread[best]! - question) ? at : best), 0);
        spread[nearest] = question;
      }
      const picks = spread.map((i) => candidates[i]);
      for (const [n, text] of picks.entries()) {
        edits++;
        const typed = ` (edit ${n + 1})`;
        let missed = false;
        // One miss per edit, the first reason found.
        const miss = (why: string) => {
          if (!missed) misses.push(`${route} ${text ? `"${text.value}" (line ${text.line})` : `text ${n + 1}`}: ${why}`);
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
          const opened = await box.waitFor({ timeout: 5000 }).then(() => true, () => false);
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
          const changedLines = afterText.split('\n').flatMap((line, i) => (line === beforeText.split('\n')[i] ? [] : [i + 1]));
          const expected = structuredClone(before);
          const parent = valueAt(expected, text.path.slice(0, -1)) as Record<string | number, unknown>;
          parent[text.path.at(-1)!] = text.value + typed;
          if (changedLines.length === 0) miss('the file did not change');
          else if (changedLines.length !== 1 || changedLines[0] !== text.line) miss(`line${changedLines.length > 1 ? 's' : ''} ${changedLines.join(', ')} changed instead of line ${text.line}`);
          else if (JSON.stringify(parse(afterText)) !== JSON.stringify(expected)) miss(`line ${text.line} changed, but not to "${text.value}${typed}"`);
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
    return { edits, landed: edits - misses.length, pages: accuracyPages.length, medianMs: times.length ? median(times) : Number.NaN, misses, texts };
  } finally {
    await browser.close();
    await server.close();
  }
}

export interface PageReads {
  /** Requests asked for a second, and answered a second. */
  asked: number;
  answered: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * GET /__edit/page, which every tab in edit mode asks at each change it hears of, at `rate` requests a second for
 * `seconds` on the dev server: how many it answers a second, and how long each waits (median, 95th percentile).
 */
export async function measurePageReads(rate = 200, seconds = 5): Promise<PageReads> {
  const server = await startPreviewServer();
  try {
    const { hostname, port } = new URL(server.url);
    const waits: number[] = [];
    const ask = () =>
      new Promise<void>((done) => {
        const started = performance.now();
        const req = request({ hostname, port, path: '/__edit/page?key=/about', headers: { host: `${hostname}:${port}` } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 && waits.push(performance.now() - started), done()));
        });
        req.on('error', () => done());
        req.end();
      });
    await ask();
    waits.length = 0;
    const started = performance.now();
    const asked: Promise<void>[] = [];
    for (let i = 0; i < rate * seconds; i++) {
      await new Promise((next) => setTimeout(next, Math.max(0, started + (i * 1000) / rate - performance.now())));
      asked.push(ask());
    }
    await Promise.all(asked);
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...waits].sort((a, b) => a - b);
    return { asked: rate, answered: Math.round(waits.length / elapsed), medianMs: Math.round(sorted[sorted.length >> 1] ?? NaN), p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? NaN) };
  } finally {
    await server.close();
  }
}
