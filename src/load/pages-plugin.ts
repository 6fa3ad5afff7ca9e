import type { Plugin, ViteDevServer } from 'vite';
import { checkSite, type SiteCheck } from './check-site.ts';
import { readPages } from './read-pages.ts';
import { formatPretty } from './format-pretty.ts';
import { isError } from './problem.ts';
import { notFoundKey, pageDataUrl, type PageMap, type SiteData } from './site-data.ts';

const virtualId = 'virtual:site';
const resolvedId = `\0${virtualId}`;

interface Good {
  data: SiteData;
  pages: PageMap;
}

/** Checks the whole site; the same formatted message as `npm run validate` when anything is wrong. */
function load(root: string): { good?: Good; report: string; check: SiteCheck } {
  const files = readPages(root);
  const check = checkSite(files);
  const report = formatPretty(check.problems, new Map(files.map((f) => [f.file, f.text])), check.fileCount, false);
  if (check.problems.some(isError) || !check.site || !check.notFound) return { report, check };
  const pages: PageMap = Object.fromEntries(check.pages.map((p) => [p.route, p.page]));
  pages[notFoundKey] = check.notFound.page;
  return { good: { data: { site: check.site, routes: check.pages.map((p) => p.route) }, pages }, report, check };
}

/** YAML pages in: validated at build start (an invalid page fails the build), served and live-updated in dev. */
export function pagesPlugin(): Plugin {
  let root = process.cwd();
  let current: Good | undefined;
  let serving = false;
  let lastReport = '';

  const refresh = (server: ViteDevServer) => {
    const { good, report } = load(root);
    lastReport = good ? '' : report;
    if (!good) {
      server.ws.send({ type: 'custom', event: 'pages:error', data: { report } });
      server.config.logger.error(report, { timestamp: true });
      return;
    }
    current = good;
    server.ws.send({ type: 'custom', event: 'pages:update', data: good });
    const mod = server.moduleGraph.getModuleById(resolvedId);
    if (mod) server.moduleGraph.invalidateModule(mod);
  };

  return {
    name: 'yaml-pages',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    buildStart() {
      const { good, report } = load(root);
      lastReport = good ? '' : report;
      // The dev server keeps running and shows the report in the page; a build stops.
      if (!good && serving) this.warn(report);
      else if (!good) this.error(`Invalid pages: the build stops so that visitors never see a broken page.\n\n${report}`);
      current = good;
      this.addWatchFile(`${root}/pages`);
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return `export default ${JSON.stringify(current?.data ?? null)};`;
    },
    generateBundle(options) {
      if (!current || options.format !== 'es' || this.environment?.name === 'ssr') return;
      for (const [key, page] of Object.entries(current.pages))
        this.emitFile({ type: 'asset', fileName: pageDataUrl(key).slice(1), source: JSON.stringify(page) });
    },
    configureServer(server) {
      server.watcher.add(`${root}/pages`);
      const onChange = (file: string) => {
        if (/[\\/]pages[\\/].*\.ya?ml$/.test(file)) refresh(server);
      };
      server.watcher.on('change', onChange).on('add', onChange).on('unlink', onChange);
      server.ws.on('connection', () => {
        if (lastReport) server.ws.send({ type: 'custom', event: 'pages:error', data: { report: lastReport } });
      });
      server.middlewares.use((req, res, next) => {
        const key = Object.keys(current?.pages ?? {}).find((k) => pageDataUrl(k) === req.url?.split('?')[0]);
        if (!key || !current) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(current.pages[key]));
      });
    },
  };
}
