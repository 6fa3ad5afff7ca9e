import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../run-build.ts';

/** A copy of the project whose pages/ (the fixture site's) has one bad page; the code is linked, not copied. */
function projectWithBadPage(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  for (const name of [
    'node_modules',
    'src',
    'schema',
    'scripts',
    'index.html',
    'vite.config.ts',
    'package.json',
    'tsconfig.json',
  ])
    symlinkSync(resolve(name), join(root, name));
  for (const name of ['pages', 'public']) cpSync(`docs/example-site/${name}`, join(root, name), { recursive: true });
  cpSync('tests/fixtures/bad/misspelt-block-type.yaml', join(root, 'pages/bad.yaml'));
  return root;
}

describe('npm run build', () => {
  it('stops on an invalid page with the same located message as validate', () => {
    const root = projectWithBadPage();
    const { status, output } = runBuild({ out: join(root, 'out'), cwd: root }, { compiled: false });
    expect(status).not.toBe(0);
    expect(output).toContain('Invalid pages: the build stops so that visitors never see a broken page.');
    expect(output).toContain('pages/bad.yaml:6:11');
    expect(output).toContain('Did you mean "testimonials"?');
  }, 30_000);

  it('stops the bundles it began beside the check when the check fails, and leaves none half-made in its cache', async () => {
    const root = projectWithBadPage();
    const cache = join(root, 'cache');
    const build = runBuild({ out: join(root, 'out'), cache, cwd: root });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('pages/bad.yaml:6:11');
    // Vite ran in this cache (its --outDir is in it): a process still building there would fill it after the build
    // stopped.
    const building = () =>
      spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter((line) => line.includes(cache));
    await expect.poll(building, { timeout: 5_000 }).toEqual([]);
    expect(readdirSync(cache).filter((name) => name.startsWith('bundles-'))).toEqual([]);
  }, 30_000);

  it('says in words that there is no pages/ folder, as npm runs it, and stops with 1', () => {
    const root = mkdtempSync(join(tmpdir(), 'no-pages-'));
    const build = runBuild({ pagesRoot: root, out: join(root, 'out'), cache: join(root, 'cache') });
    expect(build.status).toBe(1);
    expect(build.stderr).toBe(
      `There is no pages/ folder in ${root}: run the build from the site's folder, the one that holds pages/.\n`,
    );
    expect(existsSync(join(root, 'out'))).toBe(false);
  }, 30_000);
});
