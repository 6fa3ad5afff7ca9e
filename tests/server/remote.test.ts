// The site's repository with a remote (a bare repository, as GitHub would be): a publish takes the remote's changes
// first and sends the site after; the same text changed on the remote and here is said in words, the site keeps its own
// text, and the remote's stays in the history: neither is lost.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, makeAccount } from './http-client.ts';
import { git, makeSite, startServer, type RunningServer, type TestSite } from './server-process.ts';

let site: TestSite;
let server: RunningServer;
let owner: Client;
let developer: string;

/** A developer's own clone of the remote: they change a file there and push it, as they would from their computer. */
function pushFromElsewhere(file: string, from: string, to: string): void {
  git(developer, 'pull', '-q', '--no-rebase', 'origin', 'main');
  const path = join(developer, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
  git(
    developer,
    '-c',
    'user.name=Dana Developer',
    '-c',
    'user.email=dana@example.com',
    'commit',
    '-q',
    '-am',
    `${file}: from Dana's computer`,
  );
  git(developer, 'push', '-q', 'origin', 'main');
}

async function saveHeroTitle(value: string): Promise<void> {
  const { hash } = (await (
    await owner.request('/__edit/page?key=%2Fabout', { headers: { accept: 'application/json' } })
  ).json()) as { hash: string };
  expect(
    (
      await owner.request('/__edit/save', {
        json: { file: 'pages/about.yaml', hash, edit: { kind: 'set', path: ['blocks', 0, 'title'], value } },
      })
    ).status,
  ).toBe(200);
}

async function publish(): Promise<{
  ok: boolean;
  id: number;
  conflicts: Array<{ file: string; theirsCommit: string }>;
  pushed?: true | string;
}> {
  const res = await owner.request('/_admin/publish', { form: {}, headers: { accept: 'application/json' } });
  return (await res.json()) as never;
}

beforeAll(async () => {
  site = makeSite({ remote: true });
  developer = join(mkdtempSync(join(tmpdir(), 'developer-')), 'clone');
  git(tmpdir(), 'clone', '-q', site.remote!, developer);
  server = await startServer(site);
  owner = new Client(server.url);
  await makeAccount(owner, server.setupLink!, {
    name: 'Olivia Owner',
    email: 'olivia@example.com',
    password: 'kettle lantern orchard',
  });
  await server.waitFor(/Visitors get release \d+/);
});
afterAll(() => server?.stop());

it('takes the remote’s changes before a publish and sends the site to it after', async () => {
  pushFromElsewhere('pages/index.yaml', 'title: Plumbing Done Right', 'title: Plumbing Across the Valley');
  await saveHeroTitle('About Our Team');
  const result = await publish();
  expect(result).toMatchObject({ ok: true, conflicts: [], pushed: true });
  expect(await (await fetch(new URL('/', server.url))).text()).toContain('Plumbing Across the Valley');
  expect(await (await fetch(new URL('/about', server.url))).text()).toContain('About Our Team');
  // The remote has the owner's save, under their name, and the drafts branch.
  expect(git(site.remote!, 'log', '--format=%an|%s', 'main')).toContain('Olivia Owner|about: hero title');
  expect(git(site.remote!, 'rev-parse', 'main')).toBe(git(site.root, 'rev-parse', 'main'));
  expect(git(site.remote!, 'branch', '--list', 'drafts')).toContain('drafts');
});

it('says in words where the same text was changed on the remote and here, keeps this site’s, and loses neither', async () => {
  pushFromElsewhere('pages/about.yaml', 'title: About Our Team', 'title: About Dana’s Crew');
  await saveHeroTitle('About the Owner’s Crew');
  const result = await publish();
  expect(result.ok).toBe(true);
  expect(result.conflicts.map((c) => c.file)).toEqual(['pages/about.yaml']);
  expect(await (await fetch(new URL('/about', server.url))).text()).toContain('About the Owner’s Crew');
  // The remote's text is in the history, in the commit the page names, and the remote has both now.
  const theirs = result.conflicts[0]!.theirsCommit;
  expect(git(site.root, 'show', `${theirs}:pages/about.yaml`)).toContain('title: About Dana’s Crew');
  expect(git(site.root, 'merge-base', '--is-ancestor', theirs, 'main')).toBe('');
  expect(git(site.remote!, 'rev-parse', 'main')).toBe(git(site.root, 'rev-parse', 'main'));
  const page = await (await owner.request(`/_admin/publish?done=${result.id}`)).text();
  expect(page).toContain('The same text was changed in two places');
  // From the remote's words to the ones kept, word by word.
  expect(page).toMatch(/<strong>hero title<\/strong>: .*<del>[^<]*Dana[^<]*<\/del>.*<ins>[^<]*Owner[^<]*<\/ins>/s);
});
