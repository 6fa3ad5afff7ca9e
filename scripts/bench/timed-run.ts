import { spawnSync } from 'node:child_process';

/** Wall time of a command in a fresh process; fails loudly if the command fails. */
export function timed(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now();
  const result = spawnSync(command, args, { env: { ...process.env, ...env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return ms;
}
