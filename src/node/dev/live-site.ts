// The live site of the dev server and of the site's own server's drafts: a check of the pages kept in memory, with
// what the open tabs are sent when it changes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckedFiles, SiteChecker } from '../check/check-site.ts';
import type { SourceFile } from '../read/source-file.ts';
import { readPages, readSite } from '../read/read-pages.ts';
import { formatPretty } from '../report/format-pretty.ts';
import { isError } from '../report/problem.ts';
import { pageList, withPageList } from '../../blocks/page-list.ts';
import { notFoundKey, pageDataUrl, type SiteData } from '../../core/site-data.ts';
import type { PageMap } from '../../blocks/pages-update.ts';

/** A check of the site with no error: what the tabs are shown. */
export interface Good {
  data: SiteData;
  pages: PageMap;
  /** The key of each page by the URL of its JSON (/_pages/about.json is /about). */
  keys: Map<string, string>;
}

/**
 * Checks the site: `check` remembers each file's last result, so only what changed and what depends on it is checked
 * again. When anything is wrong, the errors as `npm run validate` prints them (warnings stay in validate).
 */
export function loadSite(
  root: string,
  check: SiteChecker,
  checked?: CheckedFiles,
): { good?: Good; report: string; files: SourceFile[] } {
  let files: SourceFile[] = [];
  try {
    const read = checked ? undefined : readSite(root);
    files = checked?.files ?? read!.files;
    const result = checked?.check ?? check(files, read!.assets, read!.unread);
    const errors = result.problems.filter(isError);
    const report = formatPretty(errors, new Map(files.map((f) => [f.file, f.text])), result.fileCount, false);
    if (errors.length || !result.site || !result.notFound) return { report, files };
    // A sitemap block lists every page, as the build fills it in.
    const listed = pageList(new Map(result.pages.map((p) => [p.route, p.page.title])));
    const pages: PageMap = Object.fromEntries(result.pages.map((p) => [p.route, withPageList(p.page, listed)]));
    pages[notFoundKey] = result.notFound.page;
    const keys = new Map(Object.keys(pages).map((key) => [pageDataUrl(key), key]));
    return {
      good: { data: { site: result.site, routes: result.pages.map((p) => p.route) }, pages, keys },
      report: '',
      files,
    };
  } catch (error) {
    // A missing folder, or a bug in the checks, must not stop the dev server: it is said like any other problem.
    if (!existsSync(join(root, 'pages'))) return { report: `There is no pages/ folder in ${root}.\n`, files };
    return {
      report: `The pages could not be checked:\n${error instanceof Error ? error.stack : String(error)}\n`,
      files,
    };
  }
}

/** Whether the files on disk are still the ones that were checked. */
export function unchanged(root: string, checked: readonly SourceFile[]): boolean {
  try {
    const now = readPages(root).files;
    return (
      now.length === checked.length && now.every((f, i) => f.file === checked[i]!.file && f.text === checked[i]!.text)
    );
  } catch {
    return checked.length === 0;
  }
}

/**
 * The pages whose content differs from what the tabs already have; a page the check did not redo is the same object.
 */
export function changedPages(before: PageMap | undefined, after: PageMap): PageMap {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, page]) => before?.[key] !== page && JSON.stringify(before?.[key]) !== JSON.stringify(page),
    ),
  );
}
