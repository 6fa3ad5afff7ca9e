import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip as gzipAsync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(html|js|css|json|xml|svg|txt|webmanifest)$/;

/** Which compressed copies a file gets beside it, so a server sends them without work per request. */
export interface Compression {
  /** Brotli quality of the .br copy. */
  brotli: number;
  /** Whether it also gets a .gz copy (gzip level 9) for clients without brotli. */
  gzip: boolean;
}

/**
 * The shared assets (few files, fetched by every page, cached for good): brotli at quality 11 and gzip. The files of
 * each page: brotli at quality 6 alone, measured on a service page's HTML (79 kB) as q11 7.97 kB in 187 ms, q6
 * 9.03 kB in 1.2 ms (docs/performance.md); a client without brotli gets them gzipped on the fly, as from any host
 * (`scripts/builder/serve-dist.ts`), and the build creates four files a page instead of six.
 */
export const assetCompression: Compression = { brotli: 11, gzip: true };
export const pageCompression: Compression = { brotli: 6, gzip: false };

/** Writes `path` and its compressed copies. */
export function writeCompressed(path: string, body: string | Buffer, { brotli, gzip }: Compression): void {
  writeFileSync(path, body);
  if (gzip) writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotli } }));
}

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzipAsync);

/** Writes the compressed copies of `path`, whose content is `body`, compressing on zlib's own threads. */
async function writeCopies(path: string, body: string | Buffer, { brotli, gzip }: Compression): Promise<void> {
  await Promise.all([
    gzip && gzipOf(body, { level: 9 }).then((zipped) => writeFile(`${path}.gz`, zipped)),
    brotliOf(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotli } }).then((compressed) => writeFile(`${path}.br`, compressed)),
  ]);
}

/** Writes `path` and its compressed copies, as writeCompressed does, but on zlib's threads: several at once use every core. */
export async function writeCompressedOffThread(path: string, body: string | Buffer, compression: Compression): Promise<void> {
  await Promise.all([writeFile(path, body), writeCopies(path, body, compression)]);
}

/**
 * Compresses every text file under `dir` (not those already compressed), on zlib's threads, all at once and the largest
 * first: one after another on this thread, the client bundle's 54 files took 2.3 s at quality 11.
 */
export async function compressDist(dir: string, compression: Compression): Promise<number> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => compressible.test(f))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  await Promise.all(files.map((path) => writeCopies(path, readFileSync(path), compression)));
  return files.length;
}
