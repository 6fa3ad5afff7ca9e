import { existsSync, linkSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** A built site in a folder of its own, never changed once visitors are served from it. */
export interface Release {
  id: number;
  dir: string;
}

/**
 * How many releases are kept: the one served, and the ones before it, whose hashed files a page loaded just before a
 * switch may still ask for.
 */
const kept = 3;

/**
 * The built sites, one folder per publish (releases/<n>/), and `current`, a symbolic link to the one visitors get.
 * A publish builds into a new folder (made of hard links to the current one's files, which the build replaces file by
 * file and never writes into), then the link is replaced in one step (a rename): a visitor gets the old site or the new
 * one, never half of each, and a server stopped at any moment restarts on a whole one.
 */
export class Releases {
  private readonly linkPath: string;
  private listeners = new Set<(release: Release) => void>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.linkPath = join(dir, 'current');
  }

  /** The release visitors get, if there is one yet. */
  current(): Release | undefined {
    try {
      const target = readlinkSync(this.linkPath);
      const id = Number(target);
      return Number.isInteger(id) ? { id, dir: join(this.dir, target) } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The releases on disk, newest first (the current one, the ones kept before it, and any a stopped publish left). */
  all(): Release[] {
    return readdirSync(this.dir)
      .filter((name) => /^\d+$/.test(name))
      .map((name) => ({ id: Number(name), dir: join(this.dir, name) }))
      .sort((a, b) => b.id - a.id);
  }

  /**
   * A new folder for the next release: hard links to every file of the current one (for an update in place, which only
   * replaces files), or empty for a first build. A folder left by a publish that was stopped is removed first.
   */
  prepare(): Release {
    const current = this.current();
    for (const release of this.all())
      if (!current || release.id > current.id) rmSync(release.dir, { recursive: true, force: true });
    // What a stopped build left beside its release: its staging folder, a folder it had moved aside.
    for (const name of readdirSync(this.dir))
      if (/^\d+\./.test(name)) rmSync(join(this.dir, name), { recursive: true, force: true });
    const id = (current?.id ?? 0) + 1;
    const dir = join(this.dir, String(id));
    if (current) linkTree(current.dir, dir);
    else mkdirSync(dir);
    return { id, dir };
  }

  /**
   * Visitors get `release` from now on: the link replaced in one rename. The oldest releases beyond those kept are
   * removed.
   */
  switchTo(release: Release): void {
    const temp = join(this.dir, `current.${process.pid}.tmp`);
    rmSync(temp, { force: true });
    symlinkSync(String(release.id), temp);
    renameSync(temp, this.linkPath);
    for (const old of this.all().slice(kept)) rmSync(old.dir, { recursive: true, force: true });
    for (const listener of this.listeners) listener(release);
  }

  onSwitch(listener: (release: Release) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether a release is whole: the build's manifest is there and it is not marked unfinished. */
  static isWhole(release: Release): boolean {
    return existsSync(join(release.dir, '.build-manifest.json')) && !existsSync(join(release.dir, '.build-unfinished'));
  }
}

/** A copy of a folder made of hard links (no file's bytes copied): at 1,000 pages, a few thousand links. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}
