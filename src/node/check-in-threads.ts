import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { isWrittenPage } from '../core/routes.ts';
import { siteChecker, type PageResult, type SavedChanges, type SavedChecks, type SiteCheck } from './check-site.ts';
import type { Assets } from './picture-file.ts';
import type { Problem } from './problem.ts';
import { askThread, newThread } from './new-thread.ts';
import { pageName } from './read-pages.ts';
import type { SourceFile } from './source-file.ts';

/** What a thread is given: the whole site, and the written pages that are its share. */
export interface ShareOfCheck {
  files: readonly SourceFile[];
  assets?: Assets;
  unread: readonly Problem[];
  mine: string[];
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

/**
 * Written pages per thread below which a thread's start costs more than it saves. Measured on two cores with the
 * check compiled (`npm run validate`, 10,000 written pages): a thread starts checking about 0.4 s after it is made, and
 * a page takes 0.7 ms on one thread but 0.9 ms on each of two (they share the memory and the garbage collector's
 * threads), so two threads check 10,000 pages in 4.8 s against 7.0 s on one.
 */
const pagesPerThread = Number(process.env.PAGES_PER_THREAD) || 2000;
/** The pages this thread checks while another thread starts: each other thread's share is smaller by these. */
const pagesWhileAThreadStarts = 500;

/** How many threads check `written` written pages: one per core, each with `perThread` pages at least. */
const threadsFor = (written: number, perThread: number) => Math.min(availableParallelism(), Math.floor(written / perThread));

/**
 * The check's other threads, started before the site is read: a compiled thread loads its code in about 0.4 s, the time
 * it takes to read 10,000 pages, so the check starts on every core at once. Their number comes from the page files'
 * names alone (a folder that cannot be listed counts none: the read reports it).
 */
export function startCheckThreads(root: string, perThread = pagesPerThread): Worker[] {
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
 * last build's memory): the written pages are shared between this thread and one more per core, each checking its
 * share against the whole site; then one pass here takes their results and makes the checks that read every page
 * (data pages, the not-found page, links known missing). Its result is the one-thread check's, problem for problem
 * (and page for page, unless `problemsOnly`). A small site, or a check with a memory (a rebuild re-checks only what
 * changed), runs here alone.
 */
export async function checkInThreads(files: readonly SourceFile[], assets: Assets | undefined, unread: readonly Problem[], { saved, perThread = pagesPerThread, problemsOnly = false, started }: ThreadOptions = {}): Promise<{ check: SiteCheck; save: () => SavedChecks; changes: () => SavedChanges; threads: number }> {
  const written = files.filter((f) => isWrittenPage(f.file)).map((f) => f.file);
  const threads = saved?.results.length ? 1 : started ? started.length + 1 : threadsFor(written.length, perThread);
  const checker = siteChecker(saved);
  if (threads <= 1 || written.length < threads) {
    for (const worker of started ?? []) void worker.terminate();
    return { check: checker(files, assets, unread), save: checker.save, changes: checker.changes, threads: 1 };
  }
  // Threads started ahead need no head start of this one.
  const shares = sharesOf(written, threads, started ? 0 : pagesWhileAThreadStarts);
  const workers = started ?? shares.slice(1).map(() => newThread('check-worker', import.meta.url));
  const others = shares.slice(1).map((mine, i) => inThread(workers[i]!, { files: textsFor(files, new Set(mine), written), assets, unread, mine, problemsOnly }));
  // This thread checks its own share while the others start and check theirs.
  const done = new Map(checkShare({ files, assets, unread, mine: shares[0]!, problemsOnly }));
  for (const results of await Promise.all(others)) for (const [file, result] of results) done.set(file, result);
  return { check: checker(files, assets, unread, { done }), save: checker.save, changes: checker.changes, threads };
}

/** The written pages in shares, the first (this thread's) larger by `headStart`, what it checks while the other threads start. */
function sharesOf(written: readonly string[], threads: number, headStart: number): string[][] {
  const other = Math.floor(Math.max(written.length - headStart, written.length / 2) / threads);
  const shares = Array.from({ length: threads }, (_, i) => (i === 0 ? [] : written.slice(written.length - i * other, written.length - (i - 1) * other)));
  shares[0] = written.slice(0, written.length - (threads - 1) * other);
  return shares;
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
export function checkShare({ files, assets, unread, mine, problemsOnly }: ShareOfCheck): Array<[string, PageResult]> {
  const share = new Set(mine);
  const checker = siteChecker();
  checker(files, assets, unread, { only: (file) => share.has(file), problemsOnly });
  return checker
    .save()
    .results.filter(([file]) => share.has(file))
    .map(([file, { key, problems, pages, linked }]) => [file, { key, problems, pages, linked }]);
}

/** The results of one share, checked on `worker`. */
const inThread = (worker: Worker, share: ShareOfCheck) =>
  askThread<Array<[string, PageResult]>>(worker, share, (code) => `A thread of the site check stopped (exit ${code}) before it gave its results.`);
