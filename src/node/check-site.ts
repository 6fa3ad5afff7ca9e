import { pageSchema, type Page } from '../../schema/page.ts';
import { siteSchema, type Site } from '../../schema/site.ts';
import { checkDocument, problemAt, type Checked } from './check-document.ts';
import { checkImages } from './check-images.ts';
import { checkKnownMissing, checkLinks, internalLinks } from './check-links.ts';
import { checkTokens } from './check-placeholders.ts';
import { resolveSiteRefs, siteTokens } from '../core/placeholders.ts';
import { isRouteFile, notFoundFile, routeOf, siteFile } from '../core/routes.ts';
import { fileStart, type Finding, type Problem } from './problem.ts';

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
 */
export function checkSite(files: readonly SourceFile[], assets?: ReadonlySet<string>): SiteCheck {
  const problems: Problem[] = [];
  const siteSource = files.find((f) => f.file === siteFile);
  const siteChecked = siteSource ? checkDocument(siteSource.file, siteSource.text, siteSchema) : undefined;
  if (!siteSource) problems.push({ severity: 'error', file: siteFile, ...fileStart, code: 'missing-site-file', title: 'Missing site file', message: 'pages/_site.yaml holds the company name, phone, e-mail, hours, menus and footer, and it is missing.', hint: 'Restore pages/_site.yaml from version control.' });
  problems.push(...(siteChecked?.problems ?? []));
  const site = siteChecked?.value;

  const routeFiles = files.filter((f) => isRouteFile(f.file));
  const routes = new Map<string, string>();
  for (const { file } of routeFiles) {
    const route = routeOf(file);
    const other = routes.get(route);
    if (other) problems.push({ severity: 'error', file, ...fileStart, code: 'duplicate-route', title: 'Two files for one page', message: `${file} and ${other} are both the page ${route}.`, hint: `Keep one: ${route === '/' ? 'pages/index.yaml' : `pages${route}.yaml or pages${route}/index.yaml`}, not both.` });
    else if (!routeSegment.test(route)) problems.push({ severity: 'error', file, ...fileStart, code: 'bad-file-name', title: 'File name is not a web address', message: `${file} would be the address ${route}; addresses use lower-case letters, digits and single dashes.`, hint: 'Rename the file, e.g. pages/services/gas-fitting.yaml.' });
    else routes.set(route, file);
  }
  const routeSet = new Set(routes.keys());
  // Without a valid site file the list of pages known to be missing is unknown: links are checked once it is fixed.
  const knownMissing = new Set(site?.knownMissingPages);
  const linked = new Set<string>();
  const linkProblems = (data: unknown) => {
    const links = internalLinks(data);
    links.forEach((l) => linked.add(l.target));
    return site ? checkLinks(links, routeSet, knownMissing) : [];
  };
  if (siteChecked?.parsed) {
    const { parsed } = siteChecked;
    problems.push(...linkProblems(parsed.data).map(({ path, problem }) => problemAt(parsed, siteFile, path, problem)));
  }

  const checkPage = (source: SourceFile): LoadedPage | undefined => {
    const checked: Checked<Page> = checkDocument(source.file, source.text, pageSchema);
    problems.push(...checked.problems);
    const { value, parsed } = checked;
    if (!parsed) return undefined;
    const extra: Finding[] = [...(site ? checkTokens(parsed.data, siteTokens(site)) : []), ...linkProblems(parsed.data), ...(assets ? checkImages(parsed.data, assets) : [])];
    problems.push(...extra.map(({ path, problem, within }) => problemAt(parsed, source.file, path, problem, within)));
    if (!value || !site || extra.some((e) => e.problem.severity === 'error')) return undefined;
    return { route: routeOf(source.file), file: source.file, page: resolveSiteRefs(value, site) };
  };

  const pages = routeFiles.filter((f) => routes.get(routeOf(f.file)) === f.file).map(checkPage).filter((p) => p !== undefined);
  const notFoundSource = files.find((f) => f.file === notFoundFile);
  if (!notFoundSource) problems.push({ severity: 'error', file: notFoundFile, ...fileStart, code: 'missing-not-found-page', title: 'Missing not-found page', message: 'pages/_not-found.yaml is the page visitors see at an address that has no page, and it is missing.', hint: 'Restore it from version control.' });
  const notFound = notFoundSource && checkPage(notFoundSource);
  if (site && siteChecked?.parsed) {
    const { parsed } = siteChecked;
    problems.push(...checkKnownMissing(site.knownMissingPages, routeSet, linked).map(({ path, problem }) => problemAt(parsed, siteFile, path, problem)));
  }
  return { site, pages, notFound, problems, fileCount: files.length };
}
