// Made once before the server's tests run side by side: the page editor's bundle (every server of these tests uses
// it) and the build caches of the two sites they serve, which each server then starts from a copy of. Without them,
// every test's server would make the same bundles at the same time, on the same two cores.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { editorBundle } from '../../src/node/edit/editor-bundle.ts';
import { runBuild } from '../run-build.ts';

export async function setup(): Promise<void> {
  const folder = join(tmpdir(), 'server-caches');
  mkdirSync(folder, { recursive: true });
  const caches = { example: join(folder, 'example'), site: join(folder, 'site') };
  // npm test builds the site before: its cache has the bundles and pages of this very code.
  const built = resolve('node_modules/.cache/prerender');
  if (existsSync(built)) cpSync(built, caches.site, { recursive: true });
  await Promise.all([
    editorBundle(resolve('.'), () => undefined),
    ...[
      ['docs/example-site', caches.example],
      ['.', caches.site],
    ].map(async ([site, cache]) => {
      const run = runBuild({
        out: join(folder, `${site === '.' ? 'site' : 'example'}-dist`),
        pagesRoot: resolve(site!),
        cache: cache!,
      });
      if (run.status !== 0) throw new Error(`The build of ${site} for the server's tests failed:\n${run.output}`);
    }),
  ]);
  process.env.SERVER_TEST_CACHES = JSON.stringify(caches);
}
