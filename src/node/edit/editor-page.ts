import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeColor } from '../../core/brand-theme.ts';
import type { EditorPageSettings } from '../../core/edit-protocol.ts';
import { inlineJson } from '../../core/inline-json.ts';
import type { SiteData } from '../../core/site-data.ts';

/**
 * A browser asking for a page to show (not a file, not data, not an address of the server's own under /_): what the
 * site's own server and the dev server answer with the editor's page. `header` reads a request header by name.
 */
export const isPageRequest = (method: string | undefined, path: string, header: (name: string) => string | undefined) =>
  method === 'GET' &&
  !/\.[a-z0-9]+$/i.test(path) &&
  !path.startsWith('/_') &&
  (header('sec-fetch-dest') === 'document' || (header('accept') ?? '').includes('text/html'));

/**
 * A page of the site with the page editor's bundle (src/node/edit/editor-bundle.ts), as the site's own server and the
 * dev server serve it: the bundle's template with the site facts (#site-data) and where it runs (#editor-settings).
 * The page renders in the browser, its title with it; search engines are told to leave it out.
 */
export function editorPageHtml(bundleDir: string, data: SiteData | null, settings: EditorPageSettings): string {
  const template = readFileSync(join(bundleDir, 'index.html'), 'utf8');
  const head =
    `<meta name="robots" ` +
    `content="noindex">${data ? `<meta name="theme-color" content="${themeColor(data.site.brand)}">` : ''}`;
  const body =
    `<script type="application/json" id="site-data">${inlineJson(data)}</script><script ` +
    `type="application/json" id="editor-settings">${inlineJson(settings)}</script>`;
  return template.replace('<!--head-->', head).replace('<!--data-->', body);
}

/** One of the bundle's files (`/assets/<name>`, below /__editor) and its type, or undefined if it has no such file. */
export function editorAsset(bundleDir: string, file: string) {
  if (!/^\/assets\/[\w.-]+$/.test(file)) return undefined;
  try {
    const body = readFileSync(join(bundleDir, file));
    const type = file.endsWith('.css')
      ? 'text/css; charset=utf-8'
      : file.endsWith('.js')
        ? 'text/javascript; charset=utf-8'
        : 'application/octet-stream';
    return { body, type };
  } catch {
    return undefined;
  }
}
