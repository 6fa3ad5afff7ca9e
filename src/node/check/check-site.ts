import type { z } from 'zod';
import type { Assets } from '../pictures/picture-file.ts';
import { dataPageSchema, pageSchema, type DataPage, type Page } from '../../blocks/page-schemas.ts';
import { siteSchema, type Site } from '../../../schema/site.ts';
import type { ShownSite } from '../../core/site-data.ts';
import { siteFacts, type SiteFacts } from '../../core/placeholders.ts';
import {
  dataRouteOf,
  isRouteFile,
  isWrittenPage,
  notFoundFile,
  paramsOf,
  routeOf,
  siteFile,
} from '../../core/routes.ts';
import { checkDataPage, type DataPagePlan } from './check-data-page.ts';
import { checkDocument, problemAt, type Checked } from './check-document.ts';
import { checkKinds } from './kinds/check-kinds.ts';
import { renamedFieldFindings } from './renamed-fields.ts';
import { checkBrand } from './check-brand.ts';
import { brandTheme } from '../brand/brand.ts';
import type { Parsed } from '../read/parse-yaml.ts';
import type { KindContext } from './kinds/kind-context.ts';
import { hashOf, type SourceFile } from '../read/source-file.ts';
import { checkKnownMissing, checkRedirects } from './kinds/check-links.ts';
import { shownDocument } from './kinds/check-images.ts';
import { combinations, listsOf, type CheckOnce } from './data-lists.ts';
import { fileStart, isError, spot, type Problem } from '../report/problem.ts';
import { describe } from '../../core/catalogue.ts';
import { summaryOf, type PageSummary } from '../report/page-summary.ts';

export interface LoadedPage {
  route: string;
  file: string;
  /** The page as visitors see it: defaults applied, {placeholders} and link shorthands resolved. */
  page: Page;
  /** What the build reads of it besides rendering it: its title, blocks, pictures, card picture and form origins. */
  summary: PageSummary;
  /**
   * A hash of what the page was made from (its texts, the site file and public/, by the same code): two checks that
   * give a page the same `from` give the same page. The build keys what it makes of a page by it.
   */
  from?: string;
}

export interface SiteCheck {
  /** The site facts as visitors see them, placeholders resolved, the brand made into the theme's input. */
  site?: ShownSite;
  pages: LoadedPage[];
  notFound?: LoadedPage;
  problems: Problem[];
  /** How many files were checked. */
  fileCount: number;
  /** How many of their results were made again (the rest came from the checker's memory). */
  rechecked: number;
}

/** A check already made of the files as they are now (the page editor checks before it writes). */
export interface CheckedFiles {
  files: SourceFile[];
  check: SiteCheck;
}

/** A written page's result, made by another thread (src/node/threads/check-in-threads.ts). */
export interface PageResult {
  /** A hash of the page's text (what the checker's memory knows it by): made where it was checked, not again here. */
  key: string;
  problems: Problem[];
  pages: LoadedPage[];
  /** Every path its links go to. */
  linked: string[];
}

/**
 * A share of one check's work, for threads: `only` checks just the written pages it accepts (no data page, no
 * not-found page): one thread's share; `done` takes the results of the written pages that other threads checked.
 */
export interface CheckShare {
  only?: (file: string) => boolean;
  done?: ReadonlyMap<string, PageResult>;
  /**
   * Its written pages' problems and links alone: the pages visitors would get are not made, and no text is hashed for a
   * memory that no later check reads (`npm run validate`).
   */
  problemsOnly?: boolean;
}

export type SiteChecker = (
  files: readonly SourceFile[],
  assets?: Assets,
  unread?: readonly Problem[],
  share?: CheckShare,
) => SiteCheck;

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
  site?: ShownSite;
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
export function checkSite(files: readonly SourceFile[], assets?: Assets, unread: readonly Problem[] = []): SiteCheck {
  return siteChecker()(files, assets, unread);
}

