// The server killed with kill -9 in the middle of its work, then started again on the same folders: during saves (each
// a write and a commit) and during publishes (a merge, a build, a switch). Afterwards the repository is whole (git
// fsck, no lock left, nothing half-written in the drafts or the site), every save that was answered is a commit, and
// visitors get a whole release, old or new.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeAccount } from './http-client.ts';
import { git, makeSite, startServer, type RunningServer, type TestSite } from './server-process.ts';

const owner = { name: 'Olivia Owner', email: 'olivia@example.com', password: 'kettle lantern orchard' };
let site: TestSite;
let server: RunningServer;
let cookie: string;

/** A client of the server as it runs now, logged in as the owner. */
const client = () => Object.assign(new Client(server.url), { cookie });

async function restart(): Promise<void> {
  server.process.kill('SIGKILL');
  await server.stop();
  server = await startServer(site);
}

/** The about page's hero title: a save sets it, and the answer says whether it was saved. */
async function saveTitle(title: string): Promise<number> {
  const c = client();
  const source = (await (
    await c.request('/__edit/page?key=%2Fabout', { headers: { accept: 'application/json' } })
  ).json()) as { hash: string };
  const res = await c.request('/__edit/save', {
    json: {
      file: 'pages/about.yaml',
      hash: source.hash,
      edit: { kind: 'set', path: ['blocks', 0, 'title'], value: title },
    },
  });
  return res.status;
}

/**
 * The repository is whole: git fsck finds nothing, no lock is left, the drafts' folder and the site's pages are as
 * committed.
 */
function expectWholeRepository(): void {
  expect(() => git(site.root, 'fsck', '--no-dangling', '--no-progress')).not.toThrow();
  const gitDir = join(site.root, '.git');
  const locks = readdirSync(gitDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.lock'));
  expect(locks).toEqual([]);
  expect(git(join(site.data, 'drafts'), 'status', '--porcelain')).toBe('');
  expect(git(site.root, 'status', '--porcelain', '--', 'pages', 'public')).toBe('');
}

/** Visitors get a whole release: the one the link names is complete, and a page and every file it loads answer. */
async function expectWholeSite(): Promise<void> {
  const current = join(site.data, 'releases', 'current');
  expect(existsSync(join(current, '.build-manifest.json'))).toBe(true);
  expect(existsSync(join(current, '.build-unfinished'))).toBe(false);
  const html = await (await fetch(new URL('/about', server.url))).text();
  // The files it loads (scripts, stylesheets, pictures, the icon), not the pages it links to.
  const files = [...html.matchAll(/(?:href|src|data-entry|data-preload)="(\/[^"]+)"/g)]
    .flatMap((m) => m[1]!.split(' '))
    .filter((f) => /\.(js|css|svg|png|jpe?g|webp|avif|woff2?|webmanifest)$/.test(f));
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) expect([file, (await fetch(new URL(file, server.url))).status]).toEqual([file, 200]);
}

beforeAll(async () => {
  site = makeSite();
  server = await startServer(site);
  const owning = new Client(server.url);
  await makeAccount(owning, server.setupLink!, owner);
  cookie = owning.cookie!;
  await server.waitFor(/Visitors get release \d+/);
});
afterAll(() => server?.stop());

describe('kill -9', () => {
  it('during saves leaves every answered save a commit, and nothing else half-done', { timeout: 240_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const answered: string[] = [];
      let stop = false;
      const saving = (async () => {
        for (let i = 0; !stop; i++) {
          const title = `About Us, round ${round} save ${i}`;
          const status = await saveTitle(title).catch(() => 0);
          if (status === 200) answered.push(title);
        }
      })();
      // Killed while saves follow one another as fast as they go: at a moment no test could choose.
      await new Promise((resolve) => setTimeout(resolve, 400 + round * 350));
      server.process.kill('SIGKILL');
      stop = true;
      await saving;
      await server.stop();
      server = await startServer(site);
      expectWholeRepository();
      const committed = git(site.root, 'log', '-p', 'drafts', '--', 'pages/about.yaml');
      for (const title of answered) expect(committed).toContain(`title: ${title}`);
      // The file is what its last commit says, and a save works again.
      const onDisk = parse(readFileSync(join(site.data, 'drafts/pages/about.yaml'), 'utf8')) as {
        blocks: Array<{ title: string }>;
      };
      expect(onDisk.blocks[0]!.title).toBe(parse(git(site.root, 'show', 'drafts:pages/about.yaml')).blocks[0].title);
      expect(await saveTitle(`About Us, after round ${round}`)).toBe(200);
    }
  });

  it('during publishes leaves visitors a whole site, old or new, and the next start publishes what was merged', {
    timeout: 300_000,
  }, async () => {
    const releases = join(site.data, 'releases');
    // Killed at three moments of a publish: as it begins (the merge), once the new release's folder is made, and in its
    // build.
    const moments: Array<() => Promise<void>> = [
      () => new Promise((resolve) => setTimeout(resolve, 30)),
      async () => {
        const next =
          Number(
            readdirSync(releases)
              .filter((n) => /^\d+$/.test(n))
              .sort((a, b) => Number(b) - Number(a))[0],
          ) + 1;
        await expect.poll(() => existsSync(join(releases, String(next))), { timeout: 60_000, interval: 5 }).toBe(true);
      },
      async () => {
        await expect
          .poll(() => readdirSync(releases).some((n) => n.endsWith('.next')), { timeout: 60_000, interval: 5 })
          .toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    ];
    for (const [round, moment] of moments.entries()) {
      const title = `About Us, published in round ${round}`;
      expect(await saveTitle(title)).toBe(200);
      void client()
        .request('/_admin/publish', { form: {} })
        .catch(() => undefined);
      await moment();
      await restart();
      expectWholeRepository();
      await expectWholeSite();
      // Whatever the moment, a publish now gets the title to visitors, and leaves the site whole.
      const published = await client().request('/_admin/publish', {
        form: {},
        headers: { accept: 'application/json' },
      });
      expect(published.status).toBe(200);
      expect(await (await fetch(new URL('/about', server.url))).text()).toContain(title);
      await expectWholeSite();
      expectWholeRepository();
    }
  });
});
