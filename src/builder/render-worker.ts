// One of the prerender's threads: renders the pages it is sent with the SSR bundle, compresses them, writes them into
// the staged build and keeps them in the page cache. Each thread renders and compresses on its own core.
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { PageCache, pageFiles, type CachedPage } from './page-cache.ts';
import { pageHtml } from './page-html.ts';
import type { RenderDone, RenderMessage, RenderSetup, RenderTask } from './render-pool.ts';

type Server = typeof import('../browser/entry-server.tsx');

/**
 * Called by the thread's first lines with their own `import`, which loads the SSR bundle natively. The thread loads
 * this code as soon as it starts; the bundle the build names as likely at once, else the setup's when it comes; then
 * it renders each batch in turn.
 */
export function start(load: (href: string) => Promise<Server>): void {
  let ready: Promise<{ server: Server; setup: RenderSetup; cache: PageCache }> | undefined;
  let likely: { entry: string; server: Promise<Server> } | undefined;
  let queue = Promise.resolve();
  parentPort!.on('message', (message: RenderMessage) => {
    if ('likelyEntry' in message) {
      likely = { entry: message.likelyEntry, server: load(pathToFileURL(message.likelyEntry).href) };
      // Another bundle may come in the setup: this one's failure is nobody's until it is the one used.
      likely.server.catch(() => {});
      return;
    }
    if ('setup' in message) {
      const { setup } = message;
      const server = likely?.entry === setup.ssrEntry ? likely.server : load(pathToFileURL(setup.ssrEntry).href);
      ready = server.then((server) => ({ server, setup, cache: new PageCache(setup.cacheDir, setup.pagesKey) }));
      return;
    }
    const { tasks } = message;
    queue = queue.then(() => renderTasks(ready!, tasks));
  });
}

async function renderTasks(
  ready: Promise<{ server: Server; setup: RenderSetup; cache: PageCache }>,
  tasks: RenderTask[],
): Promise<void> {
  try {
    const { server, setup, cache } = await ready;
    const kept: CachedPage[] = [];
    for (const { path, key, json, structuredData, preload, cacheKey } of tasks) {
      const job = { path, key, page: JSON.parse(json), structuredData, preload, notFound: key === setup.notFoundKey };
      kept.push(
        cache.put(
          cacheKey,
          await pageHtml(server.render, setup.template, setup.manifest, setup.siteData, job),
          json,
          setup.staging,
          pageFiles(path, key),
        ),
      );
    }
    parentPort!.postMessage({ done: tasks.length, kept } satisfies RenderDone);
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}
