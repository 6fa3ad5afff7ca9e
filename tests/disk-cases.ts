// What a disk can hold under pages/ (and public/) that no page text shows: each case is made for real in a temporary
// copy of the fixture site, and must end in a located problem (exit 1), never a hang, a stack trace or exit 2.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { catalogue, Code } from '../src/core/catalogue.ts';

/** The codes whose example in the catalogue is a situation on disk. */
export type DiskCode = { [C in Code]: (typeof catalogue)[C]['example'] extends { disk: string } ? C : never }[Code];

export interface DiskCase {
  name: string;
  code: Code;
  /** The file the problem is reported at, as printed (control characters shown as symbols), and where in it. */
  at: string;
  /** The title it is reported with, where an earlier title said something else than what is wrong. */
  title?: string;
  /** What an earlier version said of this case, which misled: it must not be said again. */
  insteadOf?: string;
  /** Makes the case in a copy of the fixture site: `pages` is its pages/ folder, `outside` a folder beside the site. */
  make(pages: string, outside: string): void;
  /** Only someone who is not root is refused by file permissions: the validator runs as nobody for this case. */
  asNobody?: true;
  /** Hides other problems (without the site file, no placeholder can be checked): made on its own only. */
  alone?: true;
  /** A warning: validate still ends with exit 0. */
  warning?: true;
}

const page = (title: string) =>
  `title: ${title}\ndescription: A page made for a disk case, long enough to be a description.\n` +
  `blocks:\n  - type: hero\n    title: Example\n`;
const heroWith = (lines: string) => `${page('Example Page | {company}')}${lines}`;

