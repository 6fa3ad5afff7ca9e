import { accessSync, constants, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/** Why a write failed, in plain words. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'it is on a read-only disk';
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'a file is in the way of the folder';
  return (error as Error).message ?? String(error);
}

/**
 * The folder of the cache that the build may not write, with why, or undefined when it may write it all. The cache
 * folder is made when it is missing; it and each folder in it (pages/, pictures/, cards/, bundles-…) must let this user
 * add and remove files: a build once run by another user (root, with sudo) leaves folders only that user may change.
 */
export function unwritableCache(cacheDir: string): { folder: string; reason: string } | undefined {
  try {
    mkdirSync(cacheDir, { recursive: true });
  } catch (error) {
    // The error names the folder that was to be made; the one it could not be made in is the nearest that exists.
    let folder = cacheDir;
    while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
    return { folder, reason: reasonOf(error) };
  }
  let folders: string[];
  try {
    folders = [
      cacheDir,
      ...readdirSync(cacheDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => join(cacheDir, e.name)),
    ];
  } catch (error) {
    return { folder: cacheDir, reason: reasonOf(error) };
  }
  for (const folder of folders) {
    try {
      accessSync(folder, constants.R_OK | constants.W_OK | constants.X_OK);
    } catch (error) {
      return { folder, reason: reasonOf(error) };
    }
  }
  return undefined;
}

/** What the build says when it may not write its cache: which folder, and the two ways out. */
export function unwritableCacheMessage(
  cacheDir: string,
  { folder, reason }: { folder: string; reason: string },
): string {
  const inCache = folder === cacheDir || folder.startsWith(cacheDir + sep);
  const what =
    folder === cacheDir
      ? `its cache folder ${cacheDir}`
      : inCache
        ? `${folder}, in its cache folder ${cacheDir}`
        : `${folder}, where its cache folder ${cacheDir} is to be made`;
  const fix = inCache
    ? `give the cache to the user who builds (ls -ld ${folder} shows ` +
      `its owner and permissions; sudo chown -R "$USER" ${cacheDir})`
    : `make the cache folder for that user (sudo mkdir -p ${cacheDir} && sudo chown "$USER" ${cacheDir})`;
  return (
    `The build cannot write to ${what}: ${reason}.\nIt keeps there what it made, for the next build. Set ` +
    `PRERENDER_CACHE to a folder you may write (e.g. PRERENDER_CACHE=/tmp/prerender npm run build), or ${fix}.\n`
  );
}
