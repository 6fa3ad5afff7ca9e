// What a build leaves in outDir for the next one, and how the next one updates it in place: when the code and the
// site facts are unchanged, a build writes only the pages that changed and removes those gone, instead of making
// a whole new outDir (at 10,000 pages, linking 40,000 files into a new folder and deleting the old one took longer
// than everything else a rebuild does).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pageFileNames, type PageFiles } from './page-cache.ts';

/**
 * Each route of a build: the key of its page files, the cache key of what they hold, and a hash of what those were
 * made from (the check's name for its page, its pictures and card, what its structured data reads of other pages),
 * when the check named its page: a page made from the same needs no JSON or structured data made again to be known.
 */
export type BuiltPages = Map<string, { key: string; cacheKey: string; inputs?: string }>;

interface Manifest {
  /** The hash of the code and site facts the pages were rendered with. */
  pagesKey: string;
  pages: Array<[path: string, key: string, cacheKey: string, inputs?: string]>;
}

const manifestName = '.build-manifest.json';
/** Present in outDir while a build updates it: a build stopped then left it part old, part new. */
const unfinishedName = '.build-unfinished';

/**
 * The pages of the build in `outDir`, if it is whole, was made with the same code and site facts, and still has every
 * shared file (`sharedFiles`, relative to outDir): a folder someone tidied by hand is built whole again.
 */
export function lastBuild(outDir: string, pagesKey: string, sharedFiles: readonly string[]): BuiltPages | undefined {
  if (existsSync(join(outDir, unfinishedName)) || !sharedFiles.every((file) => existsSync(join(outDir, file))))
    return undefined;
  try {
    const manifest = JSON.parse(readFileSync(join(outDir, manifestName), 'utf8')) as Manifest;
    if (manifest.pagesKey !== pagesKey) return undefined;
    return new Map(manifest.pages.map(([path, key, cacheKey, inputs]) => [path, { key, cacheKey, inputs }]));
  } catch {
    return undefined;
  }
}

/** Writes the manifest of a build into the folder that holds it. */
export function writeManifest(dir: string, pagesKey: string, pages: BuiltPages): void {
  const manifest: Manifest = {
    pagesKey,
    pages: [...pages].map(([path, { key, cacheKey, inputs }]) => [path, key, cacheKey, inputs]),
  };
  writeFileSync(join(dir, manifestName), JSON.stringify(manifest));
}

/** Removes a folder and then each parent it leaves empty, up to `root`. */
function removeEmptyFolders(root: string, dir: string): void {
  while (dir.startsWith(`${root}/`) && existsSync(dir) && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}

/**
 * Moves every file staged into `outDir` (replacing the old ones), deletes the files of the pages gone, and writes the
 * new manifest. Marked unfinished meanwhile: a build stopped half-way through makes the next one build whole.
 */
export function updateInPlace(
  staging: string,
  outDir: string,
  gone: PageFiles[],
  pagesKey: string,
  pages: BuiltPages,
): void {
  writeFileSync(join(outDir, unfinishedName), '');
  rmSync(join(outDir, manifestName), { force: true });
  for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(outDir, from.slice(staging.length + 1));
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
  }
  for (const files of gone) {
    for (const name of pageFileNames(files)) rmSync(join(outDir, name), { force: true });
    for (const name of [files.html, files.json]) removeEmptyFolders(outDir, dirname(join(outDir, name)));
  }
  writeManifest(outDir, pagesKey, pages);
  rmSync(join(outDir, unfinishedName));
  rmSync(staging, { recursive: true, force: true });
}

/** The routes of the build in `outDir` (not its not-found page), or undefined when there is no build there. */
export function builtRoutesIn(outDir: string): string[] | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(outDir, manifestName), 'utf8')) as Manifest;
    return manifest.pages.map(([path]) => path).filter((path) => path !== '/404');
  } catch {
    return undefined;
  }
}