/**
 * A check of the site that remembers: a file whose text, site file, public/ and linked routes are as last time gives
 * its last result without being read again. The dev server keeps one, so a save re-checks that file and the pages that
 * link to a page it adds or removes; a change to the site file, public/ or a data file re-checks what depends on it.
 * A check runs in stages: the site file read, the routes of written pages claimed (claimWrittenRoutes), the data pages
 * read and their routes claimed, then every file checked, from memory where nothing it depends on changed
 * (checkSiteFile, checkWrittenPages, checkDataPages, checkNotFoundPage), then the site-wide checks (siteWideChecks).
 * A checker that `checksAgain` (the dev server's) also keeps each written page as read and checked against its schema,
 * so that a change to the site file re-checks every page without reading it again. One that checks once (a build,
 * `npm run validate`, a thread's share) keeps none: on a large site that would be most of a thread's memory, kept for
 * nothing, and the garbage collector would copy most of what each page allocated.
 */
export function siteChecker(
  saved?: SavedChecks,
  { checksAgain = false } = {},
): SiteChecker & { save(): SavedChecks; changes(): SavedChanges } {
  const memory = new CheckMemory(saved, checksAgain);
  const check: SiteChecker = (files, assets, unread = [], share = {}) => {
    const input = new SiteFiles(files, unread);
    const problems: Problem[] = [...unread, ...input.missingProblems()];
    const siteSource = input.get(siteFile);
    const siteChecked = siteSource && memory.checkOnce<Site>(siteSource, siteSchema);
    const rawSite = siteChecked?.value;

    const { written, routes, problems: routeProblems } = claimWrittenRoutes(files);
    problems.push(...routeProblems);
    const dataPages = memory.readDataPages(files, input, routes);
    problems.push(...dataPages.problems);

    // Without a valid site file, placeholders and links wait until it is fixed: its facts and known-missing list are
    // unknown.
    const facts = rawSite && siteFacts(rawSite);
    const routeSet = new Set(routes.keys());
    const context = {
      facts,
      routes: routeSet,
      knownMissing: rawSite && new Set(rawSite.knownMissingPages),
      inbox: rawSite && rawSite.inbox !== undefined,
      assets,
    };
    const results = memory.results(siteKeyOf(siteSource, assets), routeSet, context);
    const stage: Stage = { input, memory, results, facts, share };

    const site = siteSource && checkSiteFile(stage, siteSource, siteChecked!);
    if (site) problems.push(...site.problems);
    const writtenPages = checkWrittenPages(stage, written, routes);
    const madePages = checkDataPages(stage, dataPages.plans);
    const notFound = checkNotFoundPage(stage);
    problems.push(...writtenPages.problems, ...madePages.problems, ...(notFound?.problems ?? []));
    problems.push(...siteWideChecks(results, siteChecked, routeSet));
    return {
      site: site?.site,
      pages: [...writtenPages.pages, ...madePages.pages],
      notFound: notFound?.pages[0],
      problems,
      fileCount: files.length + unread.length,
      rechecked: results.rechecked,
    };
  };
  return Object.assign(check, { save: () => memory.save(), changes: () => memory.changes() });
}

/**
 * What the stages of one check share: its files, the checker's memory, the results by file, the site facts and the
 * thread's share.
 */
interface Stage {
  input: SiteFiles;
  memory: CheckMemory;
  results: FileResults;
  /** Undefined while the site file is not valid. */
  facts: SiteFacts | undefined;
  share: CheckShare;
}

/** What a file's remembered result depends on besides its own text: the site file and public/. */
function siteKeyOf(siteSource: SourceFile | undefined, assets: Assets | undefined): string {
  return hashOf(
    `${siteSource?.text}\0${[...(assets ?? [])]
      .map(([name, { bytes, changed }]) => `${name}:${bytes}:${changed}`)
      .sort()
      .join('\0')}`,
  );
}

/** Pages found and problems met by one stage, in the order of their files. */
interface StageResult {
  problems: Problem[];
  pages: LoadedPage[];
}

/** The site file's result: its facts as visitors see them, with the brand checked and made into the theme's input. */
function checkSiteFile(stage: Stage, source: SourceFile, checked: Checked<Site>): Result {
  return stage.results.of(siteFile, hashOf(source.text), (kinds) => {
    const out: Problem[] = [];
    const resolved = finishDocument(siteFile, checked, siteSchema, kinds, stage.facts, out);
    return { problems: out, pages: [], site: resolved && withBrand(resolved, checked.parsed!, kinds.assets, out) };
  });
}

