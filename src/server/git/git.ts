import { spawn } from 'node:child_process';

/** A git command that ended with an error: its words, for the log and for a message. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} ended with ${code}: ${stderr.trim()}`);
  }
}

export interface GitOptions {
  env?: Record<string, string>;
  /** Given to git's standard input. */
  input?: string | Buffer;
  /** Exit codes that are answers, not errors (e.g. 1 from merge-tree: there are conflicts). */
  ok?: readonly number[];
}

/**
 * Runs the git CLI (git 2.38 or later: merge-tree --write-tree) in `cwd`: never a prompt for a password, never a pager,
 * messages in English for the log, and no optional locks (a read never holds the index while a save writes it).
 */
export function git(
  cwd: string,
  args: readonly string[],
  { env = {}, input, ok = [0] }: GitOptions = {},
): Promise<{ stdout: string; code: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      if (code !== null && ok.includes(code)) resolve({ stdout, code });
      else reject(new GitError(args, code, Buffer.concat(err).toString('utf8')));
    });
    if (input !== undefined) child.stdin!.end(input);
  });
}

/** Who made a change, as git writes it: the author and the committer both, so every view of the history names them. */
export const asAuthor = ({ name, email }: { name: string; email: string }) => ({
  GIT_AUTHOR_NAME: name,
  GIT_AUTHOR_EMAIL: email,
  GIT_COMMITTER_NAME: name,
  GIT_COMMITTER_EMAIL: email,
});
