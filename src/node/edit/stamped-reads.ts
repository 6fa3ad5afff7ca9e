import { statSync } from 'node:fs';

/**
 * What changes with any write to a file: its size, its times (the change time cannot be set back by hand) and its
 * inode.
 */
const stampOf = (path: string) => {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats ? `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}` : 'none';
};

/**
 * Values made from files, each kept with the stamps its files had: asked again while they are unchanged, the value
 * comes back without a file being read. One value per name; a failure is not kept.
 */
export class StampedReads {
  private readonly kept = new Map<string, { stamp: string; value: unknown }>();

  /** The value made from `paths` (one stat each), made again only when one of them changed. */
  get<T>(paths: readonly string[], name: string, make: () => T): T {
    const stamp = paths.map(stampOf).join('|');
    const last = this.kept.get(name);
    if (last?.stamp === stamp) return last.value as T;
    const value = make();
    this.kept.set(name, { stamp, value });
    return value;
  }
}
