import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Author } from '../git/site-repository.ts';
import type { Conflict } from '../git/merge.ts';
import type { ServerConfig } from '../config.ts';
import type { DraftSite } from '../drafts/draft-site.ts';
import type { SiteRepository } from '../git/site-repository.ts';
import type { Release, Releases } from './releases.ts';

/** What publishing works with: the repository, the drafts, the releases, where the engine is. */
export interface PublishParts {
  repo: SiteRepository;
  drafts: DraftSite;
  releases: Releases;
  config: ServerConfig;
  log: (line: string) => void;
}

/** What a publish did, for the owner's page and the log. */
export interface Published {
  ok: boolean;
  /** The commit visitors get now. */
  commit?: string;
  release?: number;
  /** Files changed since the last publish. */
  files: string[];
  /** Where the remote's copy and this one changed the same text: this one's kept, the remote's in the history. */
  conflicts: Conflict[];
  /** What went wrong, in words (the build's own report, a remote that refused). */
  problem?: string;
  /** Sent to the remote, when the site has one: true, or why not. */
  pushed?: true | string;
  ms: number;
}

/** Where the running build's process id is kept (see stopOrphanBuild). */
export const buildPidFile = 'build.pid';

/**
 * What a release was built from, written into it: the server rebuilds at start when the published branch moved since.
 */
const releaseFile = '.release.json';

/**
 * Publishing: the drafts merged into the published branch (after the remote's copy, when there is one), the site built
 * from it into a new release as `npm run build` builds it (the build's own cache makes it a rebuild of what changed),
 * visitors switched over to it in one step, the drafts brought up to date, the remote sent both. One at a time: a
 * publish asked for while one runs waits for it, then runs with whatever was saved meanwhile.
 */