/**
 * The key of a page checked for its problems alone: no hash of a text is ever empty, so no later check takes it for
 * one.
 */
const unkeyed = '';

/** A written page's result (the not-found page's too): another thread's when it checked the page, else checked here. */
function checkWrittenPage(stage: Stage, source: SourceFile, route: string): Result {
  const done = stage.share.done?.get(source.file);
  return stage.results.of(
    source.file,
    done?.key ?? source.key ?? (stage.share.problemsOnly ? unkeyed : hashOf(source.text)),
    (kinds) => {
      if (done) {
        for (const path of done.linked) kinds.linked.add(path);
        return { problems: done.problems, pages: done.pages };
      }
      const out: Problem[] = [];
      // Without the facts to fill in, finishDocument checks the page and makes nothing of it.
      const page = finishDocument(
        source.file,
        stage.memory.checkPage(source),
        pageSchema,
        kinds,
        stage.share.problemsOnly ? undefined : stage.facts,
        out,
      );
      return { problems: out, pages: page ? [{ route, file: source.file, page, summary: summaryOf(page) }] : [] };
    },
  );
}

/** Every written page that holds its route and is in this check's share. */
function checkWrittenPages(
  stage: Stage,
  written: readonly SourceFile[],
  routes: ReadonlyMap<string, string>,
): StageResult {
  const found: StageResult = { problems: [], pages: [] };
  for (const source of written) {
    const route = routeOf(source.file);
    if (routes.get(route) !== source.file || (stage.share.only && !stage.share.only(source.file))) continue;
    const { problems, pages } = checkWrittenPage(stage, source, route);
    found.problems.push(...problems);
    found.pages.push(...pages);
  }
  return found;
}

/** Every data page and the pages it makes; none in a thread's share (the main thread checks them). */
function checkDataPages(stage: Stage, plans: ReadonlyArray<DataPagePlan & { taken: string[] }>): StageResult {
  const found: StageResult = { problems: [], pages: [] };
  for (const plan of stage.share.only ? [] : plans) {
    // The routes another page took are part of what it depends on: its other pages are the same, but not these.
    const texts = [
      plan.checked.parsed?.text,
      ...plan.lists.sources.map((f) => stage.input.get(f)?.text),
      ...plan.taken,
    ].join('\0');
    const result = stage.results.of(plan.file, hashOf(texts), (kinds) => {
      const { problems, pages: made } = checkDataPage(plan, kinds);
      return {
        problems,
        pages: made.map(({ route, page }) => ({ route, file: plan.file, page, summary: summaryOf(page) })),
      };
    });
    found.problems.push(...result.problems);
    found.pages.push(...result.pages);
  }
  return found;
}

/** The not-found page's result, when there is one; none in a thread's share. */
function checkNotFoundPage(stage: Stage): Result | undefined {
  const source = stage.share.only ? undefined : stage.input.get(notFoundFile);
  return source && checkWrittenPage(stage, source, routeOf(notFoundFile));
}

/**
 * The checks of the whole site, once every file has its result (which it keeps for the next check): each page the
 * site file lists as known to be missing must still be missing and still linked to, and no redirect may hide a page.
 */
function siteWideChecks(
  results: FileResults,
  siteChecked: Checked<Site> | undefined,
  routes: ReadonlySet<string>,
): Problem[] {
  const linked = results.keep();
  const rawSite = siteChecked?.value;
  const parsed = siteChecked?.parsed;
  if (!rawSite || !parsed) return [];
  return [
    ...checkKnownMissing(rawSite.knownMissingPages, routes, linked),
    ...checkRedirects(rawSite.redirects, routes),
  ].map(({ path, problem }) => problemAt(parsed, siteFile, path, problem));
}

/**
 * A checker's memory as plain data, for a later process (the build keeps it in its cache, named by a hash of the
 * engine's code): each file's last result by a hash of what it was read from, and the routes it was checked with.
 */
export interface SavedChecks {
  routes: string[];
  results: Array<[string, SavedResult]>;
}

type SavedResult = Omit<Result, 'linked'> & { linked: string[] };
const savedOf = (result: Result): SavedResult => ({ ...result, linked: [...result.linked] });

/**
 * What one check changed in a checker's memory: the routes, each file's result made again, and each file gone (null).
 */
