import type { z } from 'zod';
import { dataPageSchema, type DataPage } from '../core/page-schemas.ts';
import { pageSchema, type Page } from '../core/page-schemas.ts';
import { siteSchema, type Site } from '../../schema/site.ts';
import { resolveFacts, siteFacts } from '../core/placeholders.ts';
import { dataRouteOf, isRouteFile, notFoundFile, paramsOf, routeOf, siteFile } from '../core/routes.ts';
import { checkDataPage, type DataPagePlan } from './check-data-page.ts';
import { checkDocument, problemAt, type Checked } from './check-document.ts';
import { checkKinds, type KindContext } from './check-kinds.ts';
import { checkKnownMissing } from './check-links.ts';
import { combinations, listsOf, type CheckOnce } from './data-lists.ts';
import { fileStart, isError, spot, type Problem } from './problem.ts';
import { describe } from '../core/catalogue.ts';

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

/** Checks the files of a site: every problem of every file, and the pages that passed. */
export type SiteChecker = (files: readonly SourceFile[], assets?: ReadonlySet<string>, unread?: readonly Problem[]) => SiteCheck;

const routeSegment = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** What a page file gave the last time it was checked, and what that depended on. */
interface Result {
  /** The texts it was read from (its own, and its data files'). */
  key: string;
  /** The site file and public/ it was checked with. */
  siteKey: string;
  problems: Problem[];
  pages: LoadedPage[];
  /** For the site file: its facts as visitors see them. */
  site?: Site;
  /** Every path its links go to: when one of them gains or loses its page, it is checked again. */
  linked: Set<string>;
  /** Whether a link goes nowhere: its did-you-mean depends on every route. */
  missingLinks: boolean;
}

/**
 * Checks the site file and every page; returns every problem of every file, and the pages that passed.
 * `assets` are the files in public/ (see readAssets); when given, every picture must be one of them.
 * `unread` are the problems of files found but not read (see readPages): they count as checked files.
 */
export function checkSite(files: readonly SourceFile[], assets?: ReadonlySet<string>, unread: readonly Problem[] = []): SiteCheck {
  return siteChecker()(files, assets, unread);
}

/**
 * A check of the site that remembers: a file whose text, site file, public/ and linked routes are as last time gives
 * its last result without being read again. The dev server keeps one, so a save re-checks that file and the pages that
 * link to a page it adds or removes; a change to the site file, public/ or a data file re-checks what depends on it.
 */
