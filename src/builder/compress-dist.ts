import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip as gzipAsync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(html|js|css|json|xml|svg|txt|webmanifest)$/;

/**
 * The compressed copies of the shared assets (few files, fetched by every page, cached for good): brotli at quality 11
 * and gzip at level 9, made once per bundle. A page's own files (its HTML and JSON, the sitemap, robots.txt, the
 * manifest) get none: a host compresses them on the fly, as it does any site's pages, and `npm run preview` does the
 * same (src/builder/serve-dist.ts). Their brotli copies would be a large part of a render thread's time a page, and
 * half of its new files, each a new inode on the disk.
 */
const brotliQuality = 11;
const gzipLevel = 9;

/** Writes `path` and its compressed copies. */
export function writeCompressed(path: string, body: string | Buffer): void {
  writeFileSync(path, body);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: gzipLevel }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
  );
}

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzipAsync);

/** Writes the compressed copies of `path`, whose content is `body`, compressing on zlib's own threads. */
async function writeCopies(path: string, body: string | Buffer): Promise<void> {
  await Promise.all([
    gzipOf(body, { level: gzipLevel }).then((zipped) => writeFile(`${path}.gz`, zipped)),
    brotliOf(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }).then((compressed) =>
      writeFile(`${path}.br`, compressed),
    ),
  ]);
}

/**
 * Writes `path` and its compressed copies, as writeCompressed does, but on zlib's threads: several at once use every
 * core.
 */
export async function writeCompressedOffThread(path: string, body: string | Buffer): Promise<void> {
  await Promise.all([writeFile(path, body), writeCopies(path, body)]);
}

/**
 * Compresses every text file under `dir` (not those already compressed), on zlib's threads, all at once and the largest
 * first: at quality 11, one after another on this thread, they would take seconds.
 */
export async function compressDist(dir: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => compressible.test(f))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  await Promise.all(files.map((path) => writeCopies(path, readFileSync(path))));
  return files.length;
}
