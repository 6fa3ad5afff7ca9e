import { readFileSync } from 'node:fs';
import { checkSite, type SourceFile } from '../../src/node/check-site.ts';
import { readPages } from '../../src/node/read-pages.ts';
import type { SiteData } from '../../src/core/site-data.ts';
import { formatPretty } from '../../src/node/format-pretty.ts';

/** The real site with the given files added, or in place of the real files of the same name: a site to check one mistake in. */
export function siteWith(...files: SourceFile[]): SourceFile[] {
  const replaced = new Set(files.map((f) => f.file));
  return [...readPages('.').filter((f) => !replaced.has(f.file)), ...files];
}

/** The real site without the given files, as after deleting them. */
export function siteWithout(...names: string[]): SourceFile[] {
  return readPages('.').filter((f) => !names.includes(f.file));
}

/** What `npm run validate` prints about `text` as pages/bad.yaml, in a site that is otherwise the real one. */
export function reportFor(text: string): string {
  const files = siteWith({ file: 'pages/bad.yaml', text });
  const problems = checkSite(files).problems.filter((p) => p.file === 'pages/bad.yaml');
  return formatPretty(problems, new Map(files.map((f) => [f.file, f.text])), 1, false);
}

/** A bad-page fixture as pages/bad.yaml. */
export function badPage(name: string): SourceFile {
  return { file: 'pages/bad.yaml', text: readFileSync(`tests/fixtures/bad/${name}.yaml`, 'utf8') };
}

/** The real site's data, as the browser gets it. */
export function realSiteData(): SiteData {
  const check = checkSite(readPages('.'));
  if (!check.site) throw new Error('pages/_site.yaml is invalid');
  return { site: check.site, routes: check.pages.map((p) => p.route) };
}
