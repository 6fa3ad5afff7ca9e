// A render thread's first lines when the build runs compiled (scripts/commands/run-compiled.mjs): the renders it is
// sent (render-worker.ts), with the SSR bundle loaded natively. Through tsx, render-pool.ts starts the thread itself.
import { start } from './render-worker.ts';

start((href) => import(href));
