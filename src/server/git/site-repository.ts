import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { asAuthor, git, GitError } from './git.ts';
import { mergeKeepingOurs, type Merged } from './merge.ts';
import { removeStaleLocks } from './stale-locks.ts';

export interface Author {
  name: string;
  email: string;
}

/** One commit of a file's history. */
export interface Commit {
  hash: string;
  author: Author;
  /** Epoch milliseconds. */
  at: number;
  message: string;
}

/** Marks a publish under way in the site's folder: a start that finds it puts pages/ and public/ back as committed. */
const publishingMark = 'publishing';

/**
 * The site's git repository as the server uses it. The site's folder (SITE_ROOT) is the published branch, checked out:
 * what visitors get is built from it, as `npm run build` builds it. The editors' saves go to the drafts branch, in a
 * folder of the server's own (a git worktree in SERVER_DATA/drafts), each as a commit with its editor as author. Every
 * change of the repository runs in turn (`inTurn`), so no two git commands race for a lock; commits are only ever
 * added.
 */
export class SiteRepository {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly committed = new Set<(author: Author) => void>();

  private constructor(
    /** The site's folder: the published branch's working tree. */
    readonly siteRoot: string,
    /** The drafts' working tree. */
    readonly draftsDir: string,
    readonly published: string,
    readonly drafts: string,
    private readonly dataDir: string,
    /** The remote's name, when the site has one. */
    readonly remote: string | undefined,
  ) {}

  /**
   * Opens the site's repository and makes it whole after any stop: stale locks removed, the drafts' folder made (or
   * made again) and put back to its last commit, a publish that was stopped undone in the site's folder.
   */
  static async open({ siteRoot, dataDir, draftsBranch, remote }: ServerConfig): Promise<SiteRepository> {
    const top = await git(siteRoot, ['rev-parse', '--show-toplevel']).catch(() => undefined);
    if (!top || resolve(top.stdout.trim()) !== resolve(siteRoot))
      throw new Error(
        `${siteRoot} is not the top folder of a git repository. The server keeps every ` +
          `change as a commit: run it in the site's clone (or set SITE_ROOT to it).`,
      );
    const branch = await git(siteRoot, ['symbolic-ref', '--short', '-q', 'HEAD']).catch(() => undefined);
    if (!branch)
      throw new Error(
        `${siteRoot} has no branch checked out (a detached HEAD): check ` +
          `out the branch visitors should get, e.g. git switch main.`,
      );
    const published = branch.stdout.trim();
    if (published === draftsBranch)
      throw new Error(
        `${siteRoot} has the drafts branch (${draftsBranch}) checked out: ` +
          `check out the branch visitors should get, e.g. git switch main.`,
      );
    mkdirSync(dataDir, { recursive: true });
    const gitDir = resolve(siteRoot, (await git(siteRoot, ['rev-parse', '--git-common-dir'])).stdout.trim());
    const draftsDir = join(dataDir, 'drafts');
    const stopped = existsSync(join(dataDir, publishingMark));
    removeStaleLocks(gitDir, [published, draftsBranch], stopped);
    if (stopped) await putBack(siteRoot);
    rmSync(join(dataDir, publishingMark), { force: true });
    await git(siteRoot, ['worktree', 'prune']);
    const hasDrafts = await git(siteRoot, ['rev-parse', '--verify', '-q', `refs/heads/${draftsBranch}`], {
      ok: [0, 1],
    });
    if (hasDrafts.code !== 0) await git(siteRoot, ['branch', draftsBranch, published]);
    if (!existsSync(join(draftsDir, '.git'))) {
      rmSync(draftsDir, { recursive: true, force: true });
      await git(siteRoot, ['worktree', 'add', '-q', '-f', draftsDir, draftsBranch]);
    }
    // The drafts' folder is the server's alone: anything not committed there is a save that was stopped half-way, whose
    // editor was never told it was saved (their text is still in their box).
    await git(draftsDir, ['reset', '-q', '--hard']);
    await git(draftsDir, ['clean', '-q', '-fd']);
    const repository = new SiteRepository(
      siteRoot,
      draftsDir,
      published,
      draftsBranch,
      dataDir,
      remote && (await remoteName(siteRoot, remote)),
    );
    await repository.bringDraftsUpToDate();
    return repository;
  }

