import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteData } from '../../src/core/site-data.ts';
import { brandCssVar, siteFactsVar } from '../../src/node/pages-plugin.ts';
import { compressDist } from './compress-dist.ts';

export interface Bundles {
  /** The client build, compressed: the entry, the blocks' chunks and the assets (the prerender writes the pages). */
  client: string;
  /** The SSR bundle's entry, built with production React. */
  ssrEntry: string;
  reused: boolean;
}

const vite = resolve('node_modules/vite/bin/vite.js');
/** The cache's folder of bundles: one at a time, named by the hash of the code and site facts. */
const bundlesFolder = /^bundles-[0-9a-f]+$/;
const ssrEntryIn = (dir: string) => join(dir, 'ssr', 'entry-server.js');

/** The SSR entry of the bundles the cache holds, if any: the next build's, unless the code or site facts changed. */
export function cachedSsrEntry(cacheDir: string): string | undefined {
  const dir = existsSync(cacheDir) ? readdirSync(cacheDir).find((name) => bundlesFolder.test(name)) : undefined;
  return dir && ssrEntryIn(join(cacheDir, dir));
}

function viteBuild(args: string[], given: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const env = { ...process.env, NODE_ENV: 'production', ...given };
    const child = spawn(process.execPath, [vite, 'build', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build ${args.join(' ')} failed (exit ${code})`))));
  });
}

/**
 * The client and SSR bundles for this code and these site facts (the entry carries them): from the cache when they
 * were built before, else built now, both at once, and kept for the next build. Only the last one is kept.
 */
export async function bundlesFor(key: string, cacheDir: string, siteData: SiteData): Promise<Bundles> {
  const dir = join(cacheDir, `bundles-${key.slice(0, 16)}`);
  const bundles = { client: join(dir, 'client'), ssrEntry: ssrEntryIn(dir) };
  if (existsSync(dir)) return { ...bundles, reused: true };
  // Earlier bundles go; one another build is still writing stays.
  for (const old of existsSync(cacheDir) ? readdirSync(cacheDir) : []) if (bundlesFolder.test(old)) rmSync(join(cacheDir, old), { recursive: true, force: true });
  const building = `${dir}.building-${process.pid}`;
  // The site facts and the brand's CSS, which only Mantine's code makes, made once here for both builds.
  const { brandCss } = await import('../../src/node/brand-css.ts');
  const given = { [siteFactsVar]: JSON.stringify(siteData), [brandCssVar]: brandCss(siteData.site.brand) };
  // The client's files are compressed as soon as they are built, beside the SSR bundle's build.
  await Promise.all([
    viteBuild(['--outDir', join(building, 'client'), '--emptyOutDir'], given).then(() => compressDist(join(building, 'client'))),
    viteBuild(['--ssr', 'src/browser/entry-server.tsx', '--outDir', join(building, 'ssr'), '--emptyOutDir'], given),
  ]);
  // The SSR bundle is ES modules wherever the cache is, even outside this project's package.json.
  writeFileSync(join(building, 'ssr', 'package.json'), '{ "type": "module" }\n');
  renameSync(building, dir);
  return { ...bundles, reused: false };
}
