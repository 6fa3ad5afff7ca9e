import { spawn } from 'node:child_process';

/**
 * Deletes folders from a detached process, which outlives the build: unlinking the 40,000 files of a 10,000-page build
 * or of its page cache takes seconds that nobody needs to wait for. Each folder must already be out of the way
 * (renamed, or never read again).
 */
export function removeInBackground(dirs: string[]): void {
  if (!dirs.length) return;
  const script = `for (const dir of ${JSON.stringify(dirs)}) require('node:fs').rmSync(dir, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}
