import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pageDataUrl } from '../../src/core/site-data.ts';
import { movedAside, moveAside, removeInBackground } from './remove-later.ts';

/** A page's two files in the build: its HTML and its /_pages JSON (a host compresses them on the fly: compress-dist.ts). */
export interface PageFiles {
  html: string;
  json: string;
}

export function pageFiles(path: string, key: string): PageFiles {
  const html = path === '/404' ? '404.html' : join(path.slice(1), 'index.html');
  return { html, json: pageDataUrl(key).slice(1) };
}

/** The two files of a page, as [its name in the cache, its path in the build]; the last is linked last, so it marks a whole entry. */
const filesOf = (files: PageFiles) => [['html', files.html], ['json', files.json]] as const;
const wholeMark = 'json';
/** The names of an entry's two files in the cache. */
const entryNames = filesOf({ html: '', json: '' }).map(([name]) => name);

/** Every file of a page in the build. */
export const pageFileNames = (files: PageFiles) => filesOf(files).map(([, file]) => file);

const made = new Set<string>();
function madeDir(dir: string): void {
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
}

/** Hard-links a file (a copy across devices): a page served from the cache costs no read or write. */
function link(from: string, to: string): void {
  madeDir(dirname(to));
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      // Left by a build stopped half-way through linking this entry.
      rmSync(to, { force: true });
      return link(from, to);
    }
    if (code !== 'EXDEV') throw error;
    copyFileSync(from, to);
  }
}

/**
 * Rendered pages kept between builds (node_modules/.cache/prerender/pages/ unless PRERENDER_CACHE says otherwise),
 * in a folder per version of the code and site facts, each under a hash of those, its route and its content: safe to
 * delete at any time. An entry is two hard links to a build's files (no file is written twice), flat in 256
 * folders: creating files and folders is what costs most on a disk, so a page creates only its own two files and,
 * in a site of towns, its folder.
 */
export class PageCache {
  private readonly root: string;
  readonly dir: string;
  /** `pagesKey`: the hash of the code and site facts every page's key starts from. */
  constructor(cacheDir: string, pagesKey: string) {
    this.root = join(cacheDir, 'pages');
    this.dir = join(this.root, pagesKey.slice(0, 16));
  }

  private entry(key: string, name: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.${name}`);
  }

  has(key: string): boolean {
    return existsSync(this.entry(key, wholeMark));
  }

  /** Writes a page just rendered into the build being staged, and keeps it. */
  put(key: string, html: string, json: string, staging: string, files: PageFiles): void {
    madeDir(dirname(join(staging, files.html)));
    madeDir(dirname(join(staging, files.json)));
    writeFileSync(join(staging, files.html), html);
    writeFileSync(join(staging, files.json), json);
    for (const [name, file] of filesOf(files)) link(join(staging, file), this.entry(key, name));
  }

  /** Puts a kept page's files into the build being staged. */
  placeInto(staging: string, key: string, files: PageFiles): void {
    for (const [name, file] of filesOf(files)) link(this.entry(key, name), join(staging, file));
  }

  /** Removes the pages a build replaced (its update of the last one): listing the whole cache took 0.1 s at 10,000 pages. */
  forget(keys: Iterable<string>): void {
    for (const key of keys) for (const name of entryNames) rmSync(this.entry(key, name), { force: true });
  }

  /**
   * Removes the pages no longer in the site: the cache holds the last build's pages only. Those of other code or site
   * facts (all of them, after such a change) go in the background, a folder at a time.
   */
  keepOnly(keys: ReadonlySet<string>): void {
    if (!existsSync(this.root)) return;
    // Moved aside first, so that no build reads a folder while it is being deleted.
    const aside = new Set(movedAside(this.root));
    for (const dir of readdirSync(this.root).map((name) => join(this.root, name))) if (dir !== this.dir && !aside.has(dir)) moveAside(dir);
    removeInBackground(movedAside(this.root));
    if (!existsSync(this.dir)) return;
    for (const prefix of readdirSync(this.dir))
      for (const name of readdirSync(join(this.dir, prefix))) if (!keys.has(name.split('.')[0]!)) rmSync(join(this.dir, prefix, name), { recursive: true, force: true });
  }
}
