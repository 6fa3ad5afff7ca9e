// How long an editor waits, in the page editor of npm start, from pressing Enter on an edited text to seeing it on
// the page: the save (checked like npm run validate, written atomically), then the live preview. Runs the dev server
// on a temporary copy of pages/ (the real pages are never touched) and Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { PageSource } from '../../src/core/edit-protocol.ts';
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
      // Timed in the page: from the Enter key to the next frame once the heading has the new text.
      await page.evaluate((wanted) => {
        const w = window as unknown as { pressedAt?: number; shownAt?: number };
        delete w.pressedAt;
        delete w.shownAt;
        document.addEventListener('keydown', () => (w.pressedAt = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (document.querySelector('#main h1')?.textContent !== wanted) return;
          observer.disconnect();
          requestAnimationFrame(() => (w.shownAt = performance.now()));
        });
        observer.observe(document.getElementById('main')!, { subtree: true, childList: true, characterData: true });
      }, text);
      await input.press('Enter');
      const [pressedAt, shownAt] = (await (await page.waitForFunction(() => {
        const w = window as unknown as { pressedAt?: number; shownAt?: number };
        return w.shownAt && [w.pressedAt!, w.shownAt];
      }, undefined, { timeout: 10_000 })).jsonValue()) as [number, number];
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

export interface EditAccuracy {
  edits: number;
  /** Edits after which the file differs from before in exactly the value of the text clicked, by exactly what was typed. */
  landed: number;
  pages: number;
  /** Enter to the page showing the edited text, median. */
  medianMs: number;
  /** The edits that did not land, in words. */
  misses: string[];
}

/** The pages of the site the accuracy run edits, and how many texts of each. */
const accuracyPages = ['/services/drain-cleaning', '/services/fixture-installation', '/services/water-heaters', '/about', '/contact'];

/**
 * Edits four texts on each of five pages of the site (a copy of pages/), as an editor does: scrolls to the text, clicks
 * its words, adds a few, presses Enter. Each edit lands when the file then differs from before in that text's value
 * alone, by what was typed. The texts are spread over each page, FAQ questions among them, with the answers closed.
 */
export async function measureEditAccuracy(perPage = 4): Promise<EditAccuracy> {
  const server = await startPreviewServer();
  const browser = await launch();
  const misses: string[] = [];
  const times: number[] = [];
  let edits = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const route of accuracyPages) {
      await page.goto(`${server.url}${route}?edit`);
      await page.getByRole('button', { name: /^Open in editor: / }).first().waitFor({ timeout: 60_000 });
      await hydrateEveryBlock(page);
      const source = (await (await fetch(`${server.url}/__edit/page?key=${encodeURIComponent(route)}`)).json()) as PageSource;
      const marked = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#main [data-pe-text]')].filter((el) => el.checkVisibility()).map((el) => el.getAttribute('data-pe-text')!));
      const picks = Array.from({ length: perPage }, (_, i) => marked[Math.floor(((i + 0.5) * marked.length) / perPage)]!);
      for (const [n, key] of picks.entries()) {
        edits++;
        const text = source.blocks.flatMap((b) => b.texts).find((t) => t.path.join('.') === key)!;
        const file = join(server.pagesDir, '..', source.file);
        const before = parse(readFileSync(file, 'utf8')) as unknown;
        const typed = ` (edit ${n + 1})`;
        const element = page.locator(`#main [data-pe-text="${key}"]`);
        await element.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        // On the words of the text itself: an element may show a few characters around it (", " before a town).
        const at = await element.evaluate((el, wanted) => {
          const range = document.createRange();
          const words = wanted.replace(/\s+/g, ' ').trim();
          range.selectNodeContents([...el.childNodes].find((c) => c.nodeType === Node.TEXT_NODE && (c.nodeValue ?? '').replace(/\s+/g, ' ').trim() === words)!);
          const r = range.getClientRects()[0]!;
          return { x: r.left + Math.min(6, r.width / 2), y: r.top + r.height / 2 };
        }, text.shown);
        await page.mouse.click(at.x, at.y);
        const box = page.getByRole('textbox', { name: /^Edit Block/ });
        await box.waitFor({ timeout: 5000 });
        await box.press('End');
        await box.pressSequentially(typed);
        const shown = text.shown + typed;
        const pressed = Date.now();
        await box.press('Enter');
        await page.waitForFunction((wanted) => [...document.querySelectorAll('#main *')].some((el) => el.textContent === wanted), shown, { timeout: 10_000 }).catch(() => undefined);
        times.push(Date.now() - pressed);
        const after = parse(readFileSync(file, 'utf8')) as unknown;
        const expected = structuredClone(before) as Record<string | number, unknown>;
        const parent = text.path.slice(0, -1).reduce<Record<string | number, unknown>>((at, k) => at[k] as Record<string | number, unknown>, expected);
        parent[text.path.at(-1)!] = text.raw + typed;
        if (JSON.stringify(after) !== JSON.stringify(expected)) misses.push(`${route} ${key}: the file changed elsewhere or not at all`);
        await page.waitForTimeout(150);
      }
    }
    return { edits, landed: edits - misses.length, pages: accuracyPages.length, medianMs: median(times), misses };
  } finally {
    await browser.close();
    await server.close();
  }
}
