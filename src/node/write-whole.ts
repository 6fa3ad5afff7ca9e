import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes the whole of `data` or nothing: a temporary file in the same folder, then renamed over `path` (one step on the
 * same disk), so that a reader, a watcher or a build stopped half-way never sees it cut short. `mode` gives the file
 * its permissions (the system's default without it).
 */
export function writeWhole(path: string, data: string | Buffer, mode?: number): void {
  // A dot and a .tmp ending: neither the watcher nor the checks read the temporary file.
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, data, { mode, flag: 'wx' });
    renameSync(temp, path);
  } finally {
    rmSync(temp, { force: true });
  }
}
