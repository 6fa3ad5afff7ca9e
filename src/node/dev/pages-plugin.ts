import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { siteChecker, type CheckedFiles } from '../check/check-site.ts';
import { changedPages, loadSite, unchanged, type Good } from './live-site.ts';
import { editEndpoint } from '../edit/edit-endpoint.ts';
import { openInEditorGuard } from '../edit/open-in-editor-guard.ts';
import { svgPolicyHeader } from '../pictures/svg-policy.ts';
import { faviconSvg } from '../brand/favicon.ts';
import { themeColor } from '../../core/brand-theme.ts';
import { analyticsScript } from '../../core/analytics.ts';
import { mantineVariables } from '../brand/mantine-variables.ts';
import type { SiteData } from '../../core/site-data.ts';
import type { LiveMessage } from '../../blocks/pages-update.ts';
import { bundledEditor } from './bundled-editor.ts';
import { liveEvents } from './live-events.ts';

const virtualId = 'virtual:site';
/**
 * The environment variable through which `npm run build` gives the bundles the site facts (JSON) of the pages it
 * checked.
 */
export const siteFactsVar = 'SITE_FACTS';
const resolvedId = `\0${virtualId}`;
/**
 * The environment variable through which `npm run build` gives the bundles the brand's CSS
 * (src/node/brand/brand-css.ts), made once for both: made here, it would load Mantine's 700 modules at the start of
 * each Vite build.
 */
export const brandCssVar = 'BRAND_CSS';
/** The brand's CSS, imported by the entry's styles: in a build, in the entry stylesheet. */
export const brandCssId = 'virtual:brand.css';
/** Its module id, by which src/builder/css-layers.ts puts it in its layer. */
export const resolvedBrandCssId = `\0${brandCssId}`;

/**
 * The mode of the page editor's bundle for the site's own server (`vite build --mode editor`): its site facts are the
 * drafts', which the server writes into each page (#site-data), so the bundle carries none and the brand's CSS is in
 * the page.
 */
export const editorMode = 'editor';

/**
 * How long the files must stay as checked before the check is trusted: longer than the watcher's 50 ms, in which it
 * drops a second change of a file.
 */
const settleMs = 100;

/**
 * A page the dev server serves with ?edit loads the page editor's code beside the site's rather than after it: the
 * site's entry (src/browser/main.tsx) starts the editor once its own modules have run, and by then the editor's are
 * there. Other pages load it after the site's, as before, so that their own first paint does not wait behind it.
 */
const editorCode = {
  tag: 'script',
  attrs: { type: 'module', src: '/src/browser/edit/start-editor.tsx' },
  injectTo: 'body' as const,
};

/** What the plugin knows from one hook to the next: where the pages are, how this Vite runs, and the last check. */
interface PluginState {
  root: string;
  check: ReturnType<typeof siteChecker>;
  current: Good | undefined;
  serving: boolean;
  editorBundle: boolean;
  /** The error report the tabs should show, or '' when the pages are valid. */
  report: string;
  version: number;
  settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** The event stream of the page editor's bundle, told what Vite's channel is told. */
  events: ReturnType<typeof liveEvents>;
}

/**
 * YAML pages in: served and live-updated in dev. In a build, `npm run build` has already checked every page (and
 * writes their files itself), so the bundles only take the site facts it passes. The pages are read from
 * `$PAGES_ROOT/pages` when PAGES_ROOT is set (tests run the dev server on a copy), else from the Vite root.
 */
