import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { checkSite } from '../../src/node/check/check-site.ts';
import type { SourceFile } from '../../src/node/read/source-file.ts';
import { readAssets, readPages } from '../../src/node/read/read-pages.ts';
import type { Assets } from '../../src/node/pictures/picture-file.ts';
import type { SiteData } from '../../src/core/site-data.ts';
import { formatPretty } from '../../src/node/report/format-pretty.ts';

/**
 * The small site the unit tests check mistakes in (docs/example-site), so that editing the real pages changes no test.
 */
export const fixtureRoot = 'docs/example-site';
export const fixtureFiles = (): SourceFile[] => readPages(fixtureRoot).files;
export const fixtureAssets = (): Assets => readAssets(fixtureRoot);

/** Files of public/ as the checks see them: each a picture of `width` × 1200 pixels unless said otherwise. */
export const assetsOf = (...names: string[]): Assets =>
  new Map(
    names.map((name) => [
      name,
      {
        bytes: 200_000,
        changed: 0,
        picture: { format: name.split('.').at(-1)!, width: 1600, height: 1200, unsafe: [] },
      },
    ]),
  );
/** The text of one file of the fixture site, e.g. "pages/_site.yaml". */
export const fixtureText = (file: string): string => readFileSync(`${fixtureRoot}/${file}`, 'utf8');

/**
 * The fixture site with the given files added, or in place of its files of the same name: a site to check one mistake
 * in.
 */
export function siteWith(...files: SourceFile[]): SourceFile[] {
  const replaced = new Set(files.map((f) => f.file));
  return [...fixtureFiles().filter((f) => !replaced.has(f.file)), ...files];
}

/** The fixture site without the given files, as after deleting them. */
export function siteWithout(...names: string[]): SourceFile[] {
  return fixtureFiles().filter((f) => !names.includes(f.file));
}

/** What `npm run validate` prints about `text` as pages/bad.yaml, in the fixture site. */
export function reportFor(text: string): string {
  const files = siteWith({ file: 'pages/bad.yaml', text });
  const problems = checkSite(files, fixtureAssets()).problems.filter((p) => p.file === 'pages/bad.yaml');
  return formatPretty(problems, new Map(files.map((f) => [f.file, f.text])), 1, false);
}

/** A bad-page fixture as pages/bad.yaml. */
export function badPage(name: string): SourceFile {
  return { file: 'pages/bad.yaml', text: readFileSync(`tests/fixtures/bad/${name}.yaml`, 'utf8') };
}

/** The fixture site's data, as the browser gets it. */
export function fixtureSiteData(): SiteData {
  const check = checkSite(fixtureFiles(), fixtureAssets());
  if (!check.site) throw new Error(`${fixtureRoot}/pages/_site.yaml is invalid`);
  return { site: check.site, routes: check.pages.map((p) => p.route) };
}

/**
 * Changes the first letter of a page's title, a write that keeps the file's length, then sets its modification time
 * back to the nanosecond (touch: Node's utimes rounds it): what a tool that keeps times (cp -p, rsync -t) leaves.
 * Returns the new text.
 */
export function retitleKeepingTime(file: string): string {
  const { mtimeNs } = statSync(file, { bigint: true });
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(/^title: (.)/m, (_, c: string) => `title: ${c === 'X' ? 'Y' : 'X'}`);
  writeFileSync(file, changed);
  const run = spawnSync('touch', [
    '-m',
    '-d',
    `@${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`,
    file,
  ]);
  if (run.status !== 0 || statSync(file, { bigint: true }).mtimeNs !== mtimeNs || changed.length !== text.length)
    throw new Error(`${file}: its time could not be set back`);
  return changed;
}
