import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import { componentFile } from '../blocks/names.ts';
import { hashOf } from './code-hash.ts';
import { writeCompressedOffThread } from './compress-dist.ts';
import { placeMadeFiles } from './place-made-files.ts';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;

/** The manifest keys of these chunks and of every chunk they import statically. */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  for (const key of keys) walk(key);
  return seen;
}

/** The entry that starts the site's script once the page has painted (src/browser/start-after-paint.ts). */
const startAfterPaint = 'src/browser/start-after-paint.ts';

/**
 * The one stylesheet a page links: the stylesheets of every block on it (so deferred blocks look right in the
 * prerendered HTML before their code arrives), then the entry's, in one file. Seven small stylesheets cost a phone
 * on a slow line one round trip after another before the first paint; one costs a single trip. Pages with the same
 * blocks share the file (named by its parts, each named by its content), cached for good like every asset. `parts` are
 * the blocks' own files, which a page reached by a link still loads one by one as its blocks' code arrives.
 */
export interface PageStylesheet {
  file: string;
  parts: string[];
  /** The files it is made of, in their order: `parts`, then the entry's. */
  sources: string[];
}

export function pageStylesheet(manifest: Manifest, types: readonly string[]): PageStylesheet {
  const parts = [...new Set(chunksBeyondEntry(manifest, types).flatMap((c) => c.css ?? []))];
  const sources = [...parts, ...entryOf(manifest).css!];
  const file = parts.length ? `assets/page-${hashOf(...sources).slice(0, 10)}.css` : sources[0]!;
  return { file, parts, sources };
}

/**
 * Puts the one stylesheet of each of these pages (by their block types) that `skip` does not say is there already into
 * the build `to`, with its compressed copies; resolves to how many it placed. Each is made once from the client build
 * in `from` and kept in `keep`, beside the bundles it is made of (named by its parts, it is the same file for as long
 * as they are), as compressing them is a large part of a cold build whose bundles are cached. Those to make are
 * compressed at once on zlib's threads, while the pages render.
 */
export async function writePageStylesheets(
  manifest: Manifest,
  pages: Iterable<readonly string[]>,
  from: string,
  to: string,
  keep: string,
  skip: (file: string) => boolean,
): Promise<number> {
  // Pages whose kinds of block come first in the same order have the same stylesheet (a kind met again adds nothing):
  // each such list is looked up once, not once per page of a large site.
  const lists = new Map<string, readonly string[]>();
  for (const types of pages) lists.set([...new Set(types)].join(' '), types);
  const sheets = new Map(
    [...lists.values()]
      .map((types) => pageStylesheet(manifest, types))
      .filter((s) => s.parts.length)
      .map((s) => [s.file, s]),
  );
  const placing = [...sheets.values()]
    .filter(({ file }) => !skip(file))
    .map(async ({ file, sources }) => {
      const kept = join(keep, basename(file));
      if (!existsSync(kept)) {
        mkdirSync(keep, { recursive: true });
        // Written aside and renamed, the stylesheet itself last: a kept stylesheet always has its compressed copies.
        const aside = `${kept}.${process.pid}`;
        await writeCompressedOffThread(aside, sources.map((f) => readFileSync(join(from, f), 'utf8')).join('\n'));
        for (const copy of ['.gz', '.br', '']) renameSync(`${aside}${copy}`, `${kept}${copy}`);
      }
      placeMadeFiles([file, `${file}.gz`, `${file}.br`], keep, to, () => false);
    });
  await Promise.all(placing);
  return placing.length;
}

/**
 * The tags that take the place of the entry's script and stylesheet in a page's head: the page's one stylesheet, the
 * files it is made of named as stylesheets that are off (a browser does not fetch those; the entry's loader, which adds
 * a block's stylesheet when its code loads unless the page names it, then knows they are here), and the script that
 * starts the entry after the first paint with the chunks of the blocks drawn at once.
 */
export function pageAssets(manifest: Manifest, eagerTypes: readonly string[], allTypes: readonly string[]): string {
  const { file, parts, sources } = pageStylesheet(manifest, allTypes);
  const starter = manifest[startAfterPaint];
  if (!starter)
    throw new Error(
      `The manifest has no chunk for ${startAfterPaint}: is it an input of the client build in vite.config.ts?`,
    );
  const preload = chunksBeyondEntry(manifest, eagerTypes)
    .map((c) => `/${c.file}`)
    .join(' ');
  return [
    `<link rel="stylesheet" crossorigin href="/${file}">`,
    ...(parts.length ? sources : []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}" disabled>`),
    `<script type="module" crossorigin src="/${starter.file}" ` +
      `data-entry="/${entryOf(manifest).file}" data-preload="${preload}"></script>`,
  ].join('\n    ');
}

/** The tags Vite put in the template for the entry, which pageAssets' tags replace. */
export function entryTags(manifest: Manifest): string[] {
  const entry = entryOf(manifest);
  return [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...(entry.css ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
}

function entryOf(manifest: Manifest): Chunk {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('dist/.vite/manifest.json has no index.html entry: run vite build first.');
  return entry;
}

/** The chunks of these block types and what they import, beyond what the entry loads anyway. */
function chunksBeyondEntry(manifest: Manifest, types: readonly string[]): Chunk[] {
  const loadedByEntry = staticClosure(manifest, ['index.html']);
  const keys = [...new Set(types)].map((type) => {
    const key = componentFile(type);
    if (!manifest[key])
      throw new Error(
        `The manifest has no chunk for ${key}: is the "${type}" block in src/browser/render/registry.ts?`,
      );
    return key;
  });
  return [...staticClosure(manifest, keys)].filter((k) => !loadedByEntry.has(k)).map((k) => manifest[k]!);
}
