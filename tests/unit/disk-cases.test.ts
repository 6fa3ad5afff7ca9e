// Nothing on disk breaks the validator: each case of tests/disk-cases.ts, made for real, ends in exit 1 within 10 s
// with the file (control characters as symbols) and a position, in validate, the build and the dev server alike.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startPreviewServer } from '../../src/node/preview-server.ts';
import { diskCases, siteWithCase, type DiskCase } from '../disk-cases.ts';

const limitMs = 10_000;
const stackFrame = /^\s+at .*:\d+:\d+\)?$/m;

/** npm run validate on a root, as root or as the user nobody, with the time limit as a hard stop. */
function validate(root: string, asNobody = false) {
  const node = [process.execPath, '--import', 'tsx', resolve('scripts/commands/validate.ts'), '--root', root, '--format', 'json'];
  const [command, ...args] = asNobody ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...node] : node;
  const started = performance.now();
  const run = spawnSync(command!, args, { encoding: 'utf8', timeout: limitMs, cwd: resolve('.') });
  return { ...run, took: performance.now() - started };
}

/** Every case at once in one copy of the fixture site, but those that need another user or hide the others. */
const together = diskCases.filter((c) => !c.asNobody && !c.alone);
const allCases = (pages: string, outside: string) => together.forEach((c) => c.make(pages, outside));
const reported = (output: string, c: DiskCase) => output.includes(c.at.replace(/:$/, ''));

describe('npm run validate with what a disk can hold under pages/', () => {
  it.each(diskCases.map((c) => [c.name, c] as const))('%s: exit 1 within 10 s, at the file', (_name, c) => {
    const run = validate(siteWithCase(c.make), c.asNobody);
    expect(run.error, 'the validator did not finish').toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.took).toBeLessThan(limitMs);
    const problems = (JSON.parse(run.stdout) as { problems: Array<{ code: string; title: string; file: string; line: number; col: number }> }).problems;
    expect(problems.map((p) => `${p.code} ${p.file}:${p.line}:${p.col}`)).toContainEqual(expect.stringMatching(new RegExp(`^${c.code} ${c.at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
    if (c.title) expect(problems.find((p) => p.code === c.code)?.title).toBe(c.title);
    if (c.insteadOf) expect(run.stdout).not.toContain(c.insteadOf);
  });
});

describe('the build and the dev server with every case at once', () => {
  it('the build stops at once, naming each file, without a stack trace', () => {
    const root = siteWithCase(allCases);
    for (const name of ['node_modules', 'src', 'schema', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) symlinkSync(resolve(name), join(root, name));
    const build = spawnSync(process.execPath, ['--import', 'tsx', resolve('scripts/commands/build.ts')], { cwd: root, encoding: 'utf8', env: { ...process.env, OUT_DIR: join(root, 'out') }, timeout: 60_000 });
    const output = build.stdout + build.stderr;
    expect(build.error, 'the build did not finish').toBeUndefined();
    expect(build.status).not.toBe(0);
    expect(output).toContain('Invalid pages: the build stops so that visitors never see a broken page.');
    for (const c of together) expect(reported(output, c), `${c.name}: ${c.at}`).toBe(true);
    expect(output).not.toMatch(stackFrame);
  }, 90_000);

  it('the dev server starts and answers within 10 s', async () => {
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
  }, 30_000);
});
