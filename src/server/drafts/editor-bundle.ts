import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the editor's bundle is made from: the site's code (not the server's), its schemas, the template and the build's settings. */
const inputs = ['src', 'schema', 'index.html', 'vite.config.ts', 'package-lock.json', 'src/builder/css-layers.ts'];
const notInput = /^src\/server\//;

/** A hash of the inputs' paths and bytes: the bundle is made again only when one of them changed. */
function inputsHash(projectRoot: string): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(projectRoot, input);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .map((f) => `${input}/${f}`)
          .sort()
      : [input];
    for (const file of files) {
      if (notInput.test(file) || statSync(join(projectRoot, file)).isDirectory()) continue;
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(projectRoot, file)))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The page editor's bundle for the site's own server: `vite build --mode editor` (vite.config.ts), made once per state
 * of the code into node_modules/.cache/editor-bundle/<hash>/ and kept (a start with the same code takes it as is,
 * whatever the site's folder), each built in a folder of its own and moved into place whole. The folder it is in.
 */
export async function editorBundle(projectRoot: string, log: (line: string) => void): Promise<string> {
  const cache = join(projectRoot, 'node_modules/.cache/editor-bundle');
  const dir = join(cache, inputsHash(projectRoot));
  if (existsSync(join(dir, 'index.html'))) return dir;
  log('Making the page editor’s bundle for this version of the code (once; about half a minute)…');
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
              `The page editor's bundle could not be made (vite build --mode editor ended with ${code}):\n${output.slice(-4000)}`,
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