export interface SavedChanges {
  routes: string[];
  results: Array<[string, SavedResult | null]>;
}

/** The files of one check, by name, and the site file and not-found page when they are not there. */
class SiteFiles {
  private readonly byName: Map<string, SourceFile>;

  constructor(
    files: readonly SourceFile[],
    private readonly unread: readonly Problem[],
  ) {
    this.byName = new Map(files.map((f) => [f.file, f]));
  }

  get(file: string): SourceFile | undefined {
    return this.byName.get(file);
  }

  get all(): ReadonlyMap<string, SourceFile> {
    return this.byName;
  }

  /** The site file and the not-found page, each said missing when it is neither read nor found unreadable. */
  missingProblems(): Problem[] {
    const missing = (file: string) => !this.byName.has(file) && !this.unread.some((p) => p.file === file);
    return [
      ...(missing(siteFile) ? [{ ...describe('missing-site-file', {}), file: siteFile, ...fileStart }] : []),
      ...(missing(notFoundFile)
        ? [{ ...describe('missing-not-found-page', {}), file: notFoundFile, ...fileStart }]
        : []),
    ];
  }
}

/**
 * The route of each written page (not made from data); two files for one route, or a name no address can have, are
 * problems.
 */
function claimWrittenRoutes(files: readonly SourceFile[]): {
  written: SourceFile[];
  routes: Map<string, string>;
  problems: Problem[];
} {
  const routes = new Map<string, string>();
  const problems: Problem[] = [];
  const written = files.filter((f) => isWrittenPage(f.file));
  for (const { file } of written) {
    const route = routeOf(file);
    const other = routes.get(route);
    if (other) problems.push({ ...describe('duplicate-route', { file, other, route }), file, ...fileStart });
    else if (!routeSegment.test(route))
      problems.push({ ...describe('bad-file-name', { file, route }), file, ...fileStart });
    else routes.set(route, file);
  }
  return { written, routes, problems };
}

/** A checked file through the checks of every value of a kind; its value as visitors see it, if it passed. */
function finishDocument<S extends z.ZodType>(
  file: string,
  { value, parsed, problems: found }: Checked<z.infer<S>>,
  schema: S,
  kinds: KindContext,
  facts: SiteFacts | undefined,
  out: Problem[],
): z.infer<S> | undefined {
  out.push(...found);
  if (!parsed) return undefined;
  const kindProblems = [...checkKinds(schema, parsed.data, kinds), ...renamedFieldFindings(parsed.data)].map(
    ({ path, problem, within }) => problemAt(parsed, file, path, problem, within),
  );
  out.push(...kindProblems);
  if (!value || !facts || kindProblems.some(isError)) return undefined;
  return shownDocument(schema, value, facts, kinds.assets);
}

/**
 * The site facts with their brand checked (contrast, font file) and made into the theme's input, once, and the year a
 * year; undefined when the brand is refused.
 */
function withBrand(site: Site, parsed: Parsed, assets: Assets | undefined, out: Problem[]): ShownSite | undefined {
  const problems = checkBrand(site.brand, assets).map(({ path, problem }) =>
    problemAt(parsed, siteFile, path, problem),
  );
  out.push(...problems);
  const copyrightYear = site.copyrightYear === 'auto' ? new Date().getFullYear() : site.copyrightYear;
  return problems.length ? undefined : { ...site, brand: brandTheme(site.brand), copyrightYear };
}

/**
 * The site facts a passing check gives, from the site file alone: its links are not checked (that needs every page),
 * so a site file that passes here may still fail the check. For a build's bundles, begun before the check
 * (src/builder/bundles.ts); undefined when the file's own text is wrong.
 */
export function siteFactsAlone(source: SourceFile, assets: Assets | undefined): ShownSite | undefined {
  const { value, parsed } = checkDocument(source.file, source.text, siteSchema);
  if (!value || !parsed) return undefined;
  return withBrand(shownDocument(siteSchema, value, siteFacts(value), assets), parsed, assets, []);
}

/**
 * What a checker remembers from one check to the next: each document checked, each data page read, each file's result.
 */
