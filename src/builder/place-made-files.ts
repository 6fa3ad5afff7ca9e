import { constants, copyFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Puts files the build made and keeps in a cache (pictures, share cards) into the build: each `files` entry is its path
 * under the build ("_img/van-1a2b-800.avif"), the cache holding it by its name. Copied (a clone where the disk can
 * share blocks until one changes), never linked: damage to a file of the cache is not damage to the site. One `skip`
 * says is already there (named by its content, it is the same file) is left.
 */
export function placeMadeFiles(
  files: readonly string[],
  cacheDir: string,
  into: string,
  skip: (file: string) => boolean,
): void {
  for (const file of files) {
    if (skip(file)) continue;
    const to = join(into, file);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(cacheDir, basename(file)), to, constants.COPYFILE_FICLONE);
  }
}
