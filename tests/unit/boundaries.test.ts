// Code is laid out by where it runs; .dependency-cruiser.json says which folder may import which, and npm test
// (npm run lint:imports) holds the project to it. These tests show the rules bite, on a small layout of their own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const cruise = (cwd: string, ...paths: string[]) =>
  spawnSync(process.execPath, [resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), '--config', resolve('.dependency-cruiser.json'), '--output-type', 'err', ...paths], { cwd, encoding: 'utf8' });

/** A project of these files (path: text), with the real tsconfig. */
function layout(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": true, "module": "ESNext", "moduleResolution": "bundler" } }');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('the import boundaries (npm run lint:imports)', () => {
  it.each([
    ['a browser module importing Node-only code', 'src/browser/App.ts', "import { read } from '../node/read.ts';\nexport const app = read;\n", 'browser-never-imports-node'],
    ['a browser module importing a Node-only type', 'src/browser/App.ts', "import type { Read } from '../node/read.ts';\nexport type App = Read;\n", 'browser-never-imports-node'],
    ['a browser module importing a Node built-in', 'src/browser/App.ts', "import { readFileSync } from 'node:fs';\nexport const app = readFileSync;\n", 'browser-never-imports-node'],
    ['a schema importing from src/', 'schema/page.ts', "import { read } from '../src/node/read.ts';\nexport const page = read;\n", 'schema-is-pure'],
    ['shared core code importing Node-only code', 'src/core/routes.ts', "import { read } from '../node/read.ts';\nexport const routes = read;\n", 'core-runs-everywhere'],
  ])('fail on %s', (_name, file, text, rule) => {
    const root = layout({ 'src/node/read.ts': 'export const read = 1;\nexport type Read = number;\n', [file]: text });
    const run = cruise(root, dirname(file));
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(rule);
  }, 30_000);
});
