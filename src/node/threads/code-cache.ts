// How a compiled command's or thread's code tells its start (start-with-code-cache.ts) that it has done its work: V8's
// code cache, made then, holds the functions the work compiled as well (the card drawing's, for the share cards'
// thread), not only the bundle's first lines, which alone saved nothing. Run through tsx, the code has no such start
// and this does nothing.
const keeper = Symbol.for('start-with-code-cache.keep');

type WithKeeper = Record<symbol, (() => void) | undefined>;

/** Called by the start: `keep` makes and writes the cache. */
export function onWorkDone(keep: () => void): void {
  (globalThis as WithKeeper)[keeper] = keep;
}

/** Called by the thread's code once its work is done, before it answers (its thread is ended once it has). */
export function workDone(): void {
  const keep = (globalThis as WithKeeper)[keeper];
  (globalThis as WithKeeper)[keeper] = undefined;
  keep?.();
}
