// The site the inbox's server tests run on: the small fixture site, set up for the server's inbox (its form sends to
// /_inbox, its site file has inbox:) in a commit, as its owner or developer would; the server builds it at start.
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inboxPath } from '../../src/core/inbox.ts';
import { git, makeSite, setupAuthor, type TestSite } from './server-process.ts';

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} did not change: the fixture site is not as this helper expects.`);
  writeFileSync(file, after);
}

/** A copy of docs/example-site whose contact form sends to the inbox, committed on its published branch. */
export function makeInboxSite(): TestSite {
  const site = makeSite();
  edit(join(site.root, 'pages/contact.yaml'), (text) => text.replace(/^(\s+endpoint:) .*$/m, `$1 ${inboxPath}`));
  edit(join(site.root, 'pages/_site.yaml'), (text) => `${text}inbox:\n  keepMonths: 12\n`);
  git(
    site.root,
    '-c',
    `user.name=${setupAuthor.name}`,
    '-c',
    `user.email=${setupAuthor.email}`,
    'commit',
    '-q',
    '-am',
    'The contact form sends to the inbox',
  );
  return site;
}

/** The folder of the release visitors get now. */
export const currentRelease = (site: TestSite): string => realpathSync(join(site.data, 'releases', 'current'));