export function pagesPlugin(): Plugin {
  const state: PluginState = {
    root: process.cwd(),
    check: siteChecker(undefined, { checksAgain: true }),
    current: undefined,
    serving: false,
    editorBundle: false,
    report: '',
    version: 0,
    settleTimer: undefined,
    events: liveEvents(() => errorMessage(state)),
  };
  return {
    name: 'yaml-pages',
    // A site of its own (PAGES_ROOT) has its own public/: the files served and copied are the ones its pages are
    // checked against.
    config: () => (process.env.PAGES_ROOT ? { publicDir: resolve(process.env.PAGES_ROOT, 'public') } : undefined),
    configResolved(config) {
      state.root = resolve(process.env.PAGES_ROOT ?? config.root);
      state.serving = config.command === 'serve';
      state.editorBundle = config.mode === editorMode;
    },
    buildStart() {
      if (state.serving) {
        const loaded = loadSite(state.root, state.check);
        state.current = loaded.good;
        state.report = loaded.report;
        // The dev server keeps running and shows the report in the page.
        if (!loaded.good) this.warn(`Invalid pages: the browser shows why until they are fixed.\n\n${state.report}`);
      } else if (!state.editorBundle && (!process.env[siteFactsVar] || process.env[brandCssVar] === undefined)) {
        this.error(
          `Build the site with \`npm run build\`: it checks every page first, then gives the ` +
            `bundles the site facts (${siteFactsVar}) and the brand's CSS (${brandCssVar}).`,
        );
      }
    },
    resolveId(id) {
      if (id === brandCssId) return resolvedBrandCssId;
      return id === virtualId ? resolvedId : undefined;
    },
    transformIndexHtml: (_html, { originalUrl }) => headTags(state, originalUrl),
    load: (id) => moduleText(state, id),
    configureServer(server) {
      watchPages(state, server);
      serveDev(state, server);
    },
  };
}

/**
 * Checks the pages and tells the tabs; returns the check's version. The watcher drops changes that come fast (a
 * second save of a file within 50 ms) and a check can read a file half-written, so once the files have been quiet
 * for settleMs they are read again, and checked again if they are not what was checked: the last check always sees
 * the last save.
 */
function refresh(state: PluginState, server: ViteDevServer, checked?: CheckedFiles): number {
  const { logger } = server.config;
  const loaded = loadSite(state.root, state.check, checked);
  const version = ++state.version;
  clearTimeout(state.settleTimer);
  state.settleTimer = setTimeout(() => unchanged(state.root, loaded.files) || refresh(state, server), settleMs);
  if (!loaded.good) {
    state.report = loaded.report;
    tell(state, server, errorMessage(state)!);
    logger.error(`Invalid pages: the browser keeps showing the last version that worked.\n\n${state.report}`, {
      timestamp: true,
    });
    return version;
  }
  const pages = changedPages(state.current?.pages, loaded.good.pages);
  const siteChanged = JSON.stringify(state.current?.data) !== JSON.stringify(loaded.good.data);
  const recovered = state.report !== '';
  state.current = loaded.good;
  state.report = '';
  const mod = server.environments.client.moduleGraph.getModuleById(resolvedId);
  if (mod) server.environments.client.moduleGraph.invalidateModule(mod);
  if (recovered) logger.info('Pages are valid again.', { timestamp: true });
  if (recovered || siteChanged || Object.keys(pages).length)
    tell(state, server, { event: 'pages:update', data: { version, data: state.current.data, pages } });
  return version;
}

/** The report of the pages as they stand, as a message to the tabs, if they are invalid. */
const errorMessage = ({ version, report }: PluginState): LiveMessage | undefined =>
  report ? { event: 'pages:error', data: { version, report } } : undefined;

/**
 * Tells every open tab: those of the dev server's modules over Vite's channel, those of the editor's bundle over its
 * event stream.
 */
function tell(state: PluginState, server: ViteDevServer, message: LiveMessage): void {
  server.ws.send(message.event, message.data);
  state.events.send(message);
}

/**
 * The colour browsers paint around the page follows the brand: a build's from the facts it is given, the dev server's
 * from the last good check. A build's pages carry the analytics script; the dev server's count no visits. The dev
 * server's page opened with ?edit (`url`) carries the editor's code.
 */
function headTags({ serving, editorBundle, current }: PluginState, url = '') {
  if (editorBundle) return [];
  const data: SiteData | null | undefined = serving ? current?.data : JSON.parse(process.env[siteFactsVar]!);
  if (!data) return [];
  const analytics =
    !serving && data.site.analytics
      ? [{ tag: 'script', attrs: analyticsScript(data.site.analytics).attrs, injectTo: 'head' as const }]
      : [];
  const editor = serving && /[?&]edit(=|&|$)/.test(url) ? [editorCode] : [];
  return [
    { tag: 'meta', attrs: { name: 'theme-color', content: themeColor(data.site.brand) }, injectTo: 'head' as const },
    ...analytics,
    ...editor,
  ];
}

