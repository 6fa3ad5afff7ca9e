import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(html|js|css|json|xml|svg|txt|webmanifest)$/;

/** Writes .gz and .br beside every text file, so the server sends them compressed without work per request. */
export function compressDist(dir: string): number {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => compressible.test(f));
  for (const file of files) {
    const path = join(dir, file);
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return files.length;
}
