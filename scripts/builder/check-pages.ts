import { checkSite, type LoadedPage } from '../../src/node/check-site.ts';
import { formatPretty } from '../../src/node/format-pretty.ts';
import { isError } from '../../src/node/problem.ts';
import { readAssets, readPages } from '../../src/node/read-pages.ts';
import type { ShownSite } from '../../src/core/site-data.ts';

export interface CheckedSite {
  site: ShownSite;
  pages: LoadedPage[];
  notFound: LoadedPage;
}

/** Every page checked as `npm run validate` checks it; on any error the build stops with the same report, and exit 1. */
export function checkPages(root: string): CheckedSite {
  const { files, unread } = readPages(root);
  const check = checkSite(files, readAssets(root), unread);
  const errors = check.problems.filter(isError);
  if (!errors.length && check.site && check.notFound) return { site: check.site, pages: check.pages, notFound: check.notFound };
  const report = formatPretty(errors, new Map(files.map((f) => [f.file, f.text])), check.fileCount, false);
  process.stderr.write(`Invalid pages: the build stops so that visitors never see a broken page.\n\n${report}\n`);
  process.exit(1);
}
