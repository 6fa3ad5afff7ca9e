import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pageDataUrl } from '../../src/core/site-data.ts';
import { pageQuality, writeCompressed } from '../compress-dist.ts';

/** A page's two files in the build: its HTML and its /_pages JSON, each with a .gz and a .br beside it. */
export interface PageFiles {
  html: string;
  json: string;
}

export function pageFiles(path: string, key: string): PageFiles {
  const html = path === '/404' ? '404.html' : join(path.slice(1), 'index.html');
  return { html, json: pageDataUrl(key).slice(1) };
}

const variants = ['', '.gz', '.br'];
const made = new Set<string>();

/** Hard-links a file into the build (a copy across devices): a page served from the cache costs no read or write. */
function place(from: string, to: string): void {
  const dir = dirname(to);
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
  }
}

/**
 * Rendered pages kept between builds (node_modules/.cache/prerender/pages/ unless PRERENDER_CACHE says otherwise),
 * each under a hash of the code, the site facts, its route and its content: safe to delete at any time.
 */
export class PageCache {
  readonly dir: string;
  constructor(cacheDir: string) {
    this.dir = join(cacheDir, 'pages');
  }

  private entry(key: string): string {
    return join(this.dir, key.slice(0, 2), key);
  }

  has(key: string): boolean {
    return existsSync(this.entry(key));
  }

  /** Keeps a page just rendered; written aside and renamed, so a build stopped half-way never leaves half an entry. */
  put(key: string, html: string, json: string): void {
    const entry = this.entry(key);
    const writing = `${entry}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    mkdirSync(writing, { recursive: true });
    writeCompressed(join(writing, 'html'), html, pageQuality);
    writeCompressed(join(writing, 'json'), json, pageQuality);
    rmSync(entry, { recursive: true, force: true });
    renameSync(writing, entry);
  }

  /** Puts a kept page's files into the build being staged. */
  placeInto(staging: string, key: string, files: PageFiles): void {
    const entry = this.entry(key);
    for (const v of variants) {
      place(join(entry, `html${v}`), join(staging, `${files.html}${v}`));
      place(join(entry, `json${v}`), join(staging, `${files.json}${v}`));
    }
  }

  /** Removes the pages no longer in the site: the cache holds the last build's pages only. */
  keepOnly(keys: ReadonlySet<string>): void {
    if (!existsSync(this.dir)) return;
    for (const prefix of readdirSync(this.dir))
      for (const name of readdirSync(join(this.dir, prefix))) if (!keys.has(name)) rmSync(join(this.dir, prefix, name), { recursive: true, force: true });
  }
}
