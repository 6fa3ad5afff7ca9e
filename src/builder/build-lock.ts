import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { BuildStop } from './build-stop.ts';

/** Whether a process of this machine is running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `lock` for this process, or says which process holds it. */
function take(lock: string): number | undefined {
  try {
    const fd = openSync(lock, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(readFileSync(lock, 'utf8').trim());
  // A build stopped with kill -9, or a machine restarted, leaves its lock: nobody holds it any more.
  if (!Number.isInteger(holder) || holder <= 0 || !running(holder)) {
    rmSync(lock, { force: true });
    return take(lock);
  }
  return holder;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * One build at a time for each of `folders` (its output folder, its cache): a build started while another writes one
 * of them waits for it, saying so once, then builds; after `patienceMs` it stops with a sentence. A lock left by a
 * build that was stopped (its process gone) is taken over. Each lock is the folder's name with .lock, beside it,
 * removed when this process exits.
 */
export async function holdBuildLocks(
  folders: readonly string[],
  say: (line: string) => void,
  patienceMs = 10 * 60_000,
): Promise<void> {
  const started = Date.now();
  // Always in the same order: two builds that share one folder never each hold the other's.
  for (const lock of [...new Set(folders)].sort().map((folder) => `${folder}.lock`)) {
    let said = false;
    mkdirSync(dirname(lock), { recursive: true });
    for (let holder = take(lock); holder !== undefined; holder = take(lock)) {
      if (!said)
        say(
          `Another build (process ${holder}) is writing ` +
            `${lock.slice(0, -'.lock'.length)}; this one waits for it to finish.`,
        );
      said = true;
      if (Date.now() - started > patienceMs)
        throw new BuildStop(
          `Another build (process ${holder}) has been writing ` +
            `${lock.slice(0, -'.lock'.length)} for ${Math.round(patienceMs / 60_000)} minutes, ` +
            `so this one stops. If no build is running, delete ${lock} and build again.`,
        );
      await wait(250);
    }
    process.on('exit', () => rmSync(lock, { force: true }));
  }
}
