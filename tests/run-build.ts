import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Where a test's build reads and writes; `cwd` is the folder it runs in (the project, unless a test gives a copy). */
export interface BuildPlaces {
  out: string;
  pagesRoot?: string;
  cache?: string;
  cwd?: string;
}

/**
 * `npm run build` in a process of its own: compiled, as npm runs it (scripts/commands/run-compiled.mjs), or through tsx
 * (the TypeScript as written); its exit code and what it printed.
 */
export function runBuild(
  { out, pagesRoot, cache, cwd }: BuildPlaces,
  { compiled = true } = {},
): { status: number | null; output: string; stderr: string } {
  const args = compiled
    ? [resolve('scripts/commands/run-compiled.mjs'), 'build']
    : ['--import', 'tsx', resolve('scripts/commands/build.ts')];
  const env = {
    ...process.env,
    OUT_DIR: out,
    ...(pagesRoot && { PAGES_ROOT: pagesRoot }),
    ...(cache && { PRERENDER_CACHE: cache }),
  };
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env });
  return { status: run.status, output: run.stdout + run.stderr, stderr: run.stderr };
}
