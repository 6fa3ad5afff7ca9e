// A render thread's first lines when the build runs compiled (scripts/commands/run-compiled.mjs): the SSR bundle,
// loaded natively, then the renders it is sent (render-worker.ts). Through tsx, render-pool.ts starts the thread itself.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type { RenderSetup } from './render-pool.ts';
import { start } from './render-worker.ts';

start(await import(pathToFileURL((workerData as RenderSetup).ssrEntry).href));
