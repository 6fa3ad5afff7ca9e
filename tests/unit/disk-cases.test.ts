// Nothing on disk breaks the validator: each case of tests/disk-cases.ts, made for real, ends in exit 1 within 30 s (it
// never hangs) with the file (control characters as symbols) and a position, in validate, the build and the dev server
// alike.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/core/catalogue.ts';
import { startPreviewServer } from '../../src/node/dev/preview-server.ts';
import { diskCases, siteWithCase, type DiskCase } from '../disk-cases.ts';
import { launch } from '../e2e/browser.ts';

// A hang, not a speed: ten times what a case takes on a quiet machine, so a busy one (two test runs side by side)
// passes.
const limitMs = 30_000;
const stackFrame = /^\s+at .*:\d+:\d+\)?$/m;

/** A command run as the user nobody: root reads what file permissions refuse anyone else. */
const nobody = (command: string[]) => ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...command];

/**
 * npm run validate on a root, as npm runs it, with the time limit as a hard stop: as root, compiled; as the user
 * nobody, who may not write the compiled code's cache, through tsx (scripts/commands/run-compiled.mjs).
 */
function validate(root: string, asNobody = false) {
  const node = [
    process.execPath,
    resolve('scripts/commands/run-compiled.mjs'),
    'validate',
    '--root',
    root,
    '--format',
    'json',
  ];
  const [command, ...args] = asNobody ? nobody(node) : node;
  const started = performance.now();
  const run = spawnSync(command!, args, { encoding: 'utf8', timeout: limitMs, cwd: resolve('.') });
  return { ...run, took: performance.now() - started };
}

/** Every case at once in one copy of the fixture site, but those that need another user or hide the others. */
const together = diskCases.filter((c) => !c.asNobody && !c.alone);
const allCases = (pages: string, outside: string) => together.forEach((c) => c.make(pages, outside));
/** The cases only a user who is not root meets, at once in one copy. */
const nobodysCases = diskCases.filter((c) => c.asNobody);
const allNobodysCases = (pages: string, outside: string) => nobodysCases.forEach((c) => c.make(pages, outside));

/**
 * How the report (npm run validate's, the build's, the dev server's panel) starts a case's problem: its title, then
 * where.
 */
function headline(c: DiskCase): string {
  const title = c.title ?? catalogue[c.code].title;
  if (typeof title !== 'string') throw new Error(`${c.name}: give the case the title it is reported with.`);
  return `✖ ${title}\n  ${c.at.replace(/:$/, '')}`;
}

/**
 * npm run build in a copy of the fixture site, as root or as nobody; its output and its cache go where that user may
 * write, unless `cache` says where.
 */
function build(root: string, asNobody = false, cache?: string) {
  for (const name of [
    'node_modules',
    'src',
    'schema',
    'scripts',
    'index.html',
    'vite.config.ts',
    'package.json',
    'tsconfig.json',
  ])
    symlinkSync(resolve(name), join(root, name));
  const writable = join(root, 'writable');
  mkdirSync(writable);
  chmodSync(writable, 0o777);
  const node = [process.execPath, resolve('scripts/commands/run-compiled.mjs'), 'build'];
  const [command, ...args] = asNobody ? nobody(node) : node;
  const env = { ...process.env, OUT_DIR: join(writable, 'out'), PRERENDER_CACHE: cache ?? join(writable, 'cache') };
  const run = spawnSync(command!, args, { cwd: root, encoding: 'utf8', env, timeout: 60_000 });
  return { ...run, output: run.stdout + run.stderr };
}

