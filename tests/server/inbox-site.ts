// The site the inbox's server tests run on: the small fixture site, set up for the server's inbox (its form sends to
// /_inbox, its site file has inbox:), built into the server's first release as a publish leaves it.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inboxPath } from '../../src/core/inbox.ts';
import { Releases } from '../../src/server/publish/releases.ts';
import { runBuild } from '../run-build.ts';
import { makeSite, type TestSite } from './server-process.ts';

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} did not change: the fixture site is not as this helper expects.`);
  writeFileSync(file, after);
}

/** A copy of docs/example-site whose contact form sends to the inbox, committed and built into the current release. */
export function makeInboxSite(): TestSite & { release: string } {
  const from = mkdtempSync(join(tmpdir(), 'inbox-site-'));
  for (const part of ['pages', 'public']) cpSync(join('docs/example-site', part), join(from, part), { recursive: true });
  edit(join(from, 'pages/contact.yaml'), (text) => text.replace(/^(\s+endpoint:) .*$/m, `$1 ${inboxPath}`));
  edit(join(from, 'pages/_site.yaml'), (text) => `${text}inbox:\n  keepMonths: 12\n`);
  const site = makeSite({ from });
  const releases = new Releases(join(site.data, 'releases'));
  const release = releases.prepare();
  const build = runBuild({ out: release.dir, pagesRoot: site.root, cache: join(from, 'cache') });
  if (build.status !== 0) throw new Error(`The inbox site did not build:\n${build.output}`);
  releases.switchTo(release);
  return { ...site, release: release.dir };
}
