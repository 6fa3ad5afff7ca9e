// Runs a command of scripts/commands as JavaScript that esbuild compiled, instead of through tsx: tsx's loader costs
// about a second at every start, in the command and again in each of its threads. The command and its threads (the
// site check's, src/node/threads/check-worker.ts, the prerender's, src/builder/render-thread.ts, and the share cards',
// src/builder/card-thread.ts) are compiled into node_modules/.cache/compiled/, once for each state of their
// sources: a source changed, added or removed since (its size or time) makes a new compilation, under a second. The
// command and the check's and cards' threads are CommonJS, run from V8's code cache
// (src/node/threads/start-with-code-cache.ts). Where that cache cannot be written (a user who does not own the
// project), the command runs through tsx as before.
// Usage: node scripts/commands/run-compiled.mjs <command> [arguments...]   (e.g. validate --format json)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [command, ...args] = process.argv.slice(2);
if (!command || !existsSync(join(root, 'scripts/commands', `${command}.ts`))) {
  process.stderr.write(
    `Usage: node scripts/commands/run-compiled.mjs <command> [arguments]: no scripts/commands/${command}.ts\n`,
  );
  process.exit(2);
}
const cache = join(root, 'node_modules/.cache/compiled');
/** The sources the last compilation of this command was made from. */
const inputsFile = join(cache, `${command}.inputs.json`);

/** The compiler's version, read from its package: esbuild itself is loaded only to compile, not at every start. */
const version = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8'),
).version;

/** A name for the sources as they are now: their paths, sizes and times, and the compiler's version. */
function stateOf(inputs) {
  const hash = createHash('sha1').update(version);
  for (const file of inputs) {
    const stats = statSync(join(root, file), { throwIfNoEntry: false });
    if (!stats) return undefined;
    hash.update(`\0${file}\0${stats.size}\0${stats.mtimeMs}`);
  }
  return hash.digest('hex').slice(0, 16);
}

function lastInputs() {
  try {
    return JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return [];
  }
}

/**
 * Packages the compiled code imports from node_modules at run time, as usual, but these (with what they import): each
 * is many small modules, some CommonJS, that Node's loader takes long to find, read and link one by one, at every start
 * of the command and of each of its threads. Bundled, they load with the code, a large part of a small site's
 * `npm run validate` saved; of Mantine, whose 700 modules the brand's CSS for the bundles needs
 * (src/node/brand/brand-css.ts), only what that CSS uses is bundled. What stays in node_modules: native code
 * (sharp, Skia's @napi-rs/canvas), React (`shared`), and what loads only to make the bundles (Vite).
 */
const inlined = [
  'yaml',
  'zod',
  'js-yaml',
  '@babel/code-frame',
  'image-size',
  'chroma-js',
  '@mantine/colors-generator',
  'fastest-levenshtein',
  'subscript',
  '@mantine/core',
];
/**
 * Never bundled, even where a bundled package imports them: React must be one copy, the one react-dom's renderer sets
 * up.
 */
const shared = ['react', 'react-dom'];

/** Every package left to node_modules (esbuild's `packages: 'external'`), but `names` and the files they import. */
const packagesExternalBut = (names) => ({
  name: 'packages-external-but',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      const isShared = shared.some((name) => path === name || path.startsWith(`${name}/`));
      return !isShared && (names.includes(path) || importer.includes('/node_modules/'))
        ? undefined
        : { path, external: true };
    });
  },
});

/**
 * Compiles into a folder of its own, then moves it into place whole, so that a run at the same time never reads half of
 * one.
 */
