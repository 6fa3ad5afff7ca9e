// Code is laid out by where it runs; .dependency-cruiser.json says which folder may import which, and npm test
// (npm run lint:imports) holds the project to it. These tests show the rules bite, on a small layout of their own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const cruise = (cwd: string, ...paths: string[]) =>
  spawnSync(
    process.execPath,
    [
      resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      resolve('.dependency-cruiser.json'),
      '--output-type',
      'err',
      ...paths,
    ],
    { cwd, encoding: 'utf8' },
  );

/** A project of these files (path: text), with the real tsconfig. */
function layout(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  writeFileSync(
    join(root, 'tsconfig.json'),
    '{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": ' +
      'true, "module": "ESNext", "moduleResolution": "bundler" } }',
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('the import boundaries (npm run lint:imports)', () => {
  it.each([
    [
      'a browser module importing Node-only code',
      'src/browser/App.ts',
      "import { read } from '../node/read.ts';\nexport const app = read;\n",
      'browser-never-imports-node',
    ],
    [
      'a browser module importing a Node-only type',
      'src/browser/App.ts',
      "import type { Read } from '../node/read.ts';\nexport type App = Read;\n",
      'browser-never-imports-node',
    ],
    [
      'a browser module importing a Node built-in',
      'src/browser/App.ts',
      "import { readFileSync } from 'node:fs';\nexport const app = readFileSync;\n",
      'browser-never-imports-node',
    ],
    [
      'a schema importing from src/',
      'schema/page.ts',
      "import { read } from '../src/node/read.ts';\nexport const page = read;\n",
      'schema-is-pure',
    ],
    [
      'shared core code importing Node-only code',
      'src/core/routes.ts',
      "import { read } from '../node/read.ts';\nexport const routes = read;\n",
      'core-runs-everywhere',
    ],
  ])(
    'fail on %s',
    (_name, file, text, rule) => {
      const root = layout({ 'src/node/read.ts': 'export const read = 1;\nexport type Read = number;\n', [file]: text });
      const run = cruise(root, dirname(file));
      expect(run.status).not.toBe(0);
      expect(run.stdout + run.stderr).toContain(rule);
    },
    30_000,
  );

  const shared = 'export const x = 1;\n';
  it.each([
    [
      'a block schema importing engine code',
      {
        'src/node/read.ts': shared,
        'src/blocks/faq/schema.ts': "import { x } from '../../node/read.ts';\nexport const faqBlock = x;\n",
      },
      'src/blocks',
      'block-schema-runs-everywhere',
    ],
    [
      'Node code importing a block component',
      {
        'src/blocks/faq/Faq.tsx': shared,
        'src/node/check.ts': "import { x } from '../blocks/faq/Faq.tsx';\nexport const y = x;\n",
      },
      'src/node',
      'block-views-are-browser-only',
    ],
    [
      'the block union importing a component',
      {
        'src/blocks/faq/Faq.tsx': shared,
        'src/blocks/index.ts': "import { x } from './faq/Faq.tsx';\nexport const y = x;\n",
      },
      'src/blocks',
      'block-list-is-shapes',
    ],
    [
      'two modules importing each other',
      {
        'src/core/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
        'src/core/b.ts': "import type { a } from './a.ts';\nexport const b = 1 as unknown as typeof a;\n",
      },
      'src/core',
      'no-circular',
    ],
    [
      'the engine importing a script',
      {
        'scripts/generators/out-dir.ts': shared,
        'src/core/dir.ts': "import { x } from '../../scripts/generators/out-dir.ts';\nexport const y = x;\n",
      },
      'src/core',
      'src-never-imports-scripts',
    ],
    [
      'a module importing a command',
      {
        'scripts/commands/build.ts': shared,
        'src/builder/pages.ts': "import { x } from '../../scripts/commands/build.ts';\nexport const y = x;\n",
      },
      'src/builder',
      'commands-are-entry-points',
    ],
    [
      'the build importing a bench',
      {
        'scripts/bench/corpus.ts': shared,
        'src/builder/pages.ts': "import { x } from '../../scripts/bench/corpus.ts';\nexport const y = x;\n",
      },
      'src/builder',
      'benches-are-not-the-build',
    ],
    [
      'a command importing a test',
      {
        'tests/e2e/browser.ts': shared,
        'scripts/commands/gen.ts': "import { x } from '../../tests/e2e/browser.ts';\nexport const y = x;\n",
      },
      'scripts',
      'only-benches-use-tests',
    ],
  ])(
    'fail on %s',
    (_name, files, folder, rule) => {
      const run = cruise(layout(files), folder);
      expect(run.status).not.toBe(0);
      expect(run.stdout + run.stderr).toContain(rule);
    },
    30_000,
  );
});
