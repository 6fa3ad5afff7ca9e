import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SiteData } from '../../src/core/site-data.ts';
import type { Manifest } from '../page-assets.ts';

/** What every render thread needs once. */
export interface RenderSetup {
  ssrEntry: string;
  template: string;
  manifest: Manifest;
  siteData: SiteData;
  staging: string;
  cacheDir: string;
  notFoundKey: string;
}

export interface RenderTask {
  path: string;
  key: string;
  /** The page as its /_pages JSON. */
  json: string;
  cacheKey: string;
}

// The worker is TypeScript like the build: tsx loads it (Node 20 does not pass tsx's loader to a worker's entry).
const workerStart = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)}); })`;

/** Pages per message: enough to make messaging cheap, few enough that both threads finish together. */
const batch = 20;

/** Renders the tasks on one thread per core (fewer for a few pages); rejects with the first render's error. */
export function renderAll(setup: RenderSetup, tasks: RenderTask[]): Promise<void> {
  if (!tasks.length) return Promise.resolve();
  const threads = Math.min(availableParallelism(), Math.ceil(tasks.length / batch));
  let next = 0;
  return new Promise((done, fail) => {
    let running = threads;
    const workers: Worker[] = [];
    const stop = (error: Error) => {
      for (const w of workers) void w.terminate();
      fail(error);
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(workerStart, { eval: true, workerData: setup });
      workers.push(worker);
      const send = () => {
        if (next >= tasks.length) {
          void worker.terminate();
          if (--running === 0) done();
          return;
        }
        worker.postMessage(tasks.slice(next, (next += batch)));
      };
      worker.on('message', (message: { done?: number; error?: string }) => (message.error ? stop(new Error(message.error)) : send()));
      worker.on('error', stop);
      send();
    }
  });
}