export function siteChecker(): SiteChecker {
  const documents = new Map<string, { text: string; schema: unknown; checked: Checked<unknown> }>();
  const checkOnce: CheckOnce = <T>(source: SourceFile, schema: { safeParse: (data: unknown) => unknown }) => {
    const known = documents.get(source.file);
    if (known?.text === source.text && known.schema === schema) return known.checked as Checked<T>;
    const checked = checkDocument(source.file, source.text, schema as z.ZodType) as Checked<T>;
    documents.set(source.file, { text: source.text, schema, checked });
    return checked;
  };
  let results = new Map<string, Result>();
  /** Each data page as read last time, and the text of every file then: it is read again when its file or a data file changed. */
  let reads = new Map<string, Read>();
  let texts = new Map<string, string>();
  let lastRoutes = new Set<string>();

  return (files, assets, unread = []) => {
    const problems: Problem[] = [...unread];
    const byName = new Map(files.map((f) => [f.file, f]));
    const missing = (file: string) => !byName.has(file) && !unread.some((p) => p.file === file);
    const siteSource = byName.get(siteFile);
    if (missing(siteFile)) problems.push({ ...describe('missing-site-file', {}), file: siteFile, ...fileStart });
    const siteChecked = siteSource && checkOnce<Site>(siteSource, siteSchema);
    const rawSite = siteChecked?.value;
    const siteKey = `${siteSource?.text}\0${[...(assets ?? [])].sort().join('\0')}`;

    const routes = new Map<string, string>();
    const nextReads = new Map<string, Read>();
    const written = files.filter((f) => isRouteFile(f.file) && !paramsOf(f.file).length);
    for (const { file } of written) {
      const route = routeOf(file);
      const other = routes.get(route);
      if (other) problems.push({ ...describe('duplicate-route', { file, other, route }), file, ...fileStart });
      else if (!routeSegment.test(route)) problems.push({ ...describe('bad-file-name', { file, route }), file, ...fileStart });
      else routes.set(route, file);
    }
    const plans = files.filter((f) => isRouteFile(f.file) && paramsOf(f.file).length).flatMap((source) => {
      const known = reads.get(source.file);
      const fresh = known?.checked.parsed?.text === source.text && known.lists.sources.every((f) => byName.get(f)?.text === texts.get(f));
      const read = fresh ? known : readDataPage(source, byName, checkOnce);
      nextReads.set(source.file, read);
      const plan = claimRoutes(read, routes);
      problems.push(...plan.problems);
      return plan.plan ? [plan.plan] : [];
    });
    reads = nextReads;
    texts = new Map(files.map((f) => [f.file, f.text]));

    // Without a valid site file, placeholders and links wait until it is fixed: its facts and known-missing list are unknown.
    const facts = rawSite && siteFacts(rawSite);
    const routeSet = new Set(routes.keys());
    const changed = new Set([...routeSet].filter((r) => !lastRoutes.has(r)).concat([...lastRoutes].filter((r) => !routeSet.has(r))));
    lastRoutes = routeSet;
    const context = { facts, routes: routeSet, knownMissing: rawSite && new Set(rawSite.knownMissingPages), assets };
    const next = new Map<string, Result>();
    /** The result of a file: the last one while nothing it depends on changed, else `check` with its own set of linked paths. */
    const resultOf = (file: string, key: string, check: (context: KindContext) => Pick<Result, 'problems' | 'pages' | 'site'>): Result => {
      const last = results.get(file);
      const fresh = last?.key === key && last.siteKey === siteKey && !(changed.size && (last.missingLinks || [...last.linked].some((r) => changed.has(r))));
      const result: Result = fresh ? last : { key, siteKey, linked: new Set(), missingLinks: false, problems: [], pages: [] };
      if (!fresh) {
        Object.assign(result, check({ ...context, linked: result.linked }));
        result.missingLinks = result.problems.some((p) => p.code === 'link-to-missing-page');
      }
      next.set(file, result);
      return result;
    };

    /** A checked file through the checks of every value of a kind; its value as visitors see it, if it passed. */
    const finish = <S extends z.ZodType>(file: string, { value, parsed, problems: found }: Checked<z.infer<S>>, schema: S, kinds: KindContext, out: Problem[]): z.infer<S> | undefined => {
      out.push(...found);
      if (!parsed) return undefined;
      const kindProblems = checkKinds(schema, parsed.data, kinds).map(({ path, problem, within }) => problemAt(parsed, file, path, problem, within));
      out.push(...kindProblems);
      if (!value || !facts || kindProblems.some(isError)) return undefined;
      return resolveFacts(schema, value, facts);
    };
    const site = siteSource && resultOf(siteFile, siteSource.text, (kinds) => {
      const out: Problem[] = [];
      return { problems: out, pages: [], site: finish(siteFile, siteChecked!, siteSchema, kinds, out) };
    });
    if (site) problems.push(...site.problems);
    const load = (source: SourceFile, route: string) =>
      resultOf(source.file, source.text, (kinds) => {
        const out: Problem[] = [];
        const page = finish(source.file, checkOnce<Page>(source, pageSchema), pageSchema, kinds, out);
        return { problems: out, pages: page ? [{ route, file: source.file, page }] : [] };
      });
    const pages: LoadedPage[] = [];
    for (const source of written) {
      const route = routeOf(source.file);
      if (routes.get(route) !== source.file) continue;
      const { problems: found, pages: loaded } = load(source, route);
      problems.push(...found);
      pages.push(...loaded);
    }
    for (const plan of plans) {
      // The routes another page took are part of what it depends on: its other pages are the same, but not these.
      const key = [plan.checked.parsed?.text, ...plan.lists.sources.map((f) => byName.get(f)?.text), ...plan.taken].join('\0');
      const result = resultOf(plan.file, key, (kinds) => {
        const { problems: found, pages: made } = checkDataPage(plan, kinds);
        return { problems: found, pages: made.map(({ route, page }) => ({ route, file: plan.file, page })) };
      });
      problems.push(...result.problems);
      pages.push(...result.pages);
    }
    const notFoundSource = byName.get(notFoundFile);
    if (missing(notFoundFile)) problems.push({ ...describe('missing-not-found-page', {}), file: notFoundFile, ...fileStart });
    const notFound = notFoundSource && load(notFoundSource, routeOf(notFoundFile));
    if (notFound) problems.push(...notFound.problems);
    results = next;
    if (rawSite && siteChecked.parsed) {
      const { parsed } = siteChecked;
      const linked = new Set([...next.values()].flatMap((r) => [...r.linked]));
      problems.push(...checkKnownMissing(rawSite.knownMissingPages, routeSet, linked).map(({ path, problem }) => problemAt(parsed, siteFile, path, problem)));
    }
    return { site: site?.site, pages, notFound: notFound?.pages[0], problems, fileCount: files.length + unread.length };
  };
}

/** A data page read: its template, its lists and every page it makes, before any route is claimed. */
type Read = DataPagePlan & { problems: Problem[] };

/** Reads a data page's template and lists, and the route of each combination of entries. */
function readDataPage(source: SourceFile, files: ReadonlyMap<string, SourceFile>, checkOnce: CheckOnce): Read {
  const { file } = source;
  const params = paramsOf(file);
  const checked = checkOnce<DataPage>(source, dataPageSchema);
  const shape = dataRouteOf(file, Object.fromEntries(params.map((p) => [p, 'x'])));
  const lists = checked.parsed ? listsOf(file, params, checked.parsed, files, checkOnce) : { lists: new Map(), problems: [], findings: [], sources: [] };
  if (!routeSegment.test(shape)) return { file, params, checked, lists, combos: [], problems: [{ ...describe('bad-file-name', { file, route: routeOf(file) }), file, ...fileStart }] };
  const combos = combinations(params, lists.lists).map((combo) => ({ combo, route: dataRouteOf(file, Object.fromEntries([...combo].map(([name, { entry }]) => [name, entry.slug]))) }));
  return { file, params, checked, lists, combos, problems: checked.parsed ? [] : checked.problems };
}

/** A data page's routes claimed: a route already taken is an error at its entry, naming the page that has it. */
function claimRoutes(read: Read, routes: Map<string, string>): { plan?: DataPagePlan & { taken: string[] }; problems: Problem[] } {
  if (!read.checked.parsed || read.problems.length) return { problems: read.problems };
  const problems: Problem[] = [];
  const taken: string[] = [];
  const combos = read.combos.filter(({ combo, route }) => {
    const other = routes.get(route);
    if (other === undefined) return routes.set(route, read.file);
    taken.push(route);
    const [main, ...rest] = [...combo.values()].reverse().map((e) => e.place);
    problems.push({ ...describe('generated-route-taken', { route, other }), ...spot(main!), also: [...rest, { file: other, ...fileStart, what: `the page ${route}` }] });
    return false;
  });
  return { plan: { ...read, combos, taken }, problems };
}
