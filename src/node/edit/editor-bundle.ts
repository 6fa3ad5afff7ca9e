import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { filesHash, inFileSet, type FileSet } from '../files-hash.ts';

/**
 * What the editor's bundle is made from: the site's code (not the server's, nor the build's but for the two files
 * vite.config.ts imports), its schemas, the template and the build's settings.
 */
const editorBundleFiles: FileSet = {
  inputs: [
    'src',
    'schema',
    'index.html',
    'vite.config.ts',
    'src/builder/css-layers.ts',
    'src/builder/out-dir.ts',
    'package-lock.json',
    'tsconfig.json',
  ],
  leaveOut: ['src/server', 'src/builder'],
};

/**
 * Whether a file of the project (its path from the project's root) is one the bundle is made from: a change to it calls
 * for a new bundle.
 */
export const isEditorBundleInput = (file: string) => inFileSet(editorBundleFiles, file);

/** A hash of the inputs' paths and bytes: the bundle is made again only when one of them changed. */
export const inputsHash = (projectRoot: string) => filesHash(editorBundleFiles, projectRoot).slice(0, 16);

/** Where the bundles are kept: node_modules/.cache/editor-bundle, or EDITOR_BUNDLE_CACHE (a folder of one's own). */
const cacheOf = (projectRoot: string) =>
  process.env.EDITOR_BUNDLE_CACHE ?? join(projectRoot, 'node_modules/.cache/editor-bundle');

/** The folder of the bundle made from the code whose inputs hash to `hash`, if it has been made. */
export function madeEditorBundle(projectRoot: string, hash: string): string | undefined {
  const dir = join(cacheOf(projectRoot), hash);
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/** The bundles this process is making, by hash: a second ask for one waits for the first. */
const making = new Map<string, Promise<string>>();

/**
 * The page editor's bundle, for the site's own server and for pages the dev server opens with ?edit: `vite build
 * --mode editor` (vite.config.ts), made once per state of the code into <cache>/<hash>/ (cacheOf) and
 * kept (a start with the same code takes it as is, whatever the site's folder), each built in a folder of its own and
 * moved into place whole. The folder it is in.
 */
export function editorBundle(
  projectRoot: string,
  log: (line: string) => void,
  hash = inputsHash(projectRoot),
): Promise<string> {
  const made = madeEditorBundle(projectRoot, hash);
  if (made) return Promise.resolve(made);
  const pending = making.get(hash) ?? makeBundle(projectRoot, log, hash).finally(() => making.delete(hash));
  making.set(hash, pending);
  return pending;
}

async function makeBundle(projectRoot: string, log: (line: string) => void, hash: string): Promise<string> {
  const cache = cacheOf(projectRoot);
  const dir = join(cache, hash);
  log('Making the page editor’s bundle for this version of the code (once; a few seconds)…');
  const staging = `${dir}.staging-${process.pid}`;
  mkdirSync(cache, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const vite = spawn(
      process.execPath,
      [join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'editor', '--logLevel', 'error'],
      {
        cwd: projectRoot,
        env: { ...process.env, EDITOR_OUT_DIR: staging, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    for (const stream of [vite.stdout, vite.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    vite.on('error', reject);
    vite.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `The page editor's bundle could not be made (vite build ` +
                `--mode editor ended with ${code}):\n${output.slice(-4000)}`,
            ),
          ),
    );
  });
  // Another start may have made it meanwhile (tests start several servers at once).
  if (existsSync(join(dir, 'index.html'))) rmSync(staging, { recursive: true, force: true });
  else {
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  for (const old of readdirSync(cache))
    if (join(cache, old) !== dir && !old.includes('.staging-'))
      rmSync(join(cache, old), { recursive: true, force: true });
  return dir;
}
