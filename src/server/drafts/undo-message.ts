import type { SiteRepository } from '../git/site-repository.ts';
import { pageName } from './commit-message.ts';

/** How many of a file's last commits an undo or a redo is matched against. */
const lookBack = 20;

/**
 * The message of an undo's (or a redo's) commit, which is a new commit like any save: "about: undo hero title" when
 * the file goes back to its text before one of its last commits, "about: redo hero title" when that commit was itself
 * an undo, else "about: back to an earlier version".
 */
export async function undoMessage(repo: SiteRepository, file: string, text: string): Promise<string> {
  const name = pageName(file);
  const what = (message: string) => message.replace(/^[^:]*:\s*/, '').replace(/^(undo|redo) /, '');
  for (const commit of await repo.history(file, lookBack)) {
    // Going back before an undo is a redo of what it undid.
    if ((await repo.textAt(`${commit.hash}^`, file)) === text)
      return `${name}: ${/^[^:]*:\s*undo /.test(commit.message) ? 'redo' : 'undo'} ${what(commit.message)}`;
  }
  return `${name}: back to an earlier version`;
}
