import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(html|js|css|json|xml|svg|txt|webmanifest)$/;

/**
 * Brotli quality: 11 for the shared assets (few files, fetched by every page, cached for good), 6 for the files of
 * each page. Measured on a service page's HTML (79 kB): q11 7.97 kB in 187 ms, q6 9.03 kB in 1.2 ms (docs/performance.md).
 */
export const assetQuality = 11;
export const pageQuality = 6;

/** Writes `path` with a .gz and a .br beside it, so the server sends them compressed without work per request. */
export function writeCompressed(path: string, body: string | Buffer, quality: number): void {
  writeFileSync(path, body);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
}

/** Compresses every text file under `dir` (not those already compressed); returns how many. */
export function compressDist(dir: string, quality: number): number {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => compressible.test(f));
  for (const file of files) writeCompressed(join(dir, file), readFileSync(join(dir, file)), quality);
  return files.length;
}
