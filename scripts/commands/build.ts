// npm run build: checks the pages, makes their pictures for every screen (src/builder/pictures.ts) and the picture
// a shared link to each shows (src/builder/share-cards.ts), builds the client and SSR bundles (or reuses them when
// the code and site facts are unchanged), prerenders every page that changed on every core (the rest come from the page cache or stay where the
// last build put them), writes the sitemap, robots.txt, the manifest and the icon (from the brand) and the headers. Everything is staged first: a build that
// fails half-way leaves the last build as it was. A whole new build replaces outDir in one step; an update of the last
// one moves only its staged files in (src/builder/last-build.ts). dist/.build-report.json says which routes were
// rendered and which reused.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { notFoundKey, type SiteData } from '../../src/core/site-data.ts';
import { headersFile, pageNeeds, securityHeaders } from '../../src/builder/security-headers.ts';
import { outDir, stagingDir } from '../../src/builder/out-dir.ts';
import { writeCompressed } from '../../src/builder/compress-dist.ts';
import { webManifest } from '../../src/builder/web-manifest.ts';
import { faviconSvg } from '../../src/node/brand/favicon.ts';
import { checkPages } from '../../src/builder/check-pages.ts';
import { unwritableCache, unwritableCacheMessage } from '../../src/builder/cache-folder.ts';
import { bundlesAhead, cachedSsrEntry } from '../../src/builder/bundles.ts';
import { bundleInputs, codeHash, hashOf, prerenderInputs } from '../../src/builder/code-hash.ts';
import { lastBuild, updateInPlace, writeManifest, type BuiltPages } from '../../src/builder/last-build.ts';
import { PageCache, pageFiles, type CachedPage } from '../../src/builder/page-cache.ts';
import { movedAside, moveAside, removeInBackground } from '../../src/builder/remove-later.ts';
import { startRenderThreads, threadsFor, type RenderTask } from '../../src/builder/render-pool.ts';
import { robotsTxt, sitemapFiles } from '../../src/builder/sitemap.ts';
import { siteGraph } from '../../src/builder/structured-data.ts';
import { brandLogo } from '../../src/builder/brand-logo.ts';
import { writeRedirects } from '../../src/builder/redirects.ts';
import { listsPages, pageList, withPageList } from '../../src/blocks/page-list.ts';
import { analyticsScript } from '../../src/core/analytics.ts';
import { shareCardSize } from '../../src/core/share-card.ts';
import { lastChanged } from '../../src/builder/last-changed.ts';
import { makePictures, withSources } from '../../src/builder/pictures.ts';
import { placeMadeFiles } from '../../src/builder/place-made-files.ts';
import { cardThreadAhead, makeCards, makeShareCards } from '../../src/builder/share-cards.ts';
import { progressLines } from '../../src/builder/progress-lines.ts';
import { writePageStylesheets } from '../../src/builder/page-assets.ts';
import { firstPicturePreload } from '../../src/builder/first-picture.ts';
import { workDone } from '../../src/node/threads/code-cache.ts';
import { noPagesFolder } from '../../src/node/read/read-pages.ts';
import { holdBuildLocks } from '../../src/builder/build-lock.ts';
import { BuildStop } from '../../src/builder/build-stop.ts';
import { cacheNotes } from '../../src/builder/cache-notes.ts';

