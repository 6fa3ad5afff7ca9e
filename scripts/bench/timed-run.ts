import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const gnuTime = '/usr/bin/time';

/**
 * A command in a fresh process: its wall time, its peak resident memory (its largest process's) and CPU time (its own
 * and its children's, every thread's) when GNU time is there to measure them, and its standard output. Fails loudly if
 * the command fails.
 */
export function measuredRun(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { ms: number; peakMB?: number; cpuMs?: number; stdout: string } {
  const withTime = existsSync(gnuTime);
  const started = performance.now();
  const result = spawnSync(
    withTime ? gnuTime : command,
    withTime ? ['-f', 'peak-kB %M cpu-s %U %S', command, ...args] : args,
    {
      env: { ...process.env, ...env, NO_COLOR: '1' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  const measured = /peak-kB (\d+) cpu-s ([\d.]+) ([\d.]+)/.exec(result.stderr);
  if (!measured) return { ms, stdout: result.stdout };
  const [, peakKB, user, system] = measured.map(Number) as [number, number, number, number];
  return { ms, peakMB: Math.round(peakKB / 1024), cpuMs: Math.round((user + system) * 1000), stdout: result.stdout };
}

/** Wall time of a command in a fresh process; fails loudly if the command fails. */
export const timed = (command: string, args: string[], env: NodeJS.ProcessEnv = {}): number =>
  measuredRun(command, args, env).ms;

/**
 * A command of scripts/commands as npm runs it (compiled, scripts/commands/run-compiled.mjs), measured as measuredRun
 * measures.
 */
export const compiledRun = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  measuredRun(process.execPath, ['scripts/commands/run-compiled.mjs', command, ...args], env);

/** `npm run validate` on a root, in a fresh process. */
export const validateRun = (root: string) => compiledRun('validate', ['--root', root]);

/** A build step run twice on one cache: cold (the cache empty), then from the cache; each result with its wall time. */
export async function coldThenCached<T>(
  step: () => Promise<T>,
): Promise<{ cold: T; cached: T; coldMs: number; cachedMs: number }> {
  let started = performance.now();
  const cold = await step();
  const coldMs = performance.now() - started;
  started = performance.now();
  const cached = await step();
  return { cold, cached, coldMs, cachedMs: performance.now() - started };
}