class CheckMemory {
  private readonly documents = new Map<string, { text: string; schema: unknown; checked: Checked<unknown> }>();
  private reads = new Map<string, Read>();
  private texts = new Map<string, string | undefined>();
  private lastResults: Map<string, Result>;
  private lastRoutes: Set<string>;
  /** The files whose results the last check made again, and those it no longer had. */
  private lastCheck: { made: ReadonlySet<string>; gone: string[] } | undefined;

  constructor(
    saved: SavedChecks | undefined,
    /** Whether written pages are kept as checked, for the next check (siteChecker's `checksAgain`). */
    private readonly keepsPages: boolean,
  ) {
    this.lastResults = new Map(
      saved?.results.map(([file, result]) => [file, { ...result, linked: new Set(result.linked) }]),
    );
    this.lastRoutes = new Set(saved?.routes);
  }

  save(): SavedChecks {
    return {
      routes: [...this.lastRoutes],
      results: [...this.lastResults].map(([file, result]) => [file, savedOf(result)]),
    };
  }

  /** The last check's changes to this memory (SavedChanges): a few results where `save` has them all. */
  changes(): SavedChanges {
    const { made = new Set<string>(), gone = [] } = this.lastCheck ?? {};
    return {
      routes: [...this.lastRoutes],
      results: [
        ...[...made].map((file): [string, SavedResult] => [file, savedOf(this.lastResults.get(file)!)]),
        ...gone.map((file): [string, null] => [file, null]),
      ],
    };
  }

  /** A written page checked against the page schema: kept for the next check only when this memory keeps pages. */
  checkPage(source: SourceFile): Checked<Page> {
    return this.keepsPages
      ? this.checkOnce<Page>(source, pageSchema)
      : checkDocument(source.file, source.text, pageSchema);
  }

  /** A document checked against a schema, once per text. */
  readonly checkOnce: CheckOnce = <T>(source: SourceFile, schema: { safeParse: (data: unknown) => unknown }) => {
    const known = this.documents.get(source.file);
    if (known?.text === source.text && known.schema === schema) return known.checked as Checked<T>;
    const checked = checkDocument(source.file, source.text, schema as z.ZodType) as Checked<T>;
    this.documents.set(source.file, { text: source.text, schema, checked });
    return checked;
  };

  /** Each data page read (again when its file or a data file it names changed), and its routes claimed. */
  readDataPages(
    files: readonly SourceFile[],
    input: SiteFiles,
    routes: Map<string, string>,
  ): { plans: Array<DataPagePlan & { taken: string[] }>; problems: Problem[] } {
    const problems: Problem[] = [];
    const reads = new Map<string, Read>();
    const plans = files
      .filter((f) => isRouteFile(f.file) && paramsOf(f.file).length)
      .flatMap((source) => {
        const known = this.reads.get(source.file);
        const fresh =
          known?.checked.parsed?.text === source.text &&
          known.lists.sources.every((f) => input.get(f)?.text === this.texts.get(f));
        const read = fresh ? known : readDataPage(source, input.all, this.checkOnce);
        reads.set(source.file, read);
        const claimed = claimRoutes(read, routes);
        problems.push(...claimed.problems);
        return claimed.plan ? [claimed.plan] : [];
      });
    this.reads = reads;
    // The texts of the data files read, alone: a build's reader leaves unchanged pages unread
    // (src/node/read/read-pages.ts).
    this.texts = new Map(
      [...reads.values()].flatMap((read) =>
        read.lists.sources.map((f): [string, string | undefined] => [f, input.get(f)?.text]),
      ),
    );
    return { plans, problems };
  }

  /** The results of this check, each the last one where nothing it depends on changed (see FileResults). */
  results(siteKey: string, routes: Set<string>, context: Omit<KindContext, 'linked'>): FileResults {
    const changed = new Set(
      [...routes].filter((r) => !this.lastRoutes.has(r)).concat([...this.lastRoutes].filter((r) => !routes.has(r))),
    );
    this.lastRoutes = routes;
    const last = this.lastResults;
    return new FileResults(last, siteKey, changed, context, (next, made) => {
      this.lastResults = next;
      this.lastCheck = { made, gone: [...last.keys()].filter((file) => !next.has(file)) };
    });
  }
}

/**
 * The results of one check, by file: each remembered one is used again while its texts, the site file, public/ and the
 * routes its links go to are as they were.
 */
