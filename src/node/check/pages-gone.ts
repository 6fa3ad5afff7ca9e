import { siteFile } from '../../core/routes.ts';
import { describe } from '../../core/catalogue.ts';
import { spanAtPath } from './check-document.ts';
import { parseYaml } from '../read/parse-yaml.ts';
import { fileStart, formatPath, type Problem } from '../report/problem.ts';
import type { SourceFile } from '../read/source-file.ts';

/**
 * The routes of the last build (`built`, in the folder `builtIn`) that have no page now and no redirect: a page
 * renamed, moved or deleted since, whose old address links and search results still lead to. Said at `redirects:` in
 * the site file, where the fix goes (or its first line, while it has none).
 */
export function pagesGone(
  site: SourceFile | undefined,
  built: readonly string[],
  routes: ReadonlySet<string>,
  builtIn: string,
): Problem[] {
  if (!site) return [];
  const { parsed } = parseYaml(site.file, site.text);
  const data = parsed?.data as { redirects?: Array<{ from?: unknown }>; knownMissingPages?: unknown[] } | undefined;
  const redirected = new Set((data?.redirects ?? []).map((r) => r?.from));
  const gone = built.filter((route) => !routes.has(route) && !redirected.has(route));
  const at =
    parsed && data?.redirects ? { ...spanAtPath(parsed, ['redirects']), path: formatPath(['redirects']) } : fileStart;
  return gone.map((route) => ({
    ...describe('page-gone-without-redirect', { route, built: builtIn }),
    file: siteFile,
    ...at,
  }));
}
