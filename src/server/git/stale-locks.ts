import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Removes the lock files git leaves when it is killed mid-write (kill -9, a power cut), which would stop every later
 * commit ("index.lock: File exists"). Called at start, when no git command of this server runs: the locks of the
 * drafts' worktree and of the server's two branches are the server's own; the site folder's index lock only when a
 * publish was stopped in it (`publishStopped`), since a person may be running git there.
 */
export function removeStaleLocks(gitDir: string, branches: string[], publishStopped: boolean): void {
  const locks = [...branches.map((b) => join(gitDir, 'refs/heads', `${b}.lock`)), join(gitDir, 'packed-refs.lock')];
  try {
    for (const worktree of readdirSync(join(gitDir, 'worktrees')))
      locks.push(join(gitDir, 'worktrees', worktree, 'index.lock'), join(gitDir, 'worktrees', worktree, 'HEAD.lock'));
  } catch {
    // No worktree yet.
  }
  if (publishStopped) locks.push(join(gitDir, 'index.lock'), join(gitDir, 'HEAD.lock'));
  for (const lock of locks) rmSync(lock, { force: true });
}
