// How long an editor waits, in the page editor of npm start, from pressing Enter on an edited text to seeing it on
// the page: the save (checked like npm run validate, written atomically), then the live preview. Runs the dev server
// on a temporary copy of pages/ (the real pages are never touched) and Chromium.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './bench-live-preview.ts';
import { skeleton } from './new-page.ts';
import { startPreviewServer } from '../src/node/preview-server.ts';
import { launch } from '../tests/e2e/browser.ts';

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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { samplesMs, medianMs, saveMedianMs } = await measureEditor();
  process.stdout.write(`Page editor, Enter to visible: median ${medianMs} ms (samples: ${samplesMs.join(', ')} ms); Enter to saved: median ${saveMedianMs} ms\n`);
}
