import type { Page } from '../blocks/page-schemas.ts';
import type { SiteData } from '../core/site-data.ts';
import { notFoundMark } from '../core/site-data.ts';
import { deferLaterBlocks, isDeferred } from '../browser/render/stored-page.ts';
import { inlineJson } from '../core/inline-json.ts';
import { entryTags, pageAssets, type Manifest } from './page-assets.ts';

type Render = typeof import('../browser/entry-server.tsx').render;

/** React 19 puts <title>, <meta> and <link> first in the markup; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export interface PageJob {
  path: string;
  key: string;
  page: Page;
  /** The script element of its JSON-LD (src/builder/structured-data.ts), or empty. */
  structuredData: string;
  /** The preload of its first picture (first-picture.ts), or empty. */
  preload: string;
  notFound: boolean;
}

/**
 * A page's HTML: the template with its head tags, its blocks' preloads and stylesheets, its structured data, its markup
 * and its inline data.
 */
export async function pageHtml(
  render: Render,
  template: string,
  manifest: Manifest,
  siteData: SiteData,
  { path, key, page, structuredData, preload, notFound }: PageJob,
): Promise<string> {
  const { head, body } = splitHead(await render(path, key, page, siteData));
  const inline = deferLaterBlocks(page);
  const eager = inline.blocks.filter((b) => !isDeferred(b)).map((b) => b.type);
  const assets = pageAssets(
    manifest,
    eager,
    page.blocks.map((b) => b.type),
  );
  const html = withoutEntryTags(template, manifest)
    .replace('<!--head-->', `${head}\n    ${preload}${assets}${structuredData ? `\n    ${structuredData}` : ''}`)
    .replace('<!--app-->', body)
    .replace('<!--data-->', `<script type="application/json" id="page-data">${inlineJson(inline)}</script>`);
  return notFound ? html.replace('<div id="root">', `<div id="root" ${notFoundMark}>`) : html;
}

/** The template without the entry's script and stylesheet, whose place the page's own tags take. */
function withoutEntryTags(template: string, manifest: Manifest): string {
  return entryTags(manifest).reduce((html, tag) => {
    const at = html.indexOf(tag);
    if (at < 0)
      throw new Error(
        `The built index.html has no ${tag}: Vite writes the entry's ` +
          `tags differently now; src/builder/page-assets.ts must follow.`,
      );
    return html.slice(0, at) + html.slice(at + tag.length).replace(/^\n */, '');
  }, template);
}