/** The text of the plugin's own modules: the brand's CSS and the site facts (virtual:site). */
function moduleText({ serving, editorBundle, current }: PluginState, id: string): string | undefined {
  // Mantine's variables, then the brand's over them; the dev server writes the brand's CSS into the page
  // (src/browser/App.tsx), so a brand change shows at once.
  if (id === resolvedBrandCssId) return mantineVariables() + (serving || editorBundle ? '' : process.env[brandCssVar]);
  if (id !== resolvedId) return undefined;
  // A build's entry carries the site facts alone, no list of routes (a page weighs the same in a site of any
  // size): `npm run build` has checked the pages and passes them; the dev server's carries the routes too.
  if (editorBundle) return `export default JSON.parse(document.getElementById('site-data')?.textContent ?? 'null');`;
  if (!serving) return `export default ${process.env[siteFactsVar]};`;
  return `export default ${JSON.stringify(current?.data ?? null)};`;
}

/** The dev server checks the pages again at each burst of changes under pages/, and tells the tabs. */
function watchPages(state: PluginState, server: ViteDevServer): void {
  const pagesDir = join(state.root, 'pages');
  server.watcher.add(pagesDir);
  // chokidar's close() drops every listener, then reports what its unfinished scans meet (a symlink loop's ELOOP) as
  // an 'error' event that nobody hears, which Node throws as an unhandled rejection: after closing, it is nothing.
  const closeWatcher = server.watcher.close.bind(server.watcher);
  server.watcher.close = () => {
    const closed = closeWatcher();
    server.watcher.on('error', () => {});
    return closed;
  };
  server.httpServer?.on('close', () => clearTimeout(state.settleTimer));
  // One check per burst of events: an editor's save can be a delete and a create, a checkout many files.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onEvent = () => {
    clearTimeout(timer);
    timer = setTimeout(() => refresh(state, server), 20);
  };
  const inPages = (path: string) => path.startsWith(pagesDir + sep);
  for (const event of ['add', 'change', 'unlink'] as const)
    server.watcher.on(event, (path) => inPages(path) && /\.ya?ml$/.test(path) && onEvent());
  for (const event of ['addDir', 'unlinkDir'] as const) server.watcher.on(event, (path) => inPages(path) && onEvent());
  // A link to nothing is no file to the watcher, which says nothing of it: the system's own event for the new name
  // does.
  server.watcher.on('raw', (event: string, name: string, details: { watchedPath?: string }) => {
    const folder = details.watchedPath ?? '';
    if (event === 'rename' && /\.ya?ml$/.test(name) && (folder === pagesDir || inPages(folder))) onEvent();
  });
}

/**
 * What the dev server answers besides Vite's own: the report, the editor's endpoints, the icon and each page's JSON.
 */
function serveDev(state: PluginState, server: ViteDevServer): void {
  const { root, check } = state;
  // A tab that opens (or reloads) while the pages are invalid asks why.
  server.ws.on('pages:hello', (_data, client) => {
    const report = errorMessage(state);
    if (report) client.send(report.event, report.data);
  });
  // An SVG opened on its own (/images/logo.svg) runs no script, as on the built site (src/builder/security-headers.ts).
  server.middlewares.use(svgPolicyHeader);
  // Pages opened with ?edit: the page editor's bundle, with its event stream.
  bundledEditor(server, () => state.current?.data ?? null, state.events.connect);
  // The page editor (src/browser/edit/) saves here; the check a write passed is the next live update, so the tabs show
  // it at once.
  server.middlewares.use(
    '/__edit',
    editEndpoint({
      root,
      projectRoot: server.config.root,
      check,
      afterWrite: (checked) => refresh(state, server, checked),
    }),
  );
  // Vite's own open-in-editor answers any page that asks, for any file: only this project's pages, for its files.
  server.middlewares.use('/__open-in-editor', openInEditorGuard([root, server.config.root]));
  server.middlewares.use((req, res, next) => {
    const { current } = state;
    const url = req.url?.split('?')[0];
    // The icon the build writes from the brand (src/builder/build.ts), made the same way for each request.
    if (url === '/favicon.svg' && current) {
      res.setHeader('content-type', 'image/svg+xml');
      res.setHeader('cache-control', 'no-store');
      return void res.end(faviconSvg(current.data.site, (src) => readFileSync(join(root, 'public', src), 'utf8')));
    }
    const key = url && current?.keys.get(url);
    // As on a static host, an address with no page answers 404: the browser shows the not-found page there.
    if (!key && current && url?.startsWith('/_pages/')) return void res.writeHead(404).end();
    if (!key || !current) return next();
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(current.pages[key]));
  });
}