async function compile() {
  const staging = join(cache, `${command}.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const { build } = await import('esbuild');
  const common = {
    absWorkingDir: root,
    outdir: staging,
    bundle: true,
    platform: 'node',
    target: 'node20',
    plugins: [packagesExternalBut(inlined)],
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
  };
  const built = await Promise.all([
    build({
      ...common,
      // The first lines of the command and of each thread it may start, each a file of its own: V8 runs their code,
      // CommonJS below, with its code cache (src/node/threads/start-with-code-cache.ts), which Node 20 keeps for no ES
      // module. A render thread loads the SSR bundle, an ES module, with import(): it is an ES module itself.
      entryPoints: {
        [command]: 'src/node/threads/start-with-code-cache.ts',
        'check-worker': 'src/node/threads/start-with-code-cache.ts',
        'card-thread': 'src/node/threads/start-with-code-cache.ts',
        'render-thread': 'src/builder/render-thread.ts',
      },
      outExtension: { '.js': '.mjs' },
      format: 'esm',
      // A CommonJS package bundled into these modules still calls require() (yaml, for Node's own modules).
      banner: {
        js:
          "import { createRequire as __createRequire } from 'node:module'; " +
          'const require = __createRequire(import.meta.url);',
      },
    }),
    build({
      ...common,
      // The code of the command, the site check's threads and the cards' thread: CommonJS, which V8 keeps a code cache
      // for.
      entryPoints: {
        [command]: `scripts/commands/${command}.ts`,
        'check-worker': 'src/node/threads/check-worker.ts',
        'card-thread': 'src/builder/card-thread.ts',
      },
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      // V8 runs it as a script (src/node/threads/start-with-code-cache.ts), where import() has no loader to call: each
      // import('sharp') is a require() instead (a photo's card failed with ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
      supported: { 'dynamic-import': false },
      define: { 'import.meta.url': '__importMetaUrl' },
      banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    }),
  ]);
  // How they are compiled is part of what they are compiled from.
  const inputs = [
    ...new Set([...built.flatMap(({ metafile }) => Object.keys(metafile.inputs)), 'scripts/commands/run-compiled.mjs']),
  ].sort();
  const folder = join(cache, `${command}-${stateOf(inputs)}`);
  try {
    renameSync(staging, folder);
  } catch (error) {
    // Another run compiled the same sources first: use its folder.
    if (!existsSync(join(folder, `${command}.mjs`))) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}`, inputsFile);
  removeOldCompilations(folder);
  return folder;
}

/**
 * The folders of earlier states of this command's sources, once an hour old: a run may still be starting threads
 * from one it began with, so a newer one does not remove it at once.
 */
function removeOldCompilations(current) {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (path === current || !(name.startsWith(`${command}-`) || name.startsWith(`${command}.staging-`))) continue;
    if ((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < hourAgo)
      rmSync(path, { recursive: true, force: true });
  }
}

/** The compiled command, made now if its sources changed; undefined if the cache cannot be written (another user's). */
async function compiled() {
  const inputs = lastInputs();
  const state = inputs.length ? stateOf(inputs) : undefined;
  const ready = state && join(cache, `${command}-${state}`);
  if (ready && existsSync(join(ready, `${command}.mjs`))) return join(ready, `${command}.mjs`);
  try {
    return join(await compile(), `${command}.mjs`);
  } catch (error) {
    if (error.code === 'EACCES' || error.code === 'EPERM' || error.code === 'EROFS') return undefined;
    throw error;
  }
}

const main = await compiled();
const source = join(root, 'scripts/commands', `${command}.ts`);
// The source maps beside the compiled code are read only when asked (NODE_OPTIONS=--enable-source-maps): Node 20 parses
// the map of every module it loads, megabytes of JSON for the build's, at each start of the command, a good part of a
// rebuild. An internal error's stack then names the compiled lines, and the line before it says how to see the
// TypeScript ones.
if (main && !process.sourceMapsEnabled) {
  process.once('uncaughtExceptionMonitor', () =>
    process.stderr.write(
      `The stack below names the compiled code's lines; for the TypeScript lines: ` +
        `NODE_OPTIONS=--enable-source-maps node scripts/commands/run-compiled.mjs ${command}\n\n`,
    ),
  );
}
process.argv = [process.argv[0], main ?? source, ...args];
if (main) await import(pathToFileURL(main).href);
else await (await import('tsx/esm/api')).tsImport(pathToFileURL(source).href, import.meta.url);