  /** Runs repository changes one after another, in the order they were asked for. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * Commits `text` as the new content of `file` (pages/about.yaml, public/images/van.jpg) on the drafts branch, by
   * `author`: exactly these bytes, even if another save has written the file again since (each save commits its own).
   * The commit, or undefined when the file already had this content.
   */
  commitFile(file: string, content: string | Buffer, message: string, author: Author): Promise<string | undefined> {
    return this.inTurn(() => this.commitFileNow(file, content, message, author));
  }

  /** commitFile for work that already runs in turn (a save, from its write to its commit). */
  async commitFileNow(
    file: string,
    content: string | Buffer,
    message: string,
    author: Author,
  ): Promise<string | undefined> {
    const blob = (await git(this.draftsDir, ['hash-object', '-w', '--stdin'], { input: content })).stdout.trim();
    await git(this.draftsDir, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`]);
    const changed = await git(this.draftsDir, ['diff-index', '--cached', '--quiet', 'HEAD', '--', file], {
      ok: [0, 1],
    });
    if (changed.code === 0) return undefined;
    await git(this.draftsDir, ['commit', '-q', '--no-verify', '-m', message], { env: asAuthor(author) });
    const commit = await this.tip(this.drafts);
    for (const listener of this.committed) listener(author);
    return commit;
  }

  /** Calls `listener` after each commit of a save on the drafts branch. */
  onCommit(listener: (author: Author) => void): void {
    this.committed.add(listener);
  }

  async tip(branch: string): Promise<string> {
    return (await git(this.siteRoot, ['rev-parse', `refs/heads/${branch}`])).stdout.trim();
  }

  /** The commits of the drafts branch that changed `file`, newest first (its renames followed). */
  async history(file: string, max = 50): Promise<Commit[]> {
    const { stdout } = await git(this.siteRoot, [
      'log',
      '--follow',
      `-n${max}`,
      '--format=%H%x00%an%x00%ae%x00%at%x00%s%x00',
      this.drafts,
      '--',
      file,
    ]);
    const fields = stdout.split('\0').map((f) => f.replace(/^\n/, ''));
    const commits: Commit[] = [];
    for (let i = 0; i + 4 < fields.length; i += 5) {
      commits.push({
        hash: fields[i]!,
        author: { name: fields[i + 1]!, email: fields[i + 2]! },
        at: Number(fields[i + 3]) * 1000,
        message: fields[i + 4]!,
      });
    }
    return commits;
  }

  /** The commits of the drafts not published yet, newest first, with the files each changed. */
  async unpublishedCommits(max = 100): Promise<Array<Commit & { files: string[] }>> {
    const { stdout } = await git(this.siteRoot, [
      'log',
      `-n${max}`,
      '--no-merges',
      '--name-only',
      '--format=%x01%H%x00%an%x00%ae%x00%at%x00%s',
      `${this.published}..${this.drafts}`,
    ]);
    return stdout
      .split('\x01')
      .filter(Boolean)
      .map((entry) => {
        const [head = '', ...files] = entry.split('\n');
        const [hash = '', name = '', email = '', at = '0', message = ''] = head.split('\0');
        return { hash, author: { name, email }, at: Number(at) * 1000, message, files: files.filter(Boolean) };
      });
  }

  /** The files the drafts branch changed lately, newest first, each once. */
  async recentlyChanged(max = 200): Promise<string[]> {
    const { stdout } = await git(this.siteRoot, [
      'log',
      `-n${max}`,
      '--no-merges',
      '--name-only',
      '--format=',
      this.drafts,
      '--',
      'pages',
    ]);
    return [...new Set(stdout.split('\n').filter(Boolean))];
  }

  /** A file's text at a commit, or undefined where it did not exist. */
  async textAt(commit: string, file: string): Promise<string | undefined> {
    const shown = await git(this.siteRoot, ['cat-file', '-p', `${commit}:${file}`], { ok: [0, 128] }).catch(
      () => undefined,
    );
    return shown?.code === 0 ? shown.stdout : undefined;
  }

  /** The files whose drafts differ from what is published. */
  async unpublished(): Promise<string[]> {
    const { stdout } = await git(this.siteRoot, ['diff', '--name-only', '-z', this.published, this.drafts]);
    return stdout.split('\0').filter(Boolean);
  }

  /**
   * Makes the drafts the published branch, in the site's folder: a fast-forward when the published branch has nothing
   * of its own, else a merge commit by `owner` in which, where both changed the same text, the drafts' text is kept
   * (the other stays in the history, and `conflicts` names it). The site's folder is marked while it changes.
   */
  publishDrafts(owner: Author): Promise<Merged> {
    return this.inTurn(async () => {
      const merged = await mergeKeepingOurs(
        this.siteRoot,
        this.drafts,
        this.published,
        `Publish: the drafts of ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
        owner,
      );
      await this.moveSiteRootTo(merged.commit);
      return merged;
    });
  }

  /**
   * Fetches the remote's published branch and merges it into the published branch (the site's text kept where both
   * changed it).
   */
  pull(owner: Author): Promise<Merged | undefined> {
    const remote = this.remote;
    if (!remote) return Promise.resolve(undefined);
    return this.inTurn(async () => {
      await git(this.siteRoot, [
        'fetch',
        '-q',
        remote,
        `+refs/heads/${this.published}:refs/remotes/${remote}/${this.published}`,
      ]);
      const theirs = `refs/remotes/${remote}/${this.published}`;
      const merged = await mergeKeepingOurs(
        this.siteRoot,
        this.published,
        theirs,
        `Merge the copy on ${remote}`,
        owner,
      );
      await this.moveSiteRootTo(merged.commit);
      return merged;
    });
  }

  /** Sends the published branch and the drafts to the remote: a host or CI that deploys from it goes on as before. */
  push(): Promise<void> {
    const remote = this.remote;
    if (!remote) return Promise.resolve();
    return this.inTurn(async () => {
      await git(this.siteRoot, [
        'push',
        '-q',
        remote,
        `refs/heads/${this.published}:refs/heads/${this.published}`,
        `refs/heads/${this.drafts}:refs/heads/${this.drafts}`,
      ]);
    });
  }

  /** Brings what was published since (a publish, a pull) into the drafts, the drafts' own changes kept. */
  bringDraftsUpToDate(): Promise<Merged> {
    return this.inTurn(async () => {
      const merged = await mergeKeepingOurs(this.siteRoot, this.drafts, this.published, 'Bring in what was published', {
        name: 'Site server',
        email: 'server@localhost',
      });
      if (merged.commit !== (await this.tip(this.drafts)))
        await git(this.draftsDir, ['merge', '-q', '--ff-only', merged.commit]);
      return merged;
    });
  }

  /** The published branch moved forward to `commit` in the site's folder, which is marked meanwhile (see putBack). */
  private async moveSiteRootTo(commit: string): Promise<void> {
    if (commit === (await this.tip(this.published))) return;
    const mark = join(this.dataDir, publishingMark);
    writeFileSync(mark, commit);
    try {
      await git(this.siteRoot, ['merge', '-q', '--ff-only', commit]);
    } catch (error) {
      throw error instanceof GitError && /overwritten|local changes/.test(error.stderr)
        ? new Error(
            `Files in ${this.siteRoot} were changed by hand and not committed, so it ` +
              `cannot be published: commit them or put them back (git status shows them).`,
          )
        : error;
    } finally {
      rmSync(mark, { force: true });
    }
  }
}

/**
 * A publish stopped half-way: the site's pages/ and public/ put back as the published branch has them (never any other
 * folder).
 */
async function putBack(siteRoot: string): Promise<void> {
  await git(siteRoot, ['checkout', '-q', '-f', 'HEAD', '--', 'pages', 'public'], { ok: [0, 1] });
  await git(siteRoot, ['clean', '-q', '-fd', '--', 'pages', 'public']);
}

/** The remote to use: its name, or for an address git accepts, a remote named `site-remote` made for it. */
async function remoteName(siteRoot: string, remote: string): Promise<string> {
  const named = await git(siteRoot, ['remote', 'get-url', remote], { ok: [0, 2] });
  if (named.code === 0) return remote;
  const existing = await git(siteRoot, ['remote', 'get-url', 'site-remote'], { ok: [0, 2] });
  if (existing.code === 0) await git(siteRoot, ['remote', 'set-url', 'site-remote', remote]);
  else await git(siteRoot, ['remote', 'add', 'site-remote', remote]);
  return 'site-remote';
}
