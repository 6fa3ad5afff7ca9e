import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Each test run keeps its temporary folders (sites, builds, caches, the browser's profiles) in one folder of its own,
// removed when the run ends: the system's temporary folder does not fill up with hundreds of them at every run.
// The test processes, and every process they start, find it as their temporary folder (TMPDIR, read by os.tmpdir()).

let folder: string | undefined;

export function setup(): void {
  folder = mkdtempSync(join(tmpdir(), 'site-tests-'));
  // Open to every user, as the system's is (sticky: each removes only their own): some tests run a build as nobody.
  chmodSync(folder, 0o1777);
  process.env.TMPDIR = folder;
}

export function teardown(): void {
  // A process a test left behind (a background removal) may still be writing or deleting in it.
  if (folder) rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
}
