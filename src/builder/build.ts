// The build, phase by phase: it checks the pages, makes their pictures for every screen (pictures.ts) and the picture a
// shared link to each shows (share-cards.ts), builds the client and SSR bundles (or reuses them when the code and site
// facts are unchanged), prerenders every page that changed on every core (the rest come from the page cache or stay
// where the last build put them), writes the sitemap, robots.txt, the manifest and the icon (from the brand) and the
// headers. Everything is staged first: a build that fails half-way leaves the last build as it was. A whole new build
// replaces outDir in one step; an update of the last one moves only its staged files in (last-build.ts).
// dist/.build-report.json says which routes were rendered and which reused.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { notFoundKey, type ShownSite, type SiteData } from '../core/site-data.ts';
import { headersFile, pageNeeds, securityHeaders } from './security-headers.ts';
import { outDir, stagingDir } from './out-dir.ts';
import { writeCompressed } from './compress-dist.ts';
import { webManifest } from './web-manifest.ts';
import { faviconSvg } from '../node/brand/favicon.ts';
import { checkPages, type CheckedSite } from './check-pages.ts';
import { unwritableCache, unwritableCacheMessage } from './cache-folder.ts';
import { bundlesAhead, cachedSsrEntry, type Bundles } from './bundles.ts';
import { bundleInputs, codeHash, hashOf, prerenderInputs } from './code-hash.ts';
import { lastBuild, updateInPlace, writeManifest, type BuiltPages } from './last-build.ts';
import { PageCache, pageFiles, type CachedPage } from './page-cache.ts';
import { movedAside, moveAside, removeInBackground } from './remove-later.ts';
import { startRenderThreads, threadsFor, type RenderTask, type RenderThreads } from './render-pool.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';
import { siteGraph } from './structured-data.ts';
import { brandLogo } from './brand-logo.ts';
import { writeRedirects } from './redirects.ts';
import { listsPages, pageList, withPageList } from '../blocks/page-list.ts';
import { analyticsScript } from '../core/analytics.ts';
import { shareCardSize, type ShareCard } from '../core/share-card.ts';
import { lastChanged } from './last-changed.ts';
import { makePictures, withSources, type MadePictures } from './pictures.ts';
import { placeMadeFiles } from './place-made-files.ts';
import { cardThreadAhead, makeCards, makeShareCards, type MadeCards } from './share-cards.ts';
import { progressLines } from './progress-lines.ts';
import { writePageStylesheets, type Manifest } from './page-assets.ts';
import { firstPicturePreload } from './first-picture.ts';
import { noPagesFolder } from '../node/read/read-pages.ts';
import { holdBuildLocks } from './build-lock.ts';
import { BuildStop } from './build-stop.ts';
import { cacheNotes } from './cache-notes.ts';

/** Milliseconds since the build's first line. */
type Clock = () => number;

