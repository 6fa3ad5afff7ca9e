import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

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

/** Compresses every text file under `dir` (not those already compressed); returns how many. */
export function compressDist(dir: string, compression: Compression): number {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => compressible.test(f));
  for (const file of files) writeCompressed(join(dir, file), readFileSync(join(dir, file)), compression);
  return files.length;
}
