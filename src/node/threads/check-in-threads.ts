import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { isWrittenPage } from '../../core/routes.ts';
import {
  siteChecker,
  type PageResult,
  type SavedChanges,
  type SavedChecks,
  type SiteCheck,
} from '../check/check-site.ts';
import type { Assets } from '../pictures/picture-file.ts';
import type { Problem } from '../report/problem.ts';
import { askThread, newThread } from './new-thread.ts';
import { pageName } from '../read/read-pages.ts';
import type { SourceFile } from '../read/source-file.ts';

/**
 * What every thread of one check is given: the whole site, and the claims on its written pages. Each thread goes
 * through the pages in the same order and checks those it claims first, so a thread that starts late, or runs slower,
 * simply checks fewer: no share is fixed in advance, and no thread waits for another that has more left.
 */
export interface ShareOfCheck {
  files: readonly SourceFile[];
  assets?: Assets;
  unread: readonly Problem[];
  /** The written pages; `claims[i]` is the number of the thread that checks `written[i]` (0 while none has). */
  written: readonly string[];
  claims: Int32Array;
  /** Send back the problems and links alone, not the pages (`npm run validate` reports problems only). */
  problemsOnly?: boolean;
}

export interface ThreadOptions {
  /** The checker's memory of the last check: with one, only what changed is checked, on this thread alone. */
  saved?: SavedChecks;
  /** The written pages a thread must have to be worth starting (tests set it low). */
  perThread?: number;
  /** The caller needs the problems alone (see ShareOfCheck). */
  problemsOnly?: boolean;
  /** Threads started before the files were read (`startCheckThreads`): the check uses these and starts none. */
  started?: Worker[];
}

const setPerThread = Number(process.env.PAGES_PER_THREAD) || undefined;

/**
 * Written pages per thread from which one more thread pays for its start: below it, the start of a thread costs more
 * than its share of the check saves, as two threads share the cores' caches and the garbage collector's threads, and
 * each checks a page more slowly than one alone (`npm run bench` times `npm run validate` at 1,000 and 10,000 pages).
 * In a build (`besideTheRender`), the render threads load their code on the other cores while the site is checked, so
 * a second checking thread pays later still. `PAGES_PER_THREAD=<n>` sets both.
 */
export const pagesPerThread = { alone: setPerThread ?? 1000, besideTheRender: setPerThread ?? 2000 };

/** How many threads check `written` written pages: one per core, each with `perThread` pages at least. */
const threadsFor = (written: number, perThread: number) =>
  Math.min(availableParallelism(), Math.floor(written / perThread));

/**
 * The check's other threads, started before the site is read: a compiled thread loads its code while the pages are
 * read, so the check starts on every core at once. Their number comes from the page files'
 * names alone (a folder that cannot be listed counts none: the read reports it).
 */
export function startCheckThreads(root: string, perThread: number): Worker[] {
  let names: string[];
  try {
    names = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const written = names.filter((name) => pageName.test(name) && isWrittenPage(name)).length;
  // Until given a share, a thread does not keep the process alive: a run that stops before its check ends at once.
  return Array.from({ length: Math.max(0, threadsFor(written, perThread) - 1) }, () => {
    const worker = newThread('check-worker', import.meta.url);
    worker.unref();
    return worker;
  });
}

/**
 * The check of a whole site on every core, for a run that checks every page (`npm run validate`, a build without the
 * last build's memory): this thread and one more per core check the written pages they claim (ShareOfCheck), each
 * against the whole site; then one pass here takes their results and makes the checks that read every page
 * (data pages, the not-found page, links known missing). Its result is the one-thread check's, problem for problem
 * (and page for page, unless `problemsOnly`). A small site, or a check with a memory (a rebuild re-checks only what
 * changed), runs here alone.
 */
export async function checkInThreads(
  files: readonly SourceFile[],
  assets: Assets | undefined,
  unread: readonly Problem[],
  { saved, perThread = pagesPerThread.besideTheRender, problemsOnly = false, started }: ThreadOptions = {},
): Promise<{ check: SiteCheck; save: () => SavedChecks; changes: () => SavedChanges; threads: number }> {
  const written = files.filter((f) => isWrittenPage(f.file)).map((f) => f.file);
  const threads = saved?.results.length ? 1 : started ? started.length + 1 : threadsFor(written.length, perThread);
  const checker = siteChecker(saved);
  if (threads <= 1 || written.length < threads) {
    for (const worker of started ?? []) void worker.terminate();
    return {
      check: checker(files, assets, unread, { problemsOnly }),
      save: checker.save,
      changes: checker.changes,
      threads: 1,
    };
  }
  const share: ShareOfCheck = {
    files,
    assets,
    unread,
    written,
    claims: new Int32Array(new SharedArrayBuffer(written.length * 4)),
    problemsOnly,
  };
  const workers = started ?? Array.from({ length: threads - 1 }, () => newThread('check-worker', import.meta.url));
  const others = workers.map((worker, i) => ({
    thread: i + 2,
    worker,
    results: inThread(worker, { share, thread: i + 2 }),
  }));
  // This thread checks while the others start, and with them once they have.
  const done = new Map(checkShare(share, 1));
  // Every page is claimed now: a thread that claimed none (still starting) will claim none, and is not waited for.
  const claimed = new Set(share.claims);
  for (const { thread, worker, results } of others) {
    if (claimed.has(thread)) continue;
    results.catch(() => {});
    void worker.terminate();
  }
  const working = others.filter(({ thread }) => claimed.has(thread));
  for (const results of await Promise.all(working.map(({ results }) => results)))
    for (const [file, result] of results) done.set(file, result);
  return { check: checker(files, assets, unread, { done }), save: checker.save, changes: checker.changes, threads };
}

/**
 * The results of the written pages `thread` (1 for this one, 2 and up for the others) claims, each checked against the
 * whole site.
 */
export function checkShare(
  { files, assets, unread, written, claims, problemsOnly }: ShareOfCheck,
  thread: number,
): Array<[string, PageResult]> {
  const index = new Map(written.map((file, i) => [file, i]));
  const mine = new Set<string>();
  const claim = (file: string) => {
    const i = index.get(file);
    if (i === undefined || Atomics.compareExchange(claims, i, 0, thread) !== 0) return false;
    mine.add(file);
    return true;
  };
  const checker = siteChecker();
  checker(files, assets, unread, { only: claim, problemsOnly });
  return checker
    .save()
    .results.filter(([file]) => mine.has(file))
    .map(([file, { key, problems, pages, linked }]) => [file, { key, problems, pages, linked }]);
}

/** What a thread of the check is sent: the share, and its own number for its claims. */
export interface ThreadOfCheck {
  share: ShareOfCheck;
  thread: number;
}

/** The results of the pages `worker` claims. */
const inThread = (worker: Worker, message: ThreadOfCheck) =>
  askThread<Array<[string, PageResult]>>(
    worker,
    message,
    (code) => `A thread of the site check stopped (exit ${code}) before it gave its results.`,
  );
