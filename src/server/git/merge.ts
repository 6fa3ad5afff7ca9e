import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { asAuthor, git } from './git.ts';

/**
 * A file both sides changed in the same place: the text kept (ours) and the other side's, which stays in the history.
 */
export interface Conflict {
  file: string;
  ours: string | undefined;
  theirs: string | undefined;
  /** The commit that has their text. */
  theirsCommit: string;
}

export interface Merged {
  /** The commit that has both sides: ours itself, theirs (a fast-forward) or a new merge commit. */
  commit: string;
  conflicts: Conflict[];
}

const rev = async (cwd: string, name: string) =>
  (await git(cwd, ['rev-parse', '--verify', `${name}^{commit}`])).stdout.trim();
const isAncestor = async (cwd: string, a: string, b: string) =>
  (await git(cwd, ['merge-base', '--is-ancestor', a, b], { ok: [0, 1] })).code === 0;
const textAt = async (cwd: string, commit: string, file: string) => {
  const shown = await git(cwd, ['cat-file', '-p', `${commit}:${file}`], { ok: [0, 128] });
  return shown.code === 0 ? shown.stdout : undefined;
};

/**
 * Merges `theirs` into `ours` without touching any working tree (git merge-tree): the commit that has both. Where both
 * changed the same lines, ours is kept whole and theirs stays in the history (a parent of the merge commit), so neither
 * side's text is lost; `conflicts` names each such file with both texts. A side that has nothing new gives the other.
 */
export async function mergeKeepingOurs(
  cwd: string,
  ours: string,
  theirs: string,
  message: string,
  author: { name: string; email: string },
): Promise<Merged> {
  const [oursCommit, theirsCommit] = await Promise.all([rev(cwd, ours), rev(cwd, theirs)]);
  if (await isAncestor(cwd, theirsCommit, oursCommit)) return { commit: oursCommit, conflicts: [] };
  if (await isAncestor(cwd, oursCommit, theirsCommit)) return { commit: theirsCommit, conflicts: [] };
  const merge = await git(
    cwd,
    ['merge-tree', '--write-tree', '--name-only', '--no-messages', oursCommit, theirsCommit],
    { ok: [0, 1] },
  );
  const [tree, ...lines] = merge.stdout.split('\n');
  const files = merge.code === 1 ? [...new Set(lines.filter(Boolean))] : [];
  const resolved = files.length ? await keepOurs(cwd, tree!, oursCommit, files) : tree!;
  const commit = (
    await git(cwd, ['commit-tree', resolved, '-p', oursCommit, '-p', theirsCommit, '-m', message], {
      env: asAuthor(author),
    })
  ).stdout.trim();
  const conflicts = await Promise.all(
    files.map(async (file) => ({
      file,
      ours: await textAt(cwd, oursCommit, file),
      theirs: await textAt(cwd, theirsCommit, file),
      theirsCommit,
    })),
  );
  return { commit, conflicts };
}

/** The merged tree with each conflicted file as ours has it (or without it, where ours has none). */
async function keepOurs(cwd: string, tree: string, oursCommit: string, files: string[]): Promise<string> {
  const index = join(tmpdir(), `merge-index-${randomBytes(6).toString('hex')}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await git(cwd, ['read-tree', tree], { env });
    for (const file of files) {
      const listed = (await git(cwd, ['ls-tree', oursCommit, '--', file])).stdout.trim();
      const [mode, , oid] = listed.split(/\s+/);
      if (listed) await git(cwd, ['update-index', '--add', '--cacheinfo', `${mode},${oid},${file}`], { env });
      else await git(cwd, ['update-index', '--force-remove', '--', file], { env });
    }
    return (await git(cwd, ['write-tree'], { env })).stdout.trim();
  } finally {
    rmSync(index, { force: true });
  }
}
