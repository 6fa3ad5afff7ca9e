// After `vite build` (client, into dist.next/) and `vite build --ssr`: writes <route>/index.html for every route,
// 404.html, sitemap.xml, robots.txt and the _headers file, each page with its own head tags, preloads and inline data,
// then moves dist.next/ to dist/ in one step, so that a build that fails half-way never leaves a half-written dist/.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { notFoundKey, pageDataUrl } from '../src/core/site-data.ts';
import type { Page } from '../schema/page.ts';
import { compressDist } from './compress-dist.ts';
import { pageAssets, type Manifest } from './page-assets.ts';
import { deferLaterBlocks, isDeferred } from '../src/browser/render/stored-page.ts';
import { outDir, stagingDir } from './out-dir.ts';
import { inlineJson } from './inline-json.ts';
import { headersFile, securityHeaders } from './security-headers.ts';

const dist = stagingDir;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const server = (await import(pathToFileURL(join(`${outDir}-ssr`, 'entry-server.js')).href)) as typeof import('../src/browser/entry-server.tsx');
const siteData = server.siteData!;

/** React 19 puts <title>, <meta> and <link> first in the markup; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

async function writePage(path: string, key: string, outFile: string): Promise<void> {
  const page = JSON.parse(readFileSync(join(dist, pageDataUrl(key)), 'utf8')) as Page;
  const { head, body } = splitHead(await server.render(path, key, page));
  const inline = deferLaterBlocks(page);
  const eager = inline.blocks.filter((b) => !isDeferred(b)).map((b) => b.type);
  const assets = pageAssets(manifest, eager, page.blocks.map((b) => b.type));
  const html = template
    .replace('<!--head-->', `${head}\n    ${assets}`)
    .replace('<!--app-->', body)
    .replace('<!--data-->', `<script type="application/json" id="page-data">${inlineJson(inline)}</script>`);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, html);
}

const started = performance.now();
for (const route of siteData.routes) await writePage(route, route, join(dist, route, 'index.html'));
await writePage('/404', notFoundKey, join(dist, '404.html'));

const { url } = siteData.site;
const loc = (route: string) => `  <url><loc>${new URL(route, url).href}</loc></url>`;
writeFileSync(join(dist, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${siteData.routes.map(loc).join('\n')}\n</urlset>\n`);
// Language and theme colour are set once, in index.html; the manifest repeats them so an installed site matches.
const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(template)?.[1];
const lang = /<html lang="([^"]+)"/.exec(template)?.[1];
if (!themeColor || !lang) throw new Error('index.html needs <html lang> and <meta name="theme-color">: browsers and the web manifest read them.');
const { company, tagline } = siteData.site;
const webManifest = { name: company, short_name: company.split(' ').slice(0, 2).join(' '), description: tagline, lang, start_url: '/', scope: '/', display: 'browser', background_color: '#ffffff', theme_color: themeColor, icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }] };
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(webManifest, null, 2));
writeFileSync(join(dist, '_headers'), headersFile(securityHeaders(dist)));
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', url).href}\n`);
const compressed = compressDist(dist);
console.log(`Prerendered ${siteData.routes.length} routes and 404.html in ${Math.round(performance.now() - started)} ms; compressed ${compressed} files.`);
// The old build is moved aside first, so that dist/ is always a whole build (the old or the new) or briefly absent.
rmSync(`${outDir}.old`, { recursive: true, force: true });
try {
  renameSync(outDir, `${outDir}.old`);
} catch {
  // No earlier build to keep aside.
}
renameSync(dist, outDir);
rmSync(`${outDir}.old`, { recursive: true, force: true });
