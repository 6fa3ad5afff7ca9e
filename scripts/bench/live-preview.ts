// How long an editor waits, with npm start running, from saving a page to seeing the change in the open tab.
// Runs the dev server on a temporary copy of pages/ (the real pages are never touched) and Chromium.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { skeleton } from '../generators/new-page.ts';
import { startPreviewServer } from '../../src/node/dev/preview-server.ts';
import { launch } from '../../tests/e2e/browser.ts';

const file = 'bench-live-preview.yaml';
const pageWith = (text: string) => skeleton(`pages/${file}`).replace(/^ {4}text: .*$/m, `    text: ${text}`);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Milliseconds from writing a page file to the frame that shows its new text, for each of `samples` saves.
 * `prepare` may add to the copy of pages/ first (the data pages bench makes a site of 10,000 pages there).
 */
export async function measureLivePreview(
  samples = 7,
  prepare?: (pagesDir: string) => void,
): Promise<{ samplesMs: number[]; medianMs: number }> {
  const server = await startPreviewServer((pagesDir) => {
    prepare?.(pagesDir);
    writeFileSync(join(pagesDir, file), pageWith('Sample 0.'));
  });
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/bench-live-preview`);
    await page
      .getByText('Sample 0.')
      .waitFor({ timeout: 60_000 })
      .catch(() => {
        throw new Error('The bench page never appeared in the dev server: check the pages with npm run validate.');
      });
    const samplesMs: number[] = [];
    for (let i = 1; i <= samples; i++) {
      const text = `Sample ${i}.`;
      // Watch the page before saving; the time is taken at the next frame after the text is in the DOM.
      await page.evaluate((wanted) => {
        const w = window as unknown as { shownAt?: number };
        delete w.shownAt;
        const observer = new MutationObserver(() => {
          if (!document.getElementById('main')?.textContent?.includes(wanted)) return;
          observer.disconnect();
          requestAnimationFrame(() => (w.shownAt = Date.now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, text);
      const savedAt = Date.now();
      writeFileSync(join(server.pagesDir, file), pageWith(text));
      const shownAt = await (
        await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt, undefined, {
          timeout: 10_000,
        })
      ).jsonValue();
      samplesMs.push(shownAt! - savedAt);
      // Let the watcher settle, so that each save is measured on its own.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { samplesMs, medianMs: median(samplesMs) };
  } finally {
    await browser.close();
    await server.close();
  }
}
