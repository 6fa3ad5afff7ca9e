// How long an editor waits in the page editor of npm start: from a click on a text to its box ready to type in, from
// Enter to the page showing the new words (the save, checked like npm run validate and written atomically, then the
// live preview), each in a quick series of edits on a quiet machine and with one core kept busy by another process;
// and from loading a page in a fresh browser to edit mode being ready. Runs the dev server on a temporary copy of
// pages/ (the real pages are never touched) and Chromium.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { median } from './live-preview.ts';
import { armBoxClock, armShownClock, boxClock, findShown, shownClock } from './editor-clocks.ts';
import { skeleton } from '../generators/new-page.ts';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { editorBundle } from '../../src/node/edit/editor-bundle.ts';
import { launch } from '../../tests/e2e/browser.ts';

const file = 'bench-editor.yaml';
const route = '/bench-editor';
const viewport = { width: 1280, height: 900 };

/** Median and worst of a series, in whole milliseconds. */
export interface Spread {
  samplesMs: number[];
  medianMs: number;
  worstMs: number;
}

const spread = (samples: number[]): Spread => ({
  samplesMs: samples,
  medianMs: Math.round(median(samples)),
  worstMs: Math.max(...samples),
});

/**
 * One series of edits: each text clicked, changed and saved with Enter, the next clicked as soon as the page shows it.
 */
export interface SeriesTimes {
  /** Click on a text's words to its box ready to type in. */
  clickToBox: Spread;
  /** Enter to the frame that shows the new words. */
  enterToVisible: Spread;
  /** Enter to the endpoint's answer (checked and written), median. */
  saveMedianMs: number;
  /** The system's load average over the last minute when the series began: how quiet the machine was. */
  loadAverage: number;
}

export interface EditorTimes {
  quiet: SeriesTimes;
  /** The same series while another process keeps one core busy. */
  busy: SeriesTimes;
  /**
   * Load to edit mode ready (the first block's Edit button on its outline), in a fresh browser at 1280 px, the dev
   * server warmed by one load.
   */
  ready: Spread;
}

/** The texts of the bench page the series edits, in turn: the top section's heading and text, the closing band's. */
function textsOf(page: string): string[] {
  const [hero, cta] = (parse(page) as { blocks: Array<{ title?: string; heading?: string; text: string }> }).blocks;
  return [hero!.title!, hero!.text, cta!.heading!, cta!.text];
}

/** Edits the bench page's texts in turn, `samples` edits in all, as quickly as an editor who knows what to type. */
async function measureSeries(server: PreviewServer, samples: number): Promise<SeriesTimes> {
  const loadAverage = Number(loadavg()[0]!.toFixed(1));
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}${route}?edit`, { timeout: 60_000 });
    await page.getByRole('button', { name: /^Edit Block 1 \(/ }).waitFor({ timeout: 60_000 });
    const shown = textsOf(skeleton(`pages/${file}`));
    const clicks: number[] = [];
    const enters: number[] = [];
    const saves: number[] = [];
    for (let i = 0; i < samples; i++) {
      const at = i % shown.length;
      const point = await findShown(page, shown[at]!);
      if (typeof point === 'string') throw new Error(`"${shown[at]}" is ${point} on the bench page.`);
      await armBoxClock(page);
      await page.mouse.click(point.x, point.y);
      const [clickAt, boxAt] = await boxClock(page);
      clicks.push(Math.round(boxAt - clickAt));
      const next = `${shown[at]!.replace(/ \(\d+\)$/, '')} (${i + 1})`;
      await page.keyboard.press('Control+a');
      await page.keyboard.type(next);
      await armShownClock(page, next, 'any text');
      await page.keyboard.press('Enter');
      const [pressedAt, shownAt] = await shownClock(page);
      enters.push(Math.round(shownAt - pressedAt));
      const saved = await page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((e) => e.name.endsWith('/__edit/save'))
            .at(-1)!.responseEnd,
      );
      saves.push(Math.round(saved - pressedAt));
      shown[at] = next;
    }
    return {
      clickToBox: spread(clicks),
      enterToVisible: spread(enters),
      saveMedianMs: Math.round(median(saves)),
      loadAverage,
    };
  } finally {
    await browser.close();
  }
}

/** Runs `work` while another process keeps one core busy (a loop that never ends), then stops that process. */
async function withBusyCore<T>(work: () => Promise<T>): Promise<T> {
  const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    busy.kill();
  }
}

/**
 * Load to edit mode ready in a fresh browser each time (nothing cached), `runs` times, after one load that warms the
 * dev server.
 */
async function measureReady(server: PreviewServer, runs: number): Promise<Spread> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const browser = await launch();
    try {
      const page = await browser.newPage({ viewport });
      await page.goto(`${server.url}${route}?edit`, { waitUntil: 'commit', timeout: 60_000 });
      // The page's own clock: from the start of the navigation to the frame that shows the first block's Edit button.
      const handle = await page.waitForFunction(
        () => document.querySelector('.pe-tag-button') && performance.now(),
        undefined,
        { timeout: 60_000, polling: 'raf' },
      );
      if (run > 0) times.push(Math.round((await handle.jsonValue()) as number));
    } finally {
      await browser.close();
    }
  }
  return spread(times);
}

/**
 * The page editor's timings: a series of `samples` edits quiet and with a busy core, and edit mode ready after a fresh
 * load.
 */
export async function measureEditor(samples = 12, readyRuns = 5): Promise<EditorTimes> {
  // Pages opened with ?edit load the editor's bundle once it is made for this code (src/node/dev/bundled-editor.ts).
  await editorBundle(process.cwd(), (line) => console.log(line));
  const server = await startPreviewServer((pagesDir) => writeFileSync(join(pagesDir, file), skeleton(`pages/${file}`)));
  try {
    const ready = await measureReady(server, readyRuns);
    const quiet = await measureSeries(server, samples);
    // The next series starts from the page as written.
    writeFileSync(join(server.pagesDir, file), skeleton(`pages/${file}`));
    const busy = await withBusyCore(() => measureSeries(server, samples));
    return { quiet, busy, ready };
  } finally {
    await server.close();
  }
}
