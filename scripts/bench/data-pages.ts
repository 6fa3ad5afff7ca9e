// Sites of many pages made through a data page (scripts/bench/corpus.ts): how long `npm run validate` takes on them in
// a cold process, and how long the dev server takes from a save to the open tab showing it on the biggest.
// Part of `npm run bench` (--quick skips 10,000 pages, --no-live the live preview).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { measureLivePreview, median } from './live-preview.ts';
import { writeCorpus } from './corpus.ts';
import { validateRun } from './timed-run.ts';

const big = 10_000;

export interface DataPagesBench {
  validate: Array<{ pages: number; medianMs: number; pagesPerSecond: number }>;
  /** Save to the tab showing it, with the dev server on a site of 10,000 pages. */
  savePreview: { pages: number; samplesMs: number[]; medianMs: number } | { skipped: string };
}

/** Median wall time of `npm run validate` on a corpus of `pages`, each run a cold process. */
function validateCorpus(pages: number, runs: number): number {
  const root = mkdtempSync(join(tmpdir(), `bench-data-pages-${pages}-`));
  try {
    writeCorpus(root, pages);
    return median(Array.from({ length: runs }, () => validateRun(root).ms));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export async function benchDataPages({
  quick = false,
  live = true,
  log = (_line: string) => {},
} = {}): Promise<DataPagesBench> {
  const validate = (quick ? [1_000] : [1_000, big]).map((pages) => {
    log(`validating a site of ${pages} pages made from data, 3 cold runs`);
    const ms = validateCorpus(pages, 3);
    return { pages, medianMs: Math.round(ms), pagesPerSecond: Math.round((pages / ms) * 1000) };
  });
  let savePreview: DataPagesBench['savePreview'] = {
    skipped: quick ? 'skipped with --quick' : 'skipped with --no-live',
  };
  if (!quick && live) {
    log(`live preview on ${big} pages: save to update`);
    try {
      // The measured page is one more: the corpus makes the rest.
      const { samplesMs, medianMs } = await measureLivePreview(7, (pagesDir) =>
        writeCorpus(dirname(pagesDir), big - 1),
      );
      savePreview = { pages: big, samplesMs, medianMs: Math.round(medianMs) };
    } catch (error) {
      savePreview = { skipped: `not measured: ${(error as Error).message.split('\n')[0]}` };
    }
  }
  return { validate, savePreview };
}

/** The bench's rows for the engine table. */
export function dataPagesRows({ validate, savePreview }: DataPagesBench): string[] {
  return [
    ...validate.map(
      (v) =>
        `| Validate ${v.pages} pages made from data (cold process, ` +
        `median of 3) | ${v.medianMs} ms, ${v.pagesPerSecond} pages/s |`,
    ),
    `| Live preview on ${big} pages made from data, save to update (median) | ` +
      `${'medianMs' in savePreview ? `${savePreview.medianMs} ms` : savePreview.skipped} |`,
  ];
}
