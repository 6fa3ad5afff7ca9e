// The start of a compiled command or thread (scripts/commands/run-compiled.mjs): `<name>.mjs` is this file, and its own
// code is the CommonJS bundle `<name>.cjs` beside it, run with V8's code cache `<name>.cjs.code-cache`. Node 20 keeps
// no code cache of its own (Node 22's module.enableCompileCache does), and V8 takes one only for a script it compiles
// itself, not for an ES module: without it, `npm run validate` compiles its whole bundle again at every start, a good
// part of its time on a small site. The cache is made when the first work is done (code-cache.ts), and again when V8
// turns it down (another V8, other flags); one that cannot be written is only not kept. As a script, the code has no
// import(): it is compiled with require() in its place.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { onWorkDone } from './code-cache.ts';
import { writeWhole } from '../write-whole.ts';

const file = fileURLToPath(import.meta.url).replace(/\.mjs$/, '.cjs');
const cacheFile = `${file}.code-cache`;

function cachedData(): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

const cached = cachedData();
// The same wrapper as Node's own for a CommonJS file, so that the bundle sees the require, module and names it expects.
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
  { filename: file, cachedData: cached },
);
if (!cached || script.cachedDataRejected) {
  onWorkDone(() => {
    try {
      writeWhole(cacheFile, script.createCachedData());
    } catch {
      // A compiled folder this user may not write: the next start compiles the code from its text again.
    }
  });
}
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
