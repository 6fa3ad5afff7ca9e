import { createHash } from 'node:crypto';
import { filesHash } from '../node/files-hash.ts';

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
/**
 * The code that turns a rendered page into its files: a change to it renders every page again, without a new `vite
 * build`.
 */
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

/**
 * A hash of the files `inputs` names: of the build's own code (src/builder, which the folder src holds too), only the
 * files named one by one.
 */
export const codeHash = (inputs: readonly string[], root = '.') =>
  filesHash({ inputs, leaveOut: ['src/builder'] }, root);

export const hashOf = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');
