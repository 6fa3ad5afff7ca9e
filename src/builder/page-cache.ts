import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pageDataUrl } from '../core/site-data.ts';
import { writeWhole } from '../node/write-whole.ts';
import { movedAside, moveAside, removeInBackground } from './remove-later.ts';

/**
 * A page's two files in the build: its HTML and its /_pages JSON (a host compresses them on the fly: compress-dist.ts).
 */
export interface PageFiles {
  html: string;
  json: string;
}

export function pageFiles(path: string, key: string): PageFiles {
  const html = path === '/404' ? '404.html' : join(path.slice(1), 'index.html');
  return { html, json: pageDataUrl(key).slice(1) };
}

/** The two files of a page, as [its name in the cache, its path in the build]. */
const filesOf = (files: PageFiles) =>
  [
    ['html', files.html],
    ['json', files.json],
  ] as const;
/** The names of an entry's two files in the cache. */
const entryNames = filesOf({ html: '', json: '' }).map(([name]) => name);

/** Every file of a page in the build. */
export const pageFileNames = (files: PageFiles) => filesOf(files).map(([, file]) => file);

/** A page kept in the cache: its key and the sizes of its two files in bytes, as they were written. */
export type CachedPage = [key: string, html: number, json: number];

const made = new Set<string>();
function madeDir(dir: string): void {
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
}

/**
 * Rendered pages kept between builds (node_modules/.cache/prerender/pages/ unless PRERENDER_CACHE says otherwise),
 * in a folder per version of the code and site facts, each under a hash of those, its route and its content: safe to
 * delete at any time. An entry is two files, flat in 256 folders (creating files and folders is what costs most on a
 * disk, so a page creates only its own two files and, in a site of towns, its folder), and the sizes they were written
 * with, in one list beside them: an entry whose files are not those sizes (cut short, or not all written by a build
 * that was stopped) is made again. The build gets copies, never the cache's own files: damage to one is not damage to
 * the other.
 */
export class PageCache {
  private readonly root: string;
  readonly dir: string;
  private readonly sizesFile: string;
  private known: Map<string, [number, number]> | undefined;
  /** Entries found damaged by `has`: each is made again. */
  readonly damaged: string[] = [];
  /** Set when the list of sizes was there but could not be read: every entry in the folder is made again. */
  unreadableList = false;

  /** `pagesKey`: the hash of the code and site facts every page's key starts from. */
  constructor(cacheDir: string, pagesKey: string) {
    this.root = join(cacheDir, 'pages');
    this.dir = join(this.root, pagesKey.slice(0, 16));
    this.sizesFile = join(this.dir, 'sizes.json');
  }

  private entry(key: string, name: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.${name}`);
  }

  /** The sizes of every entry a finished build kept, read once. */
  private sizes(): Map<string, [number, number]> {
    if (this.known) return this.known;
    this.known = new Map();
    if (!existsSync(this.sizesFile)) return this.known;
    try {
      const list = JSON.parse(readFileSync(this.sizesFile, 'utf8')) as CachedPage[];
      for (const [key, html, json] of list)
        if (typeof key === 'string' && Number.isInteger(html) && Number.isInteger(json))
          this.known.set(key, [html, json]);
    } catch {
      this.unreadableList = true;
    }
    return this.known;
  }

  /** Whether the cache holds the page whole: both its files, of the sizes they were written with. */
  has(key: string): boolean {
    const sizes = this.sizes().get(key);
    if (!sizes) return false;
    const whole = entryNames.every(
      (name, i) => statSync(this.entry(key, name), { throwIfNoEntry: false })?.size === sizes[i],
    );
    if (!whole) {
      this.damaged.push(key);
      this.known!.delete(key);
    }
    return whole;
  }

  /** Writes a page just rendered into the build being staged, and keeps a copy; its sizes, for `record`. */
  put(key: string, html: string, json: string, staging: string, files: PageFiles): CachedPage {
    const bodies = { html: Buffer.from(html), json: Buffer.from(json) };
    for (const [name, file] of filesOf(files)) {
      madeDir(dirname(join(staging, file)));
      writeFileSync(join(staging, file), bodies[name]);
      madeDir(dirname(this.entry(key, name)));
      writeFileSync(this.entry(key, name), bodies[name]);
    }
    return [key, bodies.html.length, bodies.json.length];
  }

  /** Notes the pages the render threads kept (their `put`s): saved by `forget` or `keepOnly`. */
  record(pages: readonly CachedPage[]): void {
    for (const [key, html, json] of pages) this.sizes().set(key, [html, json]);
  }

  /**
   * Copies a kept page's files into the build being staged (a clone where the disk can share blocks until one changes).
   */
  placeInto(staging: string, key: string, files: PageFiles): void {
    for (const [name, file] of filesOf(files)) {
      madeDir(dirname(join(staging, file)));
      copyFileSync(this.entry(key, name), join(staging, file), constants.COPYFILE_FICLONE);
    }
  }

  private save(): void {
    mkdirSync(this.dir, { recursive: true });
    writeWhole(this.sizesFile, JSON.stringify([...this.sizes()].map(([key, [html, json]]) => [key, html, json])));
  }

  /**
   * Removes the pages a build replaced (its update of the last one), by name: a large site's cache is never listed
   * whole.
   */
  forget(keys: Iterable<string>): void {
    for (const key of keys) {
      for (const name of entryNames) rmSync(this.entry(key, name), { force: true });
      this.sizes().delete(key);
    }
    this.save();
  }

  /**
   * Removes the pages no longer in the site: the cache holds the last build's pages only. Those of other code or site
   * facts (all of them, after such a change) go in the background, a folder at a time.
   */
  keepOnly(keys: ReadonlySet<string>): void {
    if (!existsSync(this.root)) return;
    // Moved aside first, so that no build reads a folder while it is being deleted.
    const aside = new Set(movedAside(this.root));
    for (const dir of readdirSync(this.root).map((name) => join(this.root, name)))
      if (dir !== this.dir && !aside.has(dir)) moveAside(dir);
    removeInBackground(movedAside(this.root));
    if (!existsSync(this.dir)) return;
    for (const prefix of readdirSync(this.dir).filter((name) => name.length === 2))
      for (const name of readdirSync(join(this.dir, prefix)))
        if (!keys.has(name.split('.')[0]!)) rmSync(join(this.dir, prefix, name), { recursive: true, force: true });
    for (const key of [...this.sizes().keys()]) if (!keys.has(key)) this.known!.delete(key);
    this.save();
  }
}
