import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { isRouteFile, paramsOf } from '../core/routes.ts';
import { siteChecker, type PageResult, type SavedChecks, type SiteCheck } from './check-site.ts';
import type { Assets } from './picture-file.ts';
import type { Problem } from './problem.ts';
import type { SourceFile } from './source-file.ts';

/** What a thread is given: the whole site, and the written pages that are its share. */
export interface ShareOfCheck {
  files: readonly SourceFile[];
  assets?: Assets;
  unread: readonly Problem[];
  mine: string[];
}

/**
 * Written pages per thread below which a thread's start costs more than it saves: a thread loads the checker's
 * TypeScript again (about a second), and a page takes about 3 ms to check. Measured on two cores: 1,000 pages 3.1 s on
 * one thread and 3.4 s on two; 10,000 pages 31.9 s and 23.4 s.
 */
const pagesPerThread = Number(process.env.PAGES_PER_THREAD) || 2000;

/**
 * The check of a whole site on every core, for a run that checks every page (`npm run validate`, a build without the
 * last build's memory): the written pages are shared between this thread and one more per core, each checking its
 * share against the whole site; then one pass here takes their results and makes the checks that read every page
 * (data pages, the not-found page, links known missing). Its result is the one-thread check's, problem for problem.
 * A small site, or a check with a memory (a rebuild re-checks only what changed), runs here alone. `perThread` is
 * the share below which a thread is not worth starting.
 */
export async function checkInThreads(files: readonly SourceFile[], assets: Assets | undefined, unread: readonly Problem[], saved?: SavedChecks, perThread = pagesPerThread): Promise<{ check: SiteCheck; save: () => SavedChecks; threads: number }> {
  const written = files.filter((f) => isRouteFile(f.file) && !paramsOf(f.file).length).map((f) => f.file);
  const threads = saved?.results.length ? 1 : Math.min(availableParallelism(), Math.floor(written.length / perThread));
  const checker = siteChecker(saved);
  if (threads <= 1) return { check: checker(files, assets, unread), save: checker.save, threads: 1 };
  const shares = Array.from({ length: threads }, (_, i) => written.filter((_, n) => n % threads === i));
  const others = shares.slice(1).map((mine) => inThread({ files: textsFor(files, new Set(mine), written), assets, unread, mine }));
  // This thread checks its own share while the others start and check theirs.
  const done = new Map(checkShare({ files, assets, unread, mine: shares[0]! }));
  for (const results of await Promise.all(others)) for (const [file, result] of results) done.set(file, result);
  return { check: checker(files, assets, unread, { done }), save: checker.save, threads };
}

/**
 * The files a thread needs the text of: its own written pages, the data pages and the site's other files. Of the
 * other written pages it needs only the names (their routes): their texts stay here instead of being copied over.
 */
function textsFor(files: readonly SourceFile[], mine: ReadonlySet<string>, written: readonly string[]): SourceFile[] {
  const others = new Set(written.filter((file) => !mine.has(file)));
  return files.map((f) => (others.has(f.file) ? { file: f.file, text: '' } : f));
}

/** The results of one share's written pages, each checked against the whole site (in this thread or another). */
export function checkShare({ files, assets, unread, mine }: ShareOfCheck): Array<[string, PageResult]> {
  const share = new Set(mine);
  const checker = siteChecker();
  checker(files, assets, unread, { only: (file) => share.has(file) });
  return checker
    .save()
    .results.filter(([file]) => share.has(file))
    .map(([file, { problems, pages, linked }]) => [file, { problems, pages, linked }]);
}

/**
 * A thread checking one share. Compiled (scripts/commands/run-compiled.mjs), the worker is a file beside this code;
 * as TypeScript, tsx loads it (Node 20 does not give a worker tsx's loader by itself).
 */
function inThread(share: ShareOfCheck): Promise<Array<[string, PageResult]>> {
  const compiled = !import.meta.url.endsWith('.ts');
  const start = compiled
    ? new URL('./check-worker.mjs', import.meta.url)
    : `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(new URL('./check-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Promise((done, fail) => {
    const worker = new Worker(start, { eval: !compiled, workerData: share });
    worker.once('message', (results: Array<[string, PageResult]>) => {
      done(results);
      void worker.terminate();
    });
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`A thread of the site check stopped (exit ${code}) before it gave its results.`)));
  });
}
