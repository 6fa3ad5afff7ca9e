import { spawn } from 'node:child_process';
import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/** What a folder moved aside has after its name, before the number of the build that moved it. */
const asideMark = '.old-';

/** Renames `dir` out of the way of the next build (`<dir>.old-<pid>`), for removeInBackground to delete. */
export function moveAside(dir: string): void {
  renameSync(dir, `${dir}${asideMark}${process.pid}`);
}

/** The folders in `parent` moved aside, by this build or by one that was stopped; only those of `name` if given. */
export const movedAside = (parent: string, name = '') =>
  readdirSync(parent)
    .filter((entry) => (name ? entry.startsWith(`${name}${asideMark}`) : entry.includes(asideMark)))
    .map((entry) => join(parent, entry));

/**
 * Deletes folders from a detached process, which outlives the build: unlinking the 40,000 files of a 10,000-page build
 * or of its page cache takes seconds that nobody needs to wait for. Each folder must already be out of the way
 * (moved aside, or never read again).
 */
export function removeInBackground(dirs: string[]): void {
  if (!dirs.length) return;
  const script =
    `for (const dir of ${JSON.stringify(dirs)}) ` + `require('node:fs').rmSync(dir, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}