class FileResults {
  private readonly next = new Map<string, Result>();
  /** The files whose results were made again. */
  private readonly made = new Set<string>();

  constructor(
    private readonly last: ReadonlyMap<string, Result>,
    private readonly siteKey: string,
    private readonly changedRoutes: ReadonlySet<string>,
    private readonly context: Omit<KindContext, 'linked'>,
    private readonly remember: (results: Map<string, Result>, made: ReadonlySet<string>) => void,
  ) {}

  /** How many results were made again. */
  get rechecked(): number {
    return this.made.size;
  }

  /**
   * The result of a file known by `key`, a hash of its texts (the texts themselves would make a saved memory as large
   * as the site): the last one while nothing it depends on changed, else `check` with its own set of linked paths.
   */
  of(file: string, key: string, check: (context: KindContext) => Pick<Result, 'problems' | 'pages' | 'site'>): Result {
    const last = this.last.get(file);
    const changed = this.changedRoutes;
    const fresh =
      last?.key === key &&
      last.siteKey === this.siteKey &&
      !(changed.size && (last.missingLinks || [...last.linked].some((r) => changed.has(r))));
    const result: Result = fresh
      ? last
      : { key, siteKey: this.siteKey, linked: new Set(), missingLinks: false, problems: [], pages: [] };
    if (!fresh) {
      this.made.add(file);
      const made = check({ ...this.context, linked: result.linked });
      // What its pages were made from, named only for a file that made pages (a check of problems alone makes none).
      const from = made.pages.length ? hashOf(`${key}\0${this.siteKey}`) : '';
      Object.assign(result, made, { pages: made.pages.map((page) => ({ ...page, from })) });
      result.missingLinks = result.problems.some((p) => p.code === 'link-to-missing-page');
    }
    this.next.set(file, result);
    return result;
  }

  /** Keeps this check's results for the next one; returns every path the site links to. */
  keep(): Set<string> {
    this.remember(this.next, this.made);
    return new Set([...this.next.values()].flatMap((r) => [...r.linked]));
  }
}

/** A data page read: its template, its lists and every page it makes, before any route is claimed. */
type Read = DataPagePlan & { problems: Problem[] };

/** Reads a data page's template and lists, and the route of each combination of entries. */
export function readDataPage(source: SourceFile, files: ReadonlyMap<string, SourceFile>, checkOnce: CheckOnce): Read {
  const { file } = source;
  const params = paramsOf(file);
  const checked = checkOnce<DataPage>(source, dataPageSchema);
  const shape = dataRouteOf(file, Object.fromEntries(params.map((p) => [p, 'x'])));
  const lists = checked.parsed
    ? listsOf(file, params, checked.parsed, files, checkOnce)
    : { lists: new Map(), problems: [], findings: [], sources: [] };
  if (!routeSegment.test(shape))
    return {
      file,
      params,
      checked,
      lists,
      combos: [],
      problems: [{ ...describe('bad-file-name', { file, route: routeOf(file) }), file, ...fileStart }],
    };
  const combos = combinations(params, lists.lists).map((combo) => ({
    combo,
    route: dataRouteOf(file, Object.fromEntries([...combo].map(([name, { entry }]) => [name, entry.slug]))),
  }));
  return { file, params, checked, lists, combos, problems: checked.parsed ? [] : checked.problems };
}

/** A data page's routes claimed: a route already taken is an error at its entry, naming the page that has it. */
function claimRoutes(
  read: Read,
  routes: Map<string, string>,
): { plan?: DataPagePlan & { taken: string[] }; problems: Problem[] } {
  if (!read.checked.parsed || read.problems.length) return { problems: read.problems };
  const problems: Problem[] = [];
  const taken: string[] = [];
  const combos = read.combos.filter(({ combo, route }) => {
    const other = routes.get(route);
    if (other === undefined) return routes.set(route, read.file);
    taken.push(route);
    const [main, ...rest] = [...combo.values()].reverse().map((e) => e.place);
    problems.push({
      ...describe('generated-route-taken', { route, other }),
      ...spot(main!),
      also: [...rest, { file: other, ...fileStart, what: `the page ${route}` }],
    });
    return false;
  });
  return { plan: { ...read, combos, taken }, problems };
}
