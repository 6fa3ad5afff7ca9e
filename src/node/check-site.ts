import type { z } from 'zod';
import { pageSchema, type Page } from '../../schema/page.ts';
import { siteSchema, type Site } from '../../schema/site.ts';
import { resolveFacts, siteFacts } from '../core/placeholders.ts';
import { isRouteFile, notFoundFile, routeOf, siteFile } from '../core/routes.ts';
import { checkDocument, problemAt, type Checked } from './check-document.ts';
import { checkKinds, type KindContext } from './check-kinds.ts';
import { checkKnownMissing } from './check-links.ts';
import { describe, fileStart, isError, type Problem } from './problem.ts';

export interface SourceFile {
  /** Relative to the project root, forward slashes: pages/services/drain-cleaning.yaml. */
  file: string;
  text: string;
}

export interface LoadedPage {
  route: string;
  file: string;
  /** The page as visitors see it: defaults applied, {placeholders} and link shorthands resolved. */
  page: Page;
}

export interface SiteCheck {
  /** The site facts as visitors see them, placeholders resolved. */
  site?: Site;
  pages: LoadedPage[];
  notFound?: LoadedPage;
  problems: Problem[];
  /** How many files were checked. */
  fileCount: number;
}

const routeSegment = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * Checks the site file and every page; returns every problem of every file, and the pages that passed.
 * `assets` are the files in public/ (see readAssets); when given, every picture must be one of them.
 * `unread` are the problems of files found but not read (see readPages): they count as checked files.
 */
export function checkSite(files: readonly SourceFile[], assets?: ReadonlySet<string>, unread: readonly Problem[] = []): SiteCheck {
  const problems: Problem[] = [...unread];
  const missing = (file: string) => !files.some((f) => f.file === file) && !unread.some((p) => p.file === file);
  const siteSource = files.find((f) => f.file === siteFile);
  if (missing(siteFile)) problems.push({ ...describe('missing-site-file', {}), file: siteFile, ...fileStart });
  const siteChecked = siteSource && checkDocument(siteSource.file, siteSource.text, siteSchema);
  const rawSite = siteChecked?.value;

  const routeFiles = files.filter((f) => isRouteFile(f.file));
  const routes = new Map<string, string>();
  for (const { file } of routeFiles) {
    const route = routeOf(file);
    const other = routes.get(route);
    if (other) problems.push({ ...describe('duplicate-route', { file, other, route }), file, ...fileStart });
    else if (!routeSegment.test(route)) problems.push({ ...describe('bad-file-name', { file, route }), file, ...fileStart });
    else routes.set(route, file);
  }
  // Without a valid site file, placeholders and links wait until it is fixed: its facts and known-missing list are unknown.
  const facts = rawSite && siteFacts(rawSite);
  const context: KindContext = { facts, routes: new Set(routes.keys()), knownMissing: rawSite && new Set(rawSite.knownMissingPages), assets, linked: new Set() };

  /** A checked file through the checks of every value of a kind; its value as visitors see it, if it passed. */
  const finish = <S extends z.ZodType>(file: string, { value, parsed, problems: found }: Checked<z.infer<S>>, schema: S): z.infer<S> | undefined => {
    problems.push(...found);
    if (!parsed) return undefined;
    const kindProblems = checkKinds(schema, parsed.data, context).map(({ path, problem, within }) => problemAt(parsed, file, path, problem, within));
    problems.push(...kindProblems);
    if (!value || !facts || kindProblems.some(isError)) return undefined;
    return resolveFacts(schema, value, facts);
  };
  const site = siteSource && siteChecked && finish(siteFile, siteChecked, siteSchema);
  const load = (source: SourceFile): LoadedPage | undefined => {
    const page = finish(source.file, checkDocument(source.file, source.text, pageSchema), pageSchema);
    return page && { route: routeOf(source.file), file: source.file, page };
  };
  const pages = routeFiles.filter((f) => routes.get(routeOf(f.file)) === f.file).flatMap((f) => load(f) ?? []);
  const notFoundSource = files.find((f) => f.file === notFoundFile);
  if (missing(notFoundFile)) problems.push({ ...describe('missing-not-found-page', {}), file: notFoundFile, ...fileStart });
  const notFound = notFoundSource && load(notFoundSource);
  if (rawSite && siteChecked.parsed) {
    const { parsed } = siteChecked;
    problems.push(...checkKnownMissing(rawSite.knownMissingPages, context.routes, context.linked).map(({ path, problem }) => problemAt(parsed, siteFile, path, problem)));
  }
  return { site, pages, notFound, problems, fileCount: files.length + unread.length };
}
