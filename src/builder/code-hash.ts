import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything the client and SSR bundles are made from: a change to any of these files means a new `vite build`. Of the
 * build's own code (src/builder, inside src), only the files named here: a change to the rest makes no new bundles.
 */
export const bundleInputs = [
  'src',
  'schema',
  'public',
  'index.html',
  'vite.config.ts',
  'src/builder/css-layers.ts',
  'src/builder/out-dir.ts',
  'src/builder/bundles.ts',
  'src/builder/compress-dist.ts',
  'package-lock.json',
  'tsconfig.json',
];
/** The code that turns a rendered page into its files: a change to it renders every page again, without a new `vite build`. */
export const prerenderInputs = [
  'scripts/commands/build.ts',
  ...[
    'build',
    'bundles',
    'check-pages',
    'code-hash',
    'last-build',
    'page-cache',
    'page-html',
    'first-picture',
    'remove-later',
    'render-pool',
    'render-worker',
    'sitemap',
    'last-changed',
    'structured-data',
    'page-assets',
    'compress-dist',
  ].map((name) => `src/builder/${name}.ts`),
];

/** The build's own code, which the folder src holds too. */
const buildCode = join('src', 'builder', '/');

/** A hash of every input file's path and bytes, in a stable order. */
export function codeHash(inputs: readonly string[], root = '.'): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .map((f) => join(input, f))
          .filter((file) => input !== 'src' || !file.startsWith(buildCode))
          .sort()
      : [input];
    for (const file of files) {
      if (!statSync(join(root, file)).isFile()) continue;
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export const hashOf = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');