describe('npm run validate with what a disk can hold under pages/', () => {
  it.each(diskCases.map((c) => [c.name, c] as const))(
    '%s: exit 1 (0 for a warning) within 30 s, at the file',
    (_name, c) => {
      const run = validate(siteWithCase(c.make), c.asNobody);
      expect(run.error, 'the validator did not finish').toBeUndefined();
      expect(run.stderr).toBe('');
      expect(run.status).toBe(c.warning ? 0 : 1);
      expect(run.took).toBeLessThan(limitMs);
      const problems = (
        JSON.parse(run.stdout) as {
          problems: Array<{ code: string; title: string; file: string; line: number; col: number }>;
        }
      ).problems;
      expect(problems.map((p) => `${p.code} ${p.file}:${p.line}:${p.col}`)).toContainEqual(
        expect.stringMatching(new RegExp(`^${c.code} ${c.at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      );
      if (c.title) expect(problems.find((p) => p.code === c.code)?.title).toBe(c.title);
      if (c.insteadOf) expect(run.stdout).not.toContain(c.insteadOf);
    },
    limitMs + 10_000,
  );
});

describe('the build and the dev server with every case at once', () => {
  it.each([
    ['the build stops at once, naming each file, without a stack trace', allCases, together, false],
    [
      'the build run by nobody stops at once, naming each file and folder it may not read, without a stack trace',
      allNobodysCases,
      nobodysCases,
      true,
    ],
  ] as const)(
    '%s',
    (_name, make, cases, asNobody) => {
      const { error, status, output } = build(siteWithCase(make), asNobody);
      expect(error, 'the build did not finish').toBeUndefined();
      expect(output).toContain('Invalid pages: the build stops so that visitors never see a broken page.');
      for (const c of cases) expect(output, c.name).toContain(headline(c));
      expect(output).not.toMatch(stackFrame);
      expect(status).toBe(1);
    },
    90_000,
  );

  // A build once run with sudo leaves the cache root's: the next one, run by its user, must say so before anything
  // else.
  /** A folder made by root that only root may write (rwxr-xr-x), or (open) that anyone may. */
  const folder = (path: string, open = false) => {
    mkdirSync(path);
    chmodSync(path, open ? 0o777 : 0o755);
  };
  it.each([
    [
      'its cache folder',
      'cache',
      (root: string) => folder(join(root, 'cache')),
      (root: string) => `its cache folder ${root}/cache`,
    ],
    [
      'a folder in its cache',
      'cache',
      (root: string) => (folder(join(root, 'cache'), true), folder(join(root, 'cache', 'pages'))),
      (root: string) => `${root}/cache/pages, in its cache folder ${root}/cache`,
    ],
    [
      'the folder its cache is to be made in',
      'locked/prerender',
      (root: string) => folder(join(root, 'locked')),
      (root: string) => `${root}/locked, where its cache folder ${root}/locked/prerender is to be made`,
    ],
  ] as const)(
    'the build run by nobody that may not write to %s names that folder and what to do, without a stack trace',
    (_name, cache, make, says) => {
      const root = siteWithCase(() => {});
      make(root);
      const { error, status, output } = build(root, true, join(root, cache));
      expect(error, 'the build did not finish').toBeUndefined();
      expect(output).toContain(`The build cannot write to ${says(root)}: permission denied.`);
      expect(output).toContain('Set PRERENDER_CACHE to a folder you may write');
      expect(output).not.toMatch(stackFrame);
      expect(status).toBe(1);
    },
    60_000,
  );

  it('the dev server starts and answers within 30 s', async () => {
    const started = performance.now();
    const server = await startPreviewServer((pages) => {
      rmSync(pages, { recursive: true });
      cpSync('docs/example-site/pages', pages, { recursive: true });
      allCases(pages, join(pages, '..'));
    });
    try {
      const response = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(limitMs) });
      expect(response.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(limitMs);
    } finally {
      await server.close();
    }
  }, 60_000);

  // Root reads what the permissions refuse, so the server runs in a process of its own, as nobody; the panel is drawn
  // by the page's script from what the server sends, so Chromium reads it.
  it('the dev server run by nobody shows in its panel each file and folder it may not read, without a stack trace', async () => {
    const root = siteWithCase(allNobodysCases);
    const cache = join(root, 'vite-cache');
    mkdirSync(cache);
    chmodSync(cache, 0o777);
    const [command, ...args] = nobody([
      process.execPath,
      '--import',
      'tsx',
      resolve('tests/dev-server-of.ts'),
      root,
      cache,
    ]);
    const server = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const browser = await launch();
    try {
      const url = await new Promise<string>((listening, failed) => {
        server.stdout.once('data', (chunk: Buffer) => listening(String(chunk).trim()));
        server.once('exit', (code) => failed(new Error(`the dev server stopped (${code}): ${stderr}`)));
      });
      const page = await browser.newPage();
      await page.goto(`${url}/`);
      const panel = page.getByRole('alert', { name: 'Page problems' });
      // A first start pre-bundles the site's dependencies into the empty cache before the page's script runs.
      await panel.waitFor({ timeout: 45_000 });
      const shown = (await panel.textContent())!;
      for (const c of nobodysCases) expect(shown, c.name).toContain(headline(c));
      expect(shown).not.toContain('could not be checked');
      expect(shown).not.toMatch(stackFrame);
    } finally {
      await browser.close();
      if (server.exitCode === null) {
        const exited = once(server, 'exit');
        server.kill();
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    }
  }, 90_000);
});