/** The build, from the check to the last file moved into place. */
export async function build(): Promise<void> {
  const started = performance.now();
  const elapsed: Clock = () => Math.round(performance.now() - started);
  const start = await startBuild();
  const made = await checkAndMake(start, elapsed);
  const staged = stageBundles(start, made);
  const sorted = await sortPages(start, made, staged);
  const keysMs = elapsed();
  for (const note of cacheNotes({
    pages: sorted.cache,
    pictures: made.pictures,
    cards: made.cards,
    bundles: made.bundles,
    cacheDir: start.cacheDir,
  }))
    console.log(note);
  const { pictures, cards, bundles, ms } = made;
  const { rendered, reused } = sorted;
  console.log(
    `Checked ${sorted.all.length} pages in ${ms.checked} ms (${made.rechecked} ` +
      `${made.rechecked === 1 ? 'file' : 'files'} checked again, the others as at the last build); ` +
      `${pictures.files.length} picture files (${pictures.made} made, ${pictures.reused} reused) in ` +
      `${ms.pictures - ms.checked} ms; ${cards.files.length} share cards (${cards.made} to make, ${cards.reused} ` +
      `reused); bundles ${bundles.reused ? 'reused' : `built in ${ms.bundles - ms.pictures} ms`}; ` +
      (rendered.length
        ? `rendering ${rendered.length} on ${threadsFor(rendered.length)} threads, ${reused.length} reused.`
        : `${reused.length} reused, none to render.`),
  );
  const renderStartMs = elapsed();
  const rendering = renderPages(start, made, staged, sorted, elapsed).then(elapsed);
  // The check's memory, the sitemap and the site's other files are written while the threads render and draw: this
  // thread would only wait.
  made.keepMemory();
  writeSiteFiles(start, made, staged, sorted);
  const [renderedMs, cardsMs] = await Promise.all([rendering, made.cardsMade, sorted.stylesheetsPlaced]);
  placeMadeFiles(cards.files, start.cardsCache, start.staging, sorted.inLastBuild);
  const report = {
    /** Files whose check was made again; the others' results came from the last build's check. */
    rechecked: made.rechecked,
    /**
     * Each phase's time from the build's first line (`start`: the process's start before it, loading the build's code);
     * the cards are made on their own thread from the end of `check`, beside the next phases.
     */
    ms: {
      start: Math.round(started),
      total: elapsed(),
      check: ms.checked,
      pictures: ms.pictures - ms.checked,
      cards: cardsMs - ms.checked,
      bundles: ms.bundles - ms.pictures,
      keys: keysMs - ms.bundles,
      render: renderedMs - renderStartMs,
    },
    pictures: { files: pictures.files.length, made: pictures.made, reused: pictures.reused },
    cards: { files: cards.files.length, made: cards.made, reused: cards.reused },
    bundles: bundles.reused ? 'reused' : 'built',
    /** Whether the last build was updated in place (only what changed written) or a whole new one made. */
    build: staged.last ? 'updated' : 'whole',
    rendered: rendered.map((t) => t.path),
    reused,
    maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  writeFileSync(join(start.staging, '.build-report.json'), `${JSON.stringify(report, null, 1)}\n`);
  moveIntoPlace(start, made, staged, sorted);
  console.log(
    `Built ${sorted.all.length} pages in ${report.ms.total} ms: ${rendered.length} rendered, ` +
      `${reused.length} reused; ${cards.files.length} share cards, ${cards.made} made; bundles ` +
      `${report.bundles}; ${staged.last ? 'the last build updated in place' : 'a whole new build'}. ` +
      `Report: ${join(outDir, '.build-report.json')}`,
  );
}

/** What the build starts from: its folders, and the threads that load their code while the pages are checked. */
interface Start {
  root: string;
  cacheDir: string;
  cardsCache: string;
  staging: string;
  renderThreads: RenderThreads;
  cardsAhead: ReturnType<typeof cardThreadAhead>;
}

/** The build's folders, said in words where they cannot be used; the locks; the threads started ahead of their work. */
async function startBuild(): Promise<Start> {
  const root = resolve(process.env.PAGES_ROOT ?? '.');
  // A folder with no pages/ (the build run from the wrong folder) is said in words, as validate says it, not with a
  // stack trace, and before any thread is started for a build that cannot be.
  const noPages = noPagesFolder(root);
  if (noPages) throw new BuildStop(`${noPages}: run the build from the site's folder, the one that holds pages/.`);
  // The SSR bundle picks React's build at run time: without this, every page renders with development React, twice as
  // slow. A thread takes its environment when it is made, so this comes first.
  process.env.NODE_ENV = 'production';
  const cacheDir = resolve(process.env.PRERENDER_CACHE ?? 'node_modules/.cache/prerender');
  // A cache the build may not write (a build once run with sudo leaves it root's) stops it here, said in words, not
  // half-way with a stack trace.
  const unwritable = unwritableCache(cacheDir);
  if (unwritable) throw new BuildStop(unwritableCacheMessage(cacheDir, unwritable).trimEnd());
  // A second build in the same folder waits for the first: both would write the same staging folder and cache.
  await holdBuildLocks([resolve(outDir), cacheDir], (line) => console.log(line));
  // A render thread loads its code, and the SSR bundle the cache holds, while the pages are checked.
  const renderThreads = startRenderThreads(cachedSsrEntry(cacheDir));
  const cardsCache = join(cacheDir, 'cards');
  // A first build's cards' thread loads its code while the pages are checked, too.
  return {
    root,
    cacheDir,
    cardsCache,
    staging: resolve(stagingDir),
    renderThreads,
    cardsAhead: cardThreadAhead(cardsCache),
  };
}

/**
 * The checked pages and what is made of them before any is rendered: pictures, share cards (on their thread), bundles.
 */
interface Made extends CheckedSite {
  cards: MadeCards;
  /** When the cards the cache did not hold are made (the build's clock). */
  cardsMade: Promise<number>;
  pictures: MadePictures;
  picturesCache: string;
  siteData: SiteData;
  bundles: Bundles;
  /** What every page's files are made from: the bundles and the prerender's code. */
  pagesKey: string;
  ms: { checked: number; pictures: number; bundles: number };
}

/** Checks the pages, then makes their share cards (beside the rest), their pictures and the bundles. */
async function checkAndMake({ root, cacheDir, cardsCache, cardsAhead }: Start, elapsed: Clock): Promise<Made> {
  // The engine's code: what the checker's memory of the last build is good for (public/ it follows itself, file by
  // file).
  const engine = codeHash(bundleInputs.filter((input) => input !== 'public'));
  // What the bundles are made from, public/ too (read again once the check has said which of its pictures cannot be
  // read).
  const bundleKey = (siteData: SiteData) => hashOf(engine, codeHash(['public']), JSON.stringify(siteData));
  const bundlesOf = await bundlesAhead(root, cacheDir, bundleKey);
  const checked = await checkPages(root, join(cacheDir, `check-${engine.slice(0, 16)}.json`));
  const { site, pages, notFound } = checked;
  const checkedMs = elapsed();
  // Their names are known now; the cards not in the cache are made on their own thread while the build goes on.
  const cards = makeShareCards(root, site, [...pages, notFound], cardsCache);
  const cardsMade = makeCards(cards.missing, cardsAhead, progressLines('cards', cards.missing.length, elapsed)).then(
    elapsed,
  );
  // Its failure is the build's, said where the build waits for it (below), not as an unhandled rejection before then.
  cardsMade.catch(() => {});
  const picturesCache = join(cacheDir, 'pictures');
  // Read from the pages' summaries: a rebuild reads the pages themselves only for those it makes again.
  const pictures = await makePictures(
    root,
    [...pages, notFound].map((p) => p.summary),
    picturesCache,
  );
  const picturesMs = elapsed();
  const siteData = { site };
  const bundlesKey = bundleKey(siteData);
  const pagesKey = hashOf(bundlesKey, codeHash(prerenderInputs));
  const bundles = await bundlesOf(bundlesKey, siteData);
  return {
    ...checked,
    cards,
    cardsMade,
    pictures,
    picturesCache,
    siteData,
    bundles,
    pagesKey,
    ms: { checked: checkedMs, pictures: picturesMs, bundles: elapsed() },
  };
}

/** The staging folder, the page template and the bundles' files, and the last build when this one updates it. */
interface Staged {
  template: string;
  manifest: Manifest;
  /** The bundles' files but the template, as paths under the build. */
  sharedFiles: string[];
  last: BuiltPages | undefined;
}

/**
 * A build with the same code and site facts as the last one updates it in place: it stages only the pages that
 * changed. Otherwise it stages a whole new build, the bundles' files first.
 */
function stageBundles({ staging }: Start, { bundles, pagesKey }: Made): Staged {
  // The template index.html (and its compressed copies) is the home page's place: the prerender writes it there.
  const templateFile = join(bundles.client, 'index.html');
  const sharedFiles = readdirSync(bundles.client, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !join(bundles.client, file).startsWith(templateFile),
  );
  const last = lastBuild(outDir, pagesKey, sharedFiles);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  if (!last) cpSync(bundles.client, staging, { recursive: true, filter: (src) => !src.startsWith(templateFile) });
  const template = readFileSync(templateFile, 'utf8');
  const manifest = JSON.parse(readFileSync(join(bundles.client, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { template, manifest, sharedFiles, last };
}

/** Every page of the build, with its share card. */
interface BuildPage {
  path: string;
  key: string;
  loaded: CheckedSite['notFound'];
  card: ShareCard;
}

/** Which pages are rendered and which reused, and what the rest of the build needs to know of them. */
interface Sorted {
  all: BuildPage[];
  cache: PageCache;
  rendered: RenderTask[];
  reused: string[];
  built: BuiltPages;
  /** Whether a file named by its content is in the last build already. */
  inLastBuild: (file: string) => boolean;
  stylesheetsPlaced: Promise<unknown>;
}

/**
 * Each page's cache key, from what it is made of: a page the last build made from the same inputs stays, one the
 * page cache holds is placed, the others are rendered. The pictures and the pages' stylesheets are placed meanwhile.
 */
async function sortPages({ root, cacheDir, staging }: Start, made: Made, staged: Staged): Promise<Sorted> {
  const { site, pages, notFound, cards, pictures, bundles, pagesKey } = made;
  const cache = new PageCache(cacheDir, pagesKey);
  const all: BuildPage[] = [
    ...pages.map((p) => ({ path: p.route, key: p.route, loaded: p })),
    { path: '/404', key: notFoundKey, loaded: notFound },
  ].map((p) => ({ ...p, card: cards.byRoute.get(p.loaded.route)! }));
  // Picture and card files are named by their content: one already in the last build is the same file.
  const inLastBuild = (file: string) => staged.last !== undefined && existsSync(join(outDir, file));
  placeMadeFiles(pictures.files, made.picturesCache, staging, inLastBuild);
  // The stylesheets are compressed beside the render: the pages need their names only.
  const stylesheetsPlaced = writePageStylesheets(
    staged.manifest,
    all.map(({ loaded }) => loaded.summary.blocks),
    bundles.client,
    staging,
    join(dirname(bundles.client), 'page-stylesheets'),
    inLastBuild,
  );
  // Its failure is the build's, said where the build waits for it, as the cards'.
  stylesheetsPlaced.catch(() => {});
  const rendered: RenderTask[] = [];
  const reused: string[] = [];
  const built: BuiltPages = new Map();
  const { graph, listed } = await pagesReadOfEachOther(
    root,
    site,
    cacheDir,
    staging,
    cards,
    pages.map((p) => [p.route, p.summary.title]),
  );
  const picturesKey = hashOf(JSON.stringify([...pictures.sources]));
  for (const { path, key, loaded, card } of all) {
    const notFoundPage = key === notFoundKey;
    /**
     * The page as its /_pages JSON, and its structured data (the not-found page, no page of the site to list, carries
     * none).
     */
    const makeJson = () => {
      const shown = withSources(withPageList(loaded.page, listed), pictures.sources);
      const json = JSON.stringify({ ...shown, shareCard: card });
      const structuredData = notFoundPage ? '' : graph.scriptOf(path, loaded.page);
      // A page's structured data reads other pages (a breadcrumb's names) and the site facts: it is part of its key.
      return {
        json,
        structuredData,
        preload: firstPicturePreload(shown),
        cacheKey: hashOf(pagesKey, path, json, structuredData),
      };
    };
    // Made from what the last build made this page from, it has the same cache key: its JSON is not made again to know
    // it (the JSON and structured data of every page would be most of a rebuild that changed one).
    const inputs =
      loaded.from &&
      hashOf(
        pagesKey,
        picturesKey,
        loaded.from,
        JSON.stringify(card),
        notFoundPage ? '' : graph.readsOf(path),
        listsPages(loaded.summary.blocks) ? JSON.stringify(listed) : '',
      );
    const before = staged.last?.get(path);
    const remade = inputs !== undefined && before?.inputs === inputs ? undefined : makeJson();
    const cacheKey = remade?.cacheKey ?? before!.cacheKey;
    built.set(path, { key, cacheKey, inputs });
    const files = pageFiles(path, key);
    if (before?.key === key && before.cacheKey === cacheKey && existsSync(join(outDir, files.html))) reused.push(path);
    else if (cache.has(cacheKey)) {
      cache.placeInto(staging, cacheKey, files);
      reused.push(path);
    } else rendered.push({ path, key, ...(remade ?? makeJson()) });
  }
  return { all, cache, rendered, reused, built, inLastBuild, stylesheetsPlaced };
}

/**
 * What a page reads of the others: the structured data's (breadcrumbs' names, the business's pictures) and the page
 * list.
 */
async function pagesReadOfEachOther(
  root: string,
  site: ShownSite,
  cacheDir: string,
  staging: string,
  cards: MadeCards,
  pageTitles: Array<[string, string]>,
) {
  // The business's listing shows its logo, made from the brand, and the home page's share picture (its photo, when it
  // has one).
  const homeCard = cards.byRoute.get('/');
  const businessPictures = {
    logo: await brandLogo(root, site, cacheDir, staging),
    ...(homeCard ? { image: { src: homeCard.src, ...shareCardSize } } : {}),
  };
  const titles = new Map(pageTitles);
  // What a sitemap block lists: every page by its name; a page with one is made again when any title changes.
  return { graph: siteGraph(site, titles, businessPictures), listed: pageList(titles) };
}

/**
 * The pages to render, on the render threads, each batch recorded in the page cache as the threads keep it; a line at
 * each tenth of a long render. The missing share cards are made beside the render: one render thread starts at once,
 * the others once the cards are made: two render threads beside the cards' thread slowed a cold build, and waiting for
 * the cards before any render left a core idle while they were drawn.
 */
function renderPages(
  { renderThreads, staging, cacheDir }: Start,
  made: Made,
  staged: Staged,
  sorted: Sorted,
  elapsed: Clock,
): Promise<void> {
  const renderedLine = progressLines('rendered', sorted.rendered.length, elapsed);
  const progress = (done: number, kept: CachedPage[]) => {
    sorted.cache.record(kept);
    renderedLine(done);
  };
  const setup = {
    ssrEntry: resolve(made.bundles.ssrEntry),
    template: staged.template,
    manifest: staged.manifest,
    siteData: made.siteData,
    staging,
    cacheDir,
    pagesKey: made.pagesKey,
    notFoundKey,
  };
  return renderThreads.renderAll(setup, sorted.rendered, progress, made.cardsMade);
}

/** The site's files beside its pages: sitemap, robots.txt, the web manifest, redirects, the icon and the headers. */
function writeSiteFiles({ root, staging }: Start, { site, pages }: Made, staged: Staged, sorted: Sorted): void {
  const { url } = site;
  for (const [name, body] of sitemapFiles(
    url,
    pages.map((p) => p.route),
    lastChanged(root, pages),
  ))
    writeFileSync(join(staging, name), body);
  writeFileSync(join(staging, 'robots.txt'), robotsTxt(url));
  // The language is set once, in index.html; the manifest repeats it, with the brand's colour, so an installed site
  // matches.
  const lang = /<html lang="([^"]+)"/.exec(staged.template)?.[1];
  if (!lang) throw new Error('index.html needs <html lang>: browsers and the web manifest read it.');
  writeFileSync(join(staging, 'manifest.webmanifest'), webManifest(site, lang));
  writeRedirects(staging, site.redirects, url, lang);
  // The icon is made from the brand; its logo, when it is an SVG, is read from the public/ it was checked in.
  writeCompressed(
    join(staging, 'favicon.svg'),
    faviconSvg(site, (src) => readFileSync(join(root, 'public', src), 'utf8')),
  );
  const analyticsOrigin = site.analytics && analyticsScript(site.analytics).origin;
  const svgFiles = ['favicon.svg', ...staged.sharedFiles.filter((file) => /\.svgz?$/i.test(file))];
  writeFileSync(
    join(staging, '_headers'),
    headersFile(securityHeaders({ ...pageNeeds(sorted.all.map((p) => p.loaded.summary)), analyticsOrigin }), svgFiles),
  );
}

/** The staged build into outDir, and the page cache down to what it may serve again. */
function moveIntoPlace({ staging }: Start, { pagesKey }: Made, { last }: Staged, { built, cache }: Sorted): void {
  if (last) {
    const gone = [...last].filter(([path]) => !built.has(path)).map(([path, { key }]) => pageFiles(path, key));
    updateInPlace(staging, outDir, gone, pagesKey, built);
  } else {
    writeManifest(staging, pagesKey, built);
    // The old build is moved aside first, so that outDir is always a whole build (the old or the new) or briefly
    // absent; a process of its own then deletes it, and any left by a build that was stopped.
    if (existsSync(outDir)) moveAside(outDir);
    renameSync(staging, outDir);
    removeInBackground(movedAside(dirname(resolve(outDir)), basename(outDir)));
  }
  // An update removes the pages it replaced; a whole build, whatever else the cache holds (a build stopped after it
  // rendered).
  if (last)
    cache.forget(
      [...last]
        .filter(([path, { cacheKey }]) => built.get(path)?.cacheKey !== cacheKey)
        .map(([, { cacheKey }]) => cacheKey),
    );
  else cache.keepOnly(new Set([...built.values()].map((p) => p.cacheKey)));
}
