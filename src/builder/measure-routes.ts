// What each built route makes a browser download on first load, in gzip bytes: the page, its scripts and stylesheets.
// Pure: reads a build directory, touches nothing. Used by the budget test and by `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type Manifest } from './page-assets.ts';

/** The path of the not-found page, served from 404.html for any unknown address. */
export const notFoundRoute = '/404';

export interface RouteBytes {
  route: string;
  /** The HTML file, relative to the build directory. */
  file: string;
  html: number;
  css: number;
  js: number;
  /** The scripts and stylesheets loaded on first load, as URL paths ("/assets/x.js"). */
  jsFiles: string[];
  cssFiles: string[];
  /** The gzip bytes of each of those files, by URL path. */
  sizes: Record<string, number>;
}

/** Every route of a build: the sitemap's, then the not-found page. */
export function builtRoutes(dir: string): string[] {
  const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...routes, notFoundRoute];
}

/** The HTML file of a route, relative to the build directory. */
export function htmlFile(route: string): string {
  if (route === notFoundRoute) return '404.html';
  return join(route.replace(/^\//, ''), 'index.html');
}

const gzipSizes = new Map<string, number>();
/** The gzip size of a built file, at the level src/builder/compress-dist.ts serves. */
export function gzipBytes(path: string): number {
  let size = gzipSizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipSizes.set(path, size);
  }
  return size;
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The scripts and stylesheets an HTML page names: module scripts (with the entry and chunks the script that starts
 * after the first paint names: src/browser/start-after-paint.ts), modulepreloads and stylesheets (in <head> or not);
 * `covered`, the stylesheets named as off, whose rules the page's own stylesheet carries (src/builder/page-assets.ts).
 */
export function linkedAssets(html: string): { js: string[]; css: string[]; covered: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const covered: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      js.push(
        ...[attr(tag, 'src'), attr(tag, 'data-entry'), ...(attr(tag, 'data-preload') ?? '').split(' ')].filter(
          (f): f is string => !!f,
        ),
      );
    } else if (rel === 'modulepreload' && attr(tag, 'href')) js.push(attr(tag, 'href')!);
    else if (rel === 'stylesheet' && attr(tag, 'href'))
      (/\sdisabled\b/.test(tag) ? covered : css).push(attr(tag, 'href')!);
  }
  return { js, css, covered };
}

/**
 * Adds to the named files everything their chunks import statically, with those chunks' CSS (unless covered), per the
 * Vite manifest.
 */
export function withStaticImports(
  manifest: Manifest,
  named: { js: string[]; css: string[]; covered?: string[] },
): { js: string[]; css: string[] } {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const chunks = [
    ...staticClosure(
      manifest,
      named.js.flatMap((f) => byFile.get(f) ?? []),
    ),
  ].flatMap((key) => manifest[key] ?? []);
  // A script not from this build's manifest (hand-written, in public/) is still downloaded.
  const js = new Set([...chunks.map((c) => `/${c.file}`), ...named.js.filter((f) => !byFile.has(f))]);
  const css = new Set([...named.css, ...chunks.flatMap((c) => (c.css ?? []).map((f) => `/${f}`))]);
  for (const f of named.covered ?? []) css.delete(f);
  return { js: [...js], css: [...css] };
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** First-load bytes of one route of a build. */
export function measureRoute(dir: string, route: string, manifest = readManifest(dir)): RouteBytes {
  const file = htmlFile(route);
  const html = readFileSync(join(dir, file), 'utf8');
  const { js, css } = withStaticImports(manifest, linkedAssets(html));
  const sizes = Object.fromEntries([...js, ...css].map((f) => [f, gzipBytes(join(dir, f))]));
  const sum = (files: string[]) => files.reduce((total, f) => total + sizes[f]!, 0);
  return {
    route,
    file,
    html: gzipBytes(join(dir, file)),
    css: sum(css),
    js: sum(js),
    jsFiles: js.sort(),
    cssFiles: css.sort(),
    sizes,
  };
}

/** First-load bytes of every route of a build, in sitemap order, the not-found page last. */
export function measureRoutes(dir: string): RouteBytes[] {
  const manifest = readManifest(dir);
  return builtRoutes(dir).map((route) => measureRoute(dir, route, manifest));
}