export class Publisher {
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly core: PublishParts,
    /** Warms the visitors' handler of a release before the switch, so the first visitor after it waits for nothing. */
    private readonly warm: (release: Release) => void,
  ) {}

  private waiting: Promise<Published> | undefined;

  publish(by: Author): Promise<Published> {
    const run = this.running.then(() => this.publishNow(by));
    this.running = run.catch(() => undefined);
    return run;
  }

  /**
   * A publish after the one running, if any: asked for again before it starts, it is the same one (every save
   * published).
   */
  publishSoon(by: Author): Promise<Published> {
    this.waiting ??= this.running.then(() => {
      this.waiting = undefined;
      return this.publishNow(by);
    });
    const run = this.waiting;
    this.running = run.catch(() => undefined);
    return run;
  }

  private async publishNow(by: Author): Promise<Published> {
    const started = performance.now();
    const { repo, drafts, log } = this.core;
    const files = await repo.unpublished();
    const pulled = await repo.pull(by).catch((error: unknown) => error as Error);
    if (pulled instanceof Error)
      return {
        ok: false,
        files,
        conflicts: [],
        problem: `The copy on ${repo.remote} could not be fetched, so nothing was published: ${pulled.message}`,
        ms: elapsed(started),
      };
    let merged;
    try {
      merged = await repo.publishDrafts(by);
    } catch (error) {
      return {
        ok: false,
        files,
        conflicts: pulled?.conflicts ?? [],
        problem: (error as Error).message,
        ms: elapsed(started),
      };
    }
    const built = await this.build(merged.commit, by);
    if (typeof built === 'string')
      return {
        ok: false,
        files,
        conflicts: [...(pulled?.conflicts ?? []), ...merged.conflicts],
        problem: built,
        ms: elapsed(started),
      };
    await repo
      .bringDraftsUpToDate()
      .catch((error: unknown) =>
        log(
          `The drafts could not take in what was published (the next ` +
            `save or publish tries again): ${(error as Error).message}`,
        ),
      );
    drafts.refresh();
    const pushed = repo.remote
      ? await repo.push().then(
          () => true as const,
          (error: unknown) => `The copy on ${repo.remote} refused it: ${(error as Error).message}`,
        )
      : undefined;
    const ms = elapsed(started);
    log(
      `Published ${merged.commit.slice(0, 10)} (release ${built.id}, ${files.length} changed files) ` +
        `in ${ms} ms${pushed === true ? `, sent to ${repo.remote}` : pushed ? `; ${pushed}` : ''}.`,
    );
    return {
      ok: true,
      commit: merged.commit,
      release: built.id,
      files,
      conflicts: [...(pulled?.conflicts ?? []), ...merged.conflicts],
      ...(pushed && { pushed }),
      ms,
    };
  }

  /**
   * Builds the published branch as it stands in the site's folder into a new release and switches visitors to it: the
   * release, or what the build said when it failed (the current release then stays).
   */
  async build(commit: string, by?: Author): Promise<Release | string> {
    const { releases, config } = this.core;
    const release = releases.prepare();
    const output = await runBuild(config.projectRoot, join(config.dataDir, buildPidFile), {
      OUT_DIR: release.dir,
      PAGES_ROOT: config.siteRoot,
      PRERENDER_CACHE: join(config.dataDir, 'build-cache'),
    });
    if (output !== undefined) {
      rmSync(release.dir, { recursive: true, force: true });
      return `The site could not be built, so visitors still get the last version:\n${output.slice(-4000)}`;
    }
    writeFileSync(join(release.dir, releaseFile), JSON.stringify({ commit, at: Date.now(), by: by?.name }));
    this.warm(release);
    releases.switchTo(release);
    return release;
  }

  /** At start: the remote's copy pulled (when there is one), then the published branch built if no release has it. */
  async startUp(build: boolean): Promise<void> {
    const { repo, drafts, log } = this.core;
    if (repo.remote) {
      const pulled = await repo
        .pull({ name: 'Site server', email: 'server@localhost' })
        .catch((error: unknown) => log(`The copy on ${repo.remote} could not be fetched: ${(error as Error).message}`));
      if (pulled?.conflicts.length)
        log(
          `The copy on ${repo.remote} changed the same text as this site in ` +
            `${pulled.conflicts.map((c) => c.file).join(', ')}: this site's text is kept, theirs is in the history.`,
        );
      await repo.bringDraftsUpToDate();
      drafts.refresh();
    }
    if (build) await this.buildIfBehind();
  }

  /**
   * Builds the published branch when visitors have no release yet, or one of another commit (a publish stopped before
   * its switch).
   */
  async buildIfBehind(): Promise<void> {
    const { repo, releases, log } = this.core;
    const commit = await repo.tip(repo.published);
    const current = releases.current();
    if (current && builtFrom(current) === commit) return;
    log(
      current
        ? `The published branch moved since the site was built: building ${commit.slice(0, 10)}…`
        : `Building the site for visitors (${commit.slice(0, 10)})…`,
    );
    const run = this.running.then(() => this.build(commit));
    this.running = run.catch(() => undefined);
    const built = await run;
    log(typeof built === 'string' ? built : `Visitors get release ${built.id}.`);
  }
}

/** The commit a release was built from. */
export function builtFrom(release: Release): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(release.dir, releaseFile), 'utf8')) as { commit?: string }).commit;
  } catch {
    return undefined;
  }
}

const elapsed = (since: number) => Math.round(performance.now() - since);

/**
 * A build left running by a server that was killed (kill -9 stops the server, not its children) is stopped before the
 * next one starts, or it would go on writing into a release folder being removed. Its process id is kept in `pidFile`.
 */
export function stopOrphanBuild(pidFile: string): void {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('run-compiled.mjs'))
      process.kill(pid, 'SIGKILL');
  } catch {
    // No such process (or no /proc): nothing to stop.
  }
  rmSync(pidFile, { force: true });
}

/**
 * `npm run build` (compiled, as npm runs it) in a process of its own: undefined when it built, else what it printed.
 */
function runBuild(projectRoot: string, pidFile: string, env: Record<string, string>): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'scripts/commands/run-compiled.mjs'), 'build'], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    writeFileSync(pidFile, String(child.pid));
    child.on('exit', () => rmSync(pidFile, { force: true }));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code) => resolve(code === 0 ? undefined : output || `The build ended with ${code}.`));
  });
}
