import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative } from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { devEditorSettings } from '../../core/edit-protocol.ts';
import type { SiteData } from '../../core/site-data.ts';
import { editorBundle, inputsHash, isEditorBundleInput, madeEditorBundle } from '../edit/editor-bundle.ts';
import { editorAsset, editorPageHtml, isPageRequest } from '../edit/editor-page.ts';

/** A browser asking for a page of the site opened with ?edit. */
function isEditPageRequest(req: IncomingMessage): boolean {
  const url = new URL(req.url ?? '/', 'http://dev');
  const header = (name: string) => req.headers[name] as string | undefined;
  return url.searchParams.has('edit') && isPageRequest(req.method, url.pathname, header);
}

/**
 * Pages opened with ?edit get the page editor's bundle, as on the site's own server, once it is made for the code as it
 * stands: production React and a few files, where the dev server's modules are 130 files and the development build of
 * React and Mantine, which made edit mode wait twice as long. Until it is made (the first ?edit page of a version of
 * the code starts it; a few seconds), the page gets the dev server's modules, as every page without ?edit does. The
 * bundle's live preview comes over the event stream of `events`.
 */
export function bundledEditor(
  server: ViteDevServer,
  siteData: () => SiteData | null,
  events: Connect.NextHandleFunction,
): void {
  const projectRoot = server.config.root;
  const { logger } = server.config;
  // The inputs' hash, made again after a change to one of them (the code changed: the bundle is another one).
  let hash: string | undefined;
  server.watcher.on('all', (_event, path) => {
    if (isEditorBundleInput(relative(projectRoot, path))) hash = undefined;
  });
  const madeBundle = () => madeEditorBundle(projectRoot, (hash ??= inputsHash(projectRoot)));

  server.middlewares.use('/__edit/events', events);
  server.middlewares.use('/__editor', (req, res, next) => {
    const dir = madeBundle();
    const asset = dir && editorAsset(dir, (req.url ?? '').split('?')[0]!);
    if (!asset) return next();
    res.setHeader('content-type', asset.type);
    res.setHeader('cache-control', 'no-cache');
    res.end(asset.body);
  });
  server.middlewares.use((req, res, next) => {
    if (!isEditPageRequest(req)) return next();
    const dir = madeBundle();
    if (dir) return sendPage(res, editorPageHtml(dir, siteData(), devEditorSettings));
    editorBundle(projectRoot, (line) => logger.info(line, { timestamp: true }), hash).then(
      () => logger.info('The page editor’s bundle is made: pages opened with ?edit load it now.', { timestamp: true }),
      (error: Error) => logger.error(error.message, { timestamp: true }),
    );
    next();
  });
}

function sendPage(res: ServerResponse, html: string): void {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}
