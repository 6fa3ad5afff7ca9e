// The site's own server as its tests use it: a real git repository in a temporary folder (a copy of a site, committed),
// optionally a bare repository as its remote, and `npm run serve`'s command in a process of its own, on a free port.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface TestSite {
  /** The site's repository (pages/, public/, .git). */
  root: string;
  /** The server's own folder (database, drafts, releases). */
  data: string;
  /** The bare repository that is the site's remote, when asked for. */
  remote?: string;
}

export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** Who made the site's first commit, as a developer would before handing it over. */
export const setupAuthor = { name: 'Site Setup', email: 'setup@example.com' };

/** The two sites the tests serve: the small fixture site, and a copy of this project's own. */
const sources = { example: 'docs/example-site', site: '.' } as const;

/**
 * A copy of a site (the small fixture site unless `from` says otherwise) in a new git repository, committed on main,
 * with the build cache tests/server/global-setup.ts made for it, so the server's first build is a quick one.
 */
export function makeSite({
  from = 'example',
  remote = false,
}: {
  from?: keyof typeof sources;
  remote?: boolean;
} = {}): TestSite {
  const folder = mkdtempSync(join(tmpdir(), 'server-site-'));
  const root = join(folder, 'site');
  for (const part of ['pages', 'public']) cpSync(resolve(sources[from], part), join(root, part), { recursive: true });
  const caches = JSON.parse(process.env.SERVER_TEST_CACHES ?? '{}') as Partial<Record<keyof typeof sources, string>>;
  if (caches[from]) cpSync(caches[from], join(folder, 'data', 'build-cache'), { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(
    root,
    '-c',
    `user.name=${setupAuthor.name}`,
    '-c',
    `user.email=${setupAuthor.email}`,
    'commit',
    '-q',
    '-m',
    'The site as it was handed over',
  );
  const site: TestSite = { root, data: join(folder, 'data') };
  if (remote) {
    site.remote = join(folder, 'remote.git');
    git(folder, 'init', '-q', '--bare', '-b', 'main', site.remote);
    git(root, 'remote', 'add', 'origin', site.remote);
    git(root, 'push', '-q', 'origin', 'main');
  }
  return site;
}

export interface RunningServer {
  url: string;
  /** The one-time link the first start printed for the owner's account. */
  setupLink: string | undefined;
  process: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves once it printed a line matching `pattern`. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  /** Stops it as an operator would (SIGTERM) and waits for it to end. */
  stop: () => Promise<void>;
}

/** Starts `npm run serve`'s command for `site`, on a free port, and resolves once it serves. */
export async function startServer(site: TestSite, env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('scripts/commands/serve.ts')], {
    env: {
      ...process.env,
      SITE_ROOT: site.root,
      SERVER_DATA: site.data,
      PORT: '0',
      ...(site.remote && { GIT_REMOTE: 'origin' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    printed += chunk.toString('utf8');
    for (const waiter of waiters) waiter();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  const waitFor = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<string>((done, fail) => {
      const check = () => {
        const match = pattern.exec(printed);
        if (match) {
          waiters.delete(check);
          clearTimeout(timer);
          done(match[1] ?? match[0]);
        } else if (child.exitCode !== null) {
          waiters.delete(check);
          clearTimeout(timer);
          fail(new Error(`The server ended (${child.exitCode}) before printing ${pattern}:\n${printed}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        fail(new Error(`The server did not print ${pattern} within ${timeoutMs} ms:\n${printed}`));
      }, timeoutMs);
      waiters.add(check);
      child.once('exit', check);
      check();
    });
  const url = await waitFor(/Serving the site at (\S+)/);
  return {
    url,
    setupLink: /(http\S+\/_admin\/welcome\?token=\S+)/.exec(printed)?.[1],
    process: child,
    output: () => printed,
    waitFor,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}