export const diskCases: DiskCase[] = [
  {
    name: 'a named pipe (FIFO) called x.yaml',
    code: 'not-a-file',
    at: 'pages/x.yaml:1:1',
    make: (pages) => execFileSync('mkfifo', [join(pages, 'x.yaml')]),
  },
  {
    name: 'a folder called folder.yaml',
    code: 'not-a-file',
    at: 'pages/folder.yaml:1:1',
    make: (pages) => mkdirSync(join(pages, 'folder.yaml')),
  },
  {
    name: 'a symbolic link to a file that does not exist',
    code: 'broken-symlink',
    at: 'pages/gone.yaml:1:1',
    make: (pages) => symlinkSync('nowhere.yaml', join(pages, 'gone.yaml')),
  },
  {
    name: 'a symbolic link to a folder outside pages/',
    code: 'symlink-outside-pages',
    at: 'pages/elsewhere:1:1',
    title: 'Link to a folder outside pages/',
    insteadOf: 'Link to a file outside pages/',
    make: (pages, outside) => {
      writeFileSync(join(outside, 'secret.yaml'), page('Outside Page | {company}'));
      symlinkSync(outside, join(pages, 'elsewhere'));
    },
  },
  {
    name: 'a file its reader may not read',
    code: 'unreadable-file',
    at: 'pages/locked.yaml:1:1',
    asNobody: true,
    make: (pages) => {
      writeFileSync(join(pages, 'locked.yaml'), page('Locked Page | {company}'));
      chmodSync(join(pages, 'locked.yaml'), 0o000);
    },
  },
  {
    name: 'a folder its reader may not read',
    code: 'unreadable-folder',
    at: 'pages/locked:1:1',
    asNobody: true,
    make: (pages) => {
      mkdirSync(join(pages, 'locked'));
      writeFileSync(join(pages, 'locked', 'page.yaml'), page('Locked Page | {company}'));
      chmodSync(join(pages, 'locked'), 0o000);
    },
  },
  {
    name: 'two symbolic links that point at each other',
    code: 'symlink-loop',
    at: 'pages/loop-a.yaml:1:1',
    title: 'Link that leads back to itself',
    insteadOf: 'does not exist',
    make: (pages) => {
      symlinkSync('loop-b.yaml', join(pages, 'loop-a.yaml'));
      symlinkSync('loop-a.yaml', join(pages, 'loop-b.yaml'));
    },
  },
  {
    name: 'a page saved with carriage returns alone as line ends',
    code: 'lone-carriage-return',
    at: 'pages/old-mac.yaml:1:',
    title: 'Line ends YAML cannot read',
    insteadOf: 'Empty file',
    make: (pages) =>
      writeFileSync(
        join(pages, 'old-mac.yaml'),
        `# yaml-language-server: $schema=../schema/page.schema.json\n${page('Old Mac Page | {company}')}`.replace(
          /\n/g,
          '\r',
        ),
      ),
  },
  {
    name: 'a picture its reader may not read',
    code: 'unreadable-picture',
    at: 'pages/about.yaml:8:',
    asNobody: true,
    make: (pages) => {
      const picture = join(pages, '..', 'public', 'images', 'locked.png');
      execFileSync('cp', [join(pages, '..', 'public', 'images', 'thumbnail.png'), picture]);
      chmodSync(picture, 0o000);
      replaceIn(
        pages,
        'about.yaml',
        '    title: About Us\n',
        '    title: About Us\n    image:\n      src: /images/locked.png\n      alt: Our team in front of the shop\n',
      );
    },
  },
  {
    name: 'a folder of public/ its reader may not read',
    code: 'unreadable-public-folder',
    at: 'public/locked:1:1',
    asNobody: true,
    make: (pages) => {
      const folder = join(pages, '..', 'public', 'locked');
      mkdirSync(folder);
      execFileSync('cp', [join(pages, '..', 'public', 'images', 'thumbnail.png'), folder]);
      chmodSync(folder, 0o000);
    },
  },
  {
    name: 'bytes that are not UTF-8',
    code: 'invalid-utf8',
    at: 'pages/latin.yaml:5:15',
    make: (pages) => {
      const [before, after] = page('Latin Page | {company}').split('Example');
      writeFileSync(
        join(pages, 'latin.yaml'),
        Buffer.concat([Buffer.from(`${before}Caf`), Buffer.from([0xe9]), Buffer.from(after!)]),
      );
    },
  },
  {
    name: 'an escape sequence in a file name',
    code: 'bad-file-name',
    at: 'pages/bad␛[2J.yaml:1:1',
    make: (pages) => writeFileSync(join(pages, 'bad\x1b[2J.yaml'), page('Escape Page | {company}')),
  },
  {
    name: 'a file of 120,000 characters',
    code: 'file-too-long',
    at: 'pages/long.yaml:6:',
    make: (pages) => writeFileSync(join(pages, 'long.yaml'), heroWith(`    text: ${'x'.repeat(120_000)}\n`)),
  },
  {
    name: 'a page of the last build whose file is gone, with no redirect',
    code: 'page-gone-without-redirect',
    at: 'pages/_site.yaml:1:1',
    warning: true,
    alone: true,
    make: (pages) => {
      mkdirSync(join(pages, '..', 'dist'));
      writeFileSync(
        join(pages, '..', 'dist', '.build-manifest.json'),
        JSON.stringify({
          pagesKey: 'x',
          pages: [
            ['/', 'index', 'a'],
            ['/drains', 'drains', 'b'],
            ['/404', '_not-found', 'c'],
          ],
        }),
      );
    },
  },
  {
    name: 'a page file of 20 MB',
    code: 'file-too-large',
    at: 'pages/huge.yaml:1:1',
    make: (pages) => writeFileSync(join(pages, 'huge.yaml'), heroWith(`    text: ${'x'.repeat(20 * 1024 * 1024)}\n`)),
  },
  {
    name: 'no site file',
    code: 'missing-site-file',
    at: 'pages/_site.yaml:1:1',
    alone: true,
    make: (pages) => rmSync(join(pages, '_site.yaml')),
  },
  {
    name: 'no not-found page',
    code: 'missing-not-found-page',
    at: 'pages/_not-found.yaml:1:1',
    alone: true,
    make: (pages) => rmSync(join(pages, '_not-found.yaml')),
  },
  {
    name: 'a formula of 3,000 terms',
    code: 'formula-too-long',
    at: 'pages/services/water-heaters.yaml:',
    make: (pages) =>
      replaceIn(pages, 'services/water-heaters.yaml', 'annualCost * 10', Array(3000).fill('annualCost').join(' + ')),
  },
  {
    name: '{constructor} as a placeholder',
    code: 'unknown-placeholder',
    at: 'pages/about.yaml:6:18',
    make: (pages) => replaceIn(pages, 'about.yaml', 'title: About Us\n', 'title: About {constructor}\n'),
  },
  {
    name: 'an unresolved !!js/function tag',
    code: 'unresolved-tag',
    at: 'pages/contact.yaml:6:12',
    make: (pages) =>
      replaceIn(pages, 'contact.yaml', 'title: Contact Us\n', 'title: !!js/function "function () { return 1 }"\n'),
  },
  {
    name: 'the number 1e400',
    code: 'not-a-finite-number',
    at: 'pages/services/water-heaters.yaml:',
    make: (pages) => replaceIn(pages, 'services/water-heaters.yaml', 'max: 8', 'max: 1e400'),
  },
];

function replaceIn(pages: string, file: string, find: string, replace: string): void {
  const path = join(pages, file);
  const text = execFileSync('cat', [path], { encoding: 'utf8' });
  if (!text.includes(find)) throw new Error(`${file} of the fixture site no longer holds "${find}".`);
  writeFileSync(path, text.replace(find, replace));
}

/**
 * A temporary copy of the fixture site with the case made in it; returns its root. Readable by everyone, for the nobody
 * case.
 */
export function siteWithCase(make: DiskCase['make'], fixtureRoot = 'docs/example-site'): string {
  const root = mkdtempSync(join(tmpdir(), 'disk-case-'));
  const outside = join(root, 'outside');
  mkdirSync(outside);
  execFileSync('cp', ['-r', join(fixtureRoot, 'pages'), join(fixtureRoot, 'public'), root]);
  chmodSync(root, 0o755);
  make(join(root, 'pages'), outside);
  return root;
}
