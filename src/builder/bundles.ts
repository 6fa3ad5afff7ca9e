import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { siteFile } from '../core/routes.ts';
import type { ShownSite, SiteData } from '../core/site-data.ts';
import { siteFactsAlone } from '../node/check/check-site.ts';
import { readPublic } from '../node/read/read-pages.ts';
import { brandCssVar, siteFactsVar } from '../node/dev/pages-plugin.ts';
import { compressDist } from './compress-dist.ts';

export interface Bundles {
  /** The client build, compressed: the entry, the blocks' chunks and the assets (the prerender writes the pages). */
  client: string;
  /** The SSR bundle's entry, built with production React. */
  ssrEntry: string;
  reused: boolean;
  /** Why the bundles the cache held for this code were not used, in words: they were built again. */
  damaged?: string;
}

const vite = resolve('node_modules/vite/bin/vite.js');
/** The cache's folder of bundles: one at a time, named by the hash of the code and site facts. */
const bundlesFolder = /^bundles-[0-9a-f]+$/;
const ssrEntryIn = (dir: string) => join(dir, 'ssr', 'entry-server.js');

/** The list of a bundles folder's files and their sizes, written when the bundles are made. */
const sizesName = 'sizes.json';

/** Every file of a bundles folder (but the list) and its size in bytes. */
function sizesIn(dir: string): Record<string, number> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => path !== join(dir, sizesName))
      .map((path) => [relative(dir, path), statSync(path).size]),
  );
}

/** What is wrong with the bundles in `dir`, in words, or undefined when each file is there at the size it was made. */
function damageOf(dir: string): string | undefined {
  let made: Record<string, number>;
  try {
    made = JSON.parse(readFileSync(join(dir, sizesName), 'utf8')) as Record<string, number>;
  } catch {
    return `their list of files (${sizesName}) is missing or cut short`;
  }
  for (const [file, size] of Object.entries(made)) {
    const now = statSync(join(dir, file), { throwIfNoEntry: false })?.size;
    if (now !== size)
      return now === undefined ? `${file} is missing` : `${file} is ${now} bytes, not the ${size} it was made with`;
  }
  return undefined;
}

/**
 * The SSR entry of the bundles the cache holds, if any and whole: the next build's, unless the code or site facts
 * changed.
 */
export function cachedSsrEntry(cacheDir: string): string | undefined {
  const dir = existsSync(cacheDir) ? readdirSync(cacheDir).find((name) => bundlesFolder.test(name)) : undefined;
  return dir && !damageOf(join(cacheDir, dir)) ? ssrEntryIn(join(cacheDir, dir)) : undefined;
}

function viteBuild(args: string[], given: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const env = { ...process.env, NODE_ENV: 'production', ...given };
    const child = spawn(process.execPath, [vite, 'build', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env });
    // A build that stops before its bundles are made (they are made beside its check, which can fail) stops them too.
    const stop = () => child.kill();
    process.on('exit', stop);
    child.on('error', fail);
    child.on('exit', (code) => {
      process.off('exit', stop);
      if (code === 0) done();
      else fail(new Error(`vite build ${args.join(' ')} failed (exit ${code})`));
    });
  });
}

type BrandCss = (brand: ShownSite['brand']) => string;
/** The maker of the brand's CSS, loaded only for bundles to build: only Mantine's code makes it. */
const loadBrandCss = (): Promise<BrandCss> => import('../node/brand/brand-css.ts').then((css) => css.brandCss);

/**
 * The client and SSR bundles for this code and these site facts (the entry carries them): from the cache when they
 * were built before, else built now, both at once, and kept for the next build. Only the last one is kept.
 */
export async function bundlesFor(
  key: string,
  cacheDir: string,
  siteData: SiteData,
  brandCss?: BrandCss,
): Promise<Bundles> {
  const dir = join(cacheDir, `bundles-${key.slice(0, 16)}`);
  const bundles = { client: join(dir, 'client'), ssrEntry: ssrEntryIn(dir) };
  const damaged = existsSync(dir) ? damageOf(dir) : undefined;
  if (existsSync(dir) && !damaged) return { ...bundles, reused: true };
  // Earlier bundles go; one another build is still writing stays.
  for (const old of existsSync(cacheDir) ? readdirSync(cacheDir) : [])
    if (bundlesFolder.test(old)) rmSync(join(cacheDir, old), { recursive: true, force: true });
  const building = `${dir}.building-${process.pid}`;
  // The site facts and the brand's CSS made once here for both builds; given the maker of the CSS, Vite starts before
  // this returns.
  const given = {
    [siteFactsVar]: JSON.stringify(siteData),
    [brandCssVar]: (brandCss ?? (await loadBrandCss()))(siteData.site.brand),
  };
  // The client's files are compressed as soon as they are built, beside the SSR bundle's build.
  const built = Promise.all([
    viteBuild(['--outDir', join(building, 'client'), '--emptyOutDir'], given).then(() =>
      compressDist(join(building, 'client')),
    ),
    viteBuild(['--ssr', 'src/browser/entry-server.tsx', '--outDir', join(building, 'ssr'), '--emptyOutDir'], given),
  ]);
  // A build that stops before they are made (its check failed) leaves none half-made in the cache, once Vite is
  // stopped.
  const leave = () => rmSync(building, { recursive: true, force: true });
  process.on('exit', leave);
  await built;
  // The SSR bundle is ES modules wherever the cache is, even outside this project's package.json.
  writeFileSync(join(building, 'ssr', 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(building, sizesName), JSON.stringify(sizesIn(building)));
  renameSync(building, dir);
  process.off('exit', leave);
  return { ...bundles, reused: false, ...(damaged && { damaged }) };
}

/** The bundles for a key and its site facts. */
export type BundlesOf = (key: string, siteData: SiteData) => Promise<Bundles>;

/**
 * The bundles for the build's key and facts (bundlesFor), begun before the site's check when the cache holds none (a
 * first build, or one whose cache was emptied, as on a fresh CI machine): they take the site facts alone, which the
 * site file gives by itself, and the two Vite builds then use the cores the check leaves. `key` makes the bundles' key
 * from the facts. Begun once the check is done when the cache holds bundles (most often the ones to reuse: knowing
 * that before the check would cost every rebuild a second check of the site file), or when the site file or
 * public/ cannot be read or checked (the check says why).
 */
export async function bundlesAhead(
  root: string,
  cacheDir: string,
  key: (siteData: SiteData) => string,
): Promise<BundlesOf> {
  const after: BundlesOf = (k, siteData) => bundlesFor(k, cacheDir, siteData);
  if (cachedSsrEntry(cacheDir)) return after;
  let ahead: { key: string; bundles: Promise<Bundles> };
  try {
    const site = siteFactsAlone(
      { file: siteFile, text: readFileSync(join(root, siteFile), 'utf8') },
      readPublic(root).assets,
    );
    if (!site) return after;
    const siteData = { site };
    const k = key(siteData);
    // Given the maker of the brand's CSS, bundlesFor starts Vite before it returns: the check that follows holds this
    // thread until it is done.
    ahead = { key: k, bundles: bundlesFor(k, cacheDir, siteData, await loadBrandCss()) };
  } catch {
    return after;
  }
  // Its failure is said where the build waits for it: a check that fails first stops the build, and Vite with it.
  ahead.bundles.catch(() => {});
  // Facts the whole check gives otherwise (it should not) get their own, once these are done.
  return (k, siteData) =>
    k === ahead.key
      ? ahead.bundles
      : ahead.bundles
          .then(
            () => {},
            () => {},
          )
          .then(() => after(k, siteData));
}
