import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { serveDist } from '../../src/builder/serve-dist.ts';
import { port } from './browser.ts';
import { outDir } from '../../src/builder/out-dir.ts';

let server: Server | undefined;

/** Serves the production build (npm run build) for the browser tests, as a static host would. */
export async function setup(): Promise<void> {
  if (!existsSync(`${outDir}/404.html`))
    throw new Error(`No build in ${outDir}/: run npm run build before the browser tests.`);
  server = await serveDist(outDir, port);
}

export async function teardown(): Promise<void> {
  await new Promise((resolve) => server?.close(resolve));
}