/** The build, from the check to the last file moved into place. */
async function build(): Promise<void> {
  const started = performance.now();
  const root = resolve(process.env.PAGES_ROOT ?? '.');
  // A folder with no pages/ (the build run from the wrong folder) is said in words, as validate says it, not with a
  // stack trace, and before any thread is started for a build that cannot be.
  const noPages = noPagesFolder(root);
  if (noPages) {
    process.stderr.write(`${noPages}: run the build from the site's folder, the one that holds pages/.\n`);
    process.exit(1);
  }
  // The SSR bundle picks React's build at run time: without this, every page renders with development React, twice as
  // slow. A thread takes its environment when it is made, so this comes first.
  process.env.NODE_ENV = 'production';
  const cacheDir = resolve(process.env.PRERENDER_CACHE ?? 'node_modules/.cache/prerender');
  // A cache the build may not write (a build once run with sudo leaves it root's) stops it here, said in words, not half-way with a stack trace.
  const unwritable = unwritableCache(cacheDir);
  if (unwritable) {
    process.stderr.write(unwritableCacheMessage(cacheDir, unwritable));
    process.exit(1);
  }
  // A second build in the same folder waits for the first: both would write the same staging folder and cache.
  await holdBuildLocks([resolve(outDir), cacheDir], (line) => console.log(line));
  // A render thread loads its code, and the SSR bundle the cache holds, while the pages are checked.
  const renderThreads = startRenderThreads(cachedSsrEntry(cacheDir));
  const cardsCache = join(cacheDir, 'cards');
  // A first build's cards' thread loads its code while the pages are checked, too.
  const cardsAhead = cardThreadAhead(cardsCache);
  const elapsed = () => Math.round(performance.now() - started);
  const staging = resolve(stagingDir);

  // The engine's code: what the checker's memory of the last build is good for (public/ it follows itself, file by file).
  const engine = codeHash(bundleInputs.filter((input) => input !== 'public'));
  // What the bundles are made from, public/ too (read again once the check has said which of its pictures cannot be read).
  const bundleKey = (siteData: SiteData) => hashOf(engine, codeHash(['public']), JSON.stringify(siteData));
  const bundlesOf = await bundlesAhead(root, cacheDir, bundleKey);
  const { site, pages, notFound, rechecked, keepMemory } = await checkPages(root, join(cacheDir, `check-${engine.slice(0, 16)}.json`));
  const checkedMs = elapsed();
  // Their names are known now; the cards not in the cache are made on their own thread while the build goes on.
  const cards = makeShareCards(root, site, [...pages, notFound], cardsCache);
  const cardsMade = makeCards(cards.missing, cardsAhead, progressLines('cards', cards.missing.length, elapsed)).then(elapsed);
  // Its failure is the build's, said where the build waits for it (below), not as an unhandled rejection before then.
  cardsMade.catch(() => {});
  const picturesCache = join(cacheDir, 'pictures');
  // Read from the pages' summaries: a rebuild reads the pages themselves only for those it makes again.
  const pictures = await makePictures(root, [...pages, notFound].map((p) => p.summary), picturesCache);
  const picturesMs = elapsed();
  const siteData = { site };
  const bundlesKey = bundleKey(siteData);
  const pagesKey = hashOf(bundlesKey, codeHash(prerenderInputs));
  const bundles = await bundlesOf(bundlesKey, siteData);
  const bundlesMs = elapsed();

  // The template index.html (and its compressed copies) is the home page's place: the prerender writes it there.
  const templateFile = join(bundles.client, 'index.html');
  const sharedFiles = readdirSync(bundles.client, { recursive: true, encoding: 'utf8' }).filter((file) => !join(bundles.client, file).startsWith(templateFile));
  // A build with the same code and site facts as the last one updates it in place: it stages only the pages that
  // changed. Otherwise it stages a whole new build.
  const last = lastBuild(outDir, pagesKey, sharedFiles);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  if (!last) cpSync(bundles.client, staging, { recursive: true, filter: (src) => !src.startsWith(templateFile) });
  const template = readFileSync(templateFile, 'utf8');
  const manifest = JSON.parse(readFileSync(join(bundles.client, '.vite/manifest.json'), 'utf8'));

  const cache = new PageCache(cacheDir, pagesKey);
  const all = [...pages.map((p) => ({ path: p.route, key: p.route, loaded: p })), { path: '/404', key: notFoundKey, loaded: notFound }].map((p) => ({ ...p, card: cards.byRoute.get(p.loaded.route)! }));
  // Picture and card files are named by their content: one already in the last build is the same file.
  const inLastBuild = (file: string) => last !== undefined && existsSync(join(outDir, file));
  placeMadeFiles(pictures.files, picturesCache, staging, inLastBuild);
  // The stylesheets are compressed beside the render: the pages need their names only.
  const stylesheetsPlaced = writePageStylesheets(manifest, all.map(({ loaded }) => loaded.summary.blocks), bundles.client, staging, join(dirname(bundles.client), 'page-stylesheets'), inLastBuild);
  // Its failure is the build's, said where the build waits for it, as the cards'.
  stylesheetsPlaced.catch(() => {});
  const rendered: RenderTask[] = [];
  const reused: string[] = [];
  const built: BuiltPages = new Map();
  // The business's listing shows its logo, made from the brand, and the home page's share picture (its photo, when it has one).
  const homeCard = cards.byRoute.get('/');
  const businessPictures = { logo: await brandLogo(root, site, cacheDir, staging), ...(homeCard ? { image: { src: homeCard.src, ...shareCardSize } } : {}) };
  const titles = new Map(pages.map((p) => [p.route, p.summary.title]));
  const graph = siteGraph(site, titles, businessPictures);
  // What a sitemap block lists: every page by its name; a page with one is made again when any title changes.
  const listed = pageList(titles);
  const picturesKey = hashOf(JSON.stringify([...pictures.sources]));
  for (const { path, key, loaded, card } of all) {
    const notFoundPage = key === notFoundKey;
    /** The page as its /_pages JSON, and its structured data (the not-found page, no page of the site to list, carries none). */
    const made = () => {
      const shown = withSources(withPageList(loaded.page, listed), pictures.sources);
      const json = JSON.stringify({ ...shown, shareCard: card });
      const structuredData = notFoundPage ? '' : graph.scriptOf(path, loaded.page);
      // A page's structured data reads other pages (a breadcrumb's names) and the site facts: it is part of its key.
      return { json, structuredData, preload: firstPicturePreload(shown), cacheKey: hashOf(pagesKey, path, json, structuredData) };
    };
    // Made from what the last build made this page from, it has the same cache key: its JSON is not made again to know it
    // (at 1,000 pages, the JSON and structured data of every page took 0.1 s of a rebuild that changed one).
    const inputs = loaded.from && hashOf(pagesKey, picturesKey, loaded.from, JSON.stringify(card), notFoundPage ? '' : graph.readsOf(path), listsPages(loaded.summary.blocks) ? JSON.stringify(listed) : '');
    const before = last?.get(path);
    const remade = inputs !== undefined && before?.inputs === inputs ? undefined : made();
    const cacheKey = remade?.cacheKey ?? before!.cacheKey;
    built.set(path, { key, cacheKey, inputs });
    const files = pageFiles(path, key);
    if (before?.key === key && before.cacheKey === cacheKey && existsSync(join(outDir, files.html))) reused.push(path);
    else if (cache.has(cacheKey)) {
      cache.placeInto(staging, cacheKey, files);
      reused.push(path);
    } else rendered.push({ path, key, ...(remade ?? made()) });
  }
  const keysMs = elapsed();
  for (const note of cacheNotes({ pages: cache, pictures, cards, bundles, cacheDir })) console.log(note);
  console.log(
    `Checked ${all.length} pages in ${checkedMs} ms (${rechecked} ${rechecked === 1 ? 'file' : 'files'} checked again, the others as at the last build); ${pictures.files.length} picture files (${pictures.made} made, ${pictures.reused} reused) in ${picturesMs - checkedMs} ms; ${cards.files.length} share cards (${cards.made} to make, ${cards.reused} reused); bundles ${bundles.reused ? 'reused' : `built in ${bundlesMs - picturesMs} ms`}; ` +
      (rendered.length ? `rendering ${rendered.length} on ${threadsFor(rendered.length)} threads, ${reused.length} reused.` : `${reused.length} reused, none to render.`),
  );
  // Each batch's pages are recorded in the page cache as the threads keep them; a line at each tenth of a long render.
  const renderedLine = progressLines('rendered', rendered.length, elapsed);
  const progress = (done: number, kept: CachedPage[]) => {
    cache.record(kept);
    renderedLine(done);
  };
  // The missing share cards are made beside the render: one render thread starts at once, the others once the cards are
  // made. Two render threads beside the cards' thread slowed a cold build of 1,000 pages by 1.5 s; waiting for the cards
  // before any render left a core idle for the 1.9 s they took.
  const renderStartMs = elapsed();
  const rendering = renderThreads.renderAll({ ssrEntry: resolve(bundles.ssrEntry), template, manifest, siteData, staging, cacheDir, pagesKey, notFoundKey }, rendered, progress, cardsMade).then(elapsed);
  // The check's memory, the sitemap and the site's other files are written while the threads render and draw: this
  // thread would only wait.
  keepMemory();
  const { url } = site;
  for (const [name, body] of sitemapFiles(url, pages.map((p) => p.route), lastChanged(root, pages))) writeFileSync(join(staging, name), body);
  writeFileSync(join(staging, 'robots.txt'), robotsTxt(url));
  // The language is set once, in index.html; the manifest repeats it, with the brand's colour, so an installed site matches.
  const lang = /<html lang="([^"]+)"/.exec(template)?.[1];
  if (!lang) throw new Error('index.html needs <html lang>: browsers and the web manifest read it.');
  writeFileSync(join(staging, 'manifest.webmanifest'), webManifest(site, lang));
  writeRedirects(staging, site.redirects, url, lang);
  // The icon is made from the brand; its logo, when it is an SVG, is read from the public/ it was checked in.
  writeCompressed(join(staging, 'favicon.svg'), faviconSvg(site, (src) => readFileSync(join(root, 'public', src), 'utf8')));
  const analyticsOrigin = site.analytics && analyticsScript(site.analytics).origin;
  const svgFiles = ['favicon.svg', ...sharedFiles.filter((file) => /\.svgz?$/i.test(file))];
  writeFileSync(join(staging, '_headers'), headersFile(securityHeaders({ ...pageNeeds(all.map((p) => p.loaded.summary)), analyticsOrigin }), svgFiles));
  const [renderedMs, cardsMs] = await Promise.all([rendering, cardsMade, stylesheetsPlaced]);
  placeMadeFiles(cards.files, cardsCache, staging, inLastBuild);

  const report = {
    /** Files whose check was made again; the others' results came from the last build's check. */
    rechecked,
    /**
     * Each phase's time from the build's first line (`start`: the process's start before it, loading the build's code);
     * the cards are made on their own thread from the end of `check`, beside the next phases.
     */
    ms: { start: Math.round(started), total: elapsed(), check: checkedMs, pictures: picturesMs - checkedMs, cards: cardsMs - checkedMs, bundles: bundlesMs - picturesMs, keys: keysMs - bundlesMs, render: renderedMs - renderStartMs },
    pictures: { files: pictures.files.length, made: pictures.made, reused: pictures.reused },
    cards: { files: cards.files.length, made: cards.made, reused: cards.reused },
    bundles: bundles.reused ? 'reused' : 'built',
    /** Whether the last build was updated in place (only what changed written) or a whole new one made. */
    build: last ? 'updated' : 'whole',
    rendered: rendered.map((t) => t.path),
    reused,
    maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  writeFileSync(join(staging, '.build-report.json'), `${JSON.stringify(report, null, 1)}\n`);

  if (last) {
    const gone = [...last].filter(([path]) => !built.has(path)).map(([path, { key }]) => pageFiles(path, key));
    updateInPlace(staging, outDir, gone, pagesKey, built);
  } else {
    writeManifest(staging, pagesKey, built);
    // The old build is moved aside first, so that outDir is always a whole build (the old or the new) or briefly absent;
    // a process of its own then deletes it, and any left by a build that was stopped.
    if (existsSync(outDir)) moveAside(outDir);
    renameSync(staging, outDir);
    removeInBackground(movedAside(dirname(resolve(outDir)), basename(outDir)));
  }
  // An update removes the pages it replaced; a whole build, whatever else the cache holds (a build stopped after it rendered).
  if (last) cache.forget([...last].filter(([path, { cacheKey }]) => built.get(path)?.cacheKey !== cacheKey).map(([, { cacheKey }]) => cacheKey));
  else cache.keepOnly(new Set([...built.values()].map((p) => p.cacheKey)));
  console.log(`Built ${all.length} pages in ${report.ms.total} ms: ${rendered.length} rendered, ${reused.length} reused; ${cards.files.length} share cards, ${cards.made} made; bundles ${report.bundles}; ${last ? 'the last build updated in place' : 'a whole new build'}. Report: ${join(outDir, '.build-report.json')}`);
}

// A stop said in words (BuildStop) is printed alone; any other failure goes on as it comes: Node prints it and exits
// with 1. Compiled, the code V8 compiled for this build is kept for the next one (src/node/threads/code-cache.ts).
void build().then(workDone, (error: unknown) => {
  if (!(error instanceof BuildStop)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
