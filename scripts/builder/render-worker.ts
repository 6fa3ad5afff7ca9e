// One of the prerender's threads: renders the pages it is sent with the SSR bundle, compresses them, writes them into
// the staged build and keeps them in the page cache. Each thread renders and compresses on its own core.
import { parentPort, workerData } from 'node:worker_threads';
import { PageCache, pageFiles } from './page-cache.ts';
import { pageHtml } from './page-html.ts';
import type { RenderSetup, RenderTask } from './render-pool.ts';

const setup = workerData as RenderSetup;
const cache = new PageCache(setup.cacheDir, setup.pagesKey);

/** Called by the worker's first lines with the SSR bundle they loaded. */
export function start(server: typeof import('../../src/browser/entry-server.tsx')): void {
  parentPort!.on('message', (tasks: RenderTask[]) => void renderTasks(server, tasks));
}

async function renderTasks(server: typeof import('../../src/browser/entry-server.tsx'), tasks: RenderTask[]): Promise<void> {
  try {
    for (const { path, key, json, structuredData, cacheKey } of tasks) {
      const job = { path, key, page: JSON.parse(json), structuredData, notFound: key === setup.notFoundKey };
      cache.put(cacheKey, await pageHtml(server.render, setup.template, setup.manifest, setup.siteData, job), json, setup.staging, pageFiles(path, key));
    }
    parentPort!.postMessage({ done: tasks.length });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}
