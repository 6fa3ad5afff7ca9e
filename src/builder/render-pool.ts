import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SiteData } from '../core/site-data.ts';
import { feedThreads, ThreadAhead } from '../node/threads/new-thread.ts';
import type { Manifest } from './page-assets.ts';
import type { CachedPage } from './page-cache.ts';

/** What every render thread needs once. */
export interface RenderSetup {
  ssrEntry: string;
  template: string;
  manifest: Manifest;
  siteData: SiteData;
  staging: string;
  cacheDir: string;
  /** The hash of the code and site facts: the page cache keeps a folder per value. */
  pagesKey: string;
  notFoundKey: string;
}

export interface RenderTask {
  path: string;
  key: string;
  /** The page as its /_pages JSON. */
  json: string;
  /** Its structured data, as the script element for its head (empty for the not-found page). */
  structuredData: string;
  /** The preload of its first picture (first-picture.ts), or empty. */
  preload: string;
  cacheKey: string;
}

/**
 * What a render thread is sent: perhaps the SSR entry it will most likely be given, its setup, then batches of pages.
 */
export type RenderMessage = { likelyEntry: string } | { setup: RenderSetup } | { tasks: RenderTask[] };

/**
 * What a render thread answers a batch with: how many pages it rendered, and what it kept of them in the page cache.
 */
export interface RenderDone {
  done: number;
  kept: CachedPage[];
}

/**
 * A worker's first lines. Compiled (scripts/commands/run-compiled.mjs), they are render-thread.ts's, a file beside
 * this code. As TypeScript, tsx loads the worker (Node 20 does not give a worker tsx's loader by itself), a slower
 * start for each thread; the SSR bundle, and the block chunks it loads later, stay native (the `import` the first lines
 * hand over is theirs): tsx would transform each.
 */
const compiled = !import.meta.url.endsWith('.ts');
const workerStart = compiled
  ? new URL('./render-thread.mjs', import.meta.url)
  : `import('tsx/esm/api').then(({ tsImport }) => ` +
    `tsImport(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)}, ` +
    `${JSON.stringify(import.meta.url)}))` +
    '.then((worker) => worker.start((href) => import(href)))';

/**
 * A render makes much short-lived garbage: a larger young generation (64 MB, V8's default is 16) collects it less
 * often.
 */
const newThread = () => new Worker(workerStart, { eval: !compiled, resourceLimits: { maxYoungGenerationSizeMb: 64 } });

/** Pages per message: enough to make messaging cheap, few enough that both threads finish together. */
const batch = 20;

/** How many threads render `pages` pages: one per core, fewer for a few pages. */
export const threadsFor = (pages: number) => Math.min(availableParallelism(), Math.ceil(pages / batch));

export interface RenderThreads {
  /**
   * Renders the tasks on `threadsFor` threads; rejects with the first render's error. `progress` hears how many pages
   * are done after each batch, and what the batch kept in the page cache. With `othersAfter`, one thread renders at
   * once and the others start when it settles: the share cards' thread has a core until then.
   */
  renderAll(
    setup: RenderSetup,
    tasks: RenderTask[],
    progress?: (done: number, kept: CachedPage[]) => void,
    othersAfter?: Promise<unknown>,
  ): Promise<void>;
}

/**
 * Starts one render thread at once, so that it loads its code while the build checks the pages (with nothing to render,
 * `renderAll` ends it; until then it keeps no process alive): a rebuild that renders one page then waits for no thread
 * to start, which would be most of its render.
 */
export function startRenderThreads(likelyEntry?: string): RenderThreads {
  const thread = newThread();
  // The bundle the cache holds is loaded too, while the pages are checked: a rebuild's pages are most often rendered
  // with it.
  if (likelyEntry) thread.postMessage({ likelyEntry } satisfies RenderMessage);
  // Until it is given pages, an error of its own (its code failing to load) is the render's to report.
  let ahead: ThreadAhead | undefined = new ThreadAhead(thread);
  return {
    renderAll(setup, tasks, progress = () => {}, othersAfter) {
      let first: Worker | undefined;
      try {
        first = ahead?.take();
      } catch (error) {
        return Promise.reject(error);
      } finally {
        ahead = undefined;
      }
      if (!tasks.length) {
        void first?.terminate();
        return Promise.resolve();
      }
      const threads = threadsFor(tasks.length);
      const feeding = feedThreads<RenderTask, RenderDone>(
        tasks,
        batch,
        (batch): RenderMessage => ({ tasks: batch }),
        (done, answer) => progress(done, answer.kept),
        (code) => `A render thread stopped (exit ${code}) before its pages were done.`,
      );
      const begin = (worker: Worker) => {
        worker.postMessage({ setup } satisfies RenderMessage);
        feeding.add(worker);
      };
      begin(first ?? newThread());
      // A thread started when the first has rendered every page would only start and end.
      const others = () => {
        for (let i = 1; i < threads && feeding.left(); i++) begin(newThread());
      };
      if (othersAfter) othersAfter.then(others, others);
      else others();
      return feeding.done;
    },
  };
}
