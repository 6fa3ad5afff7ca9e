// Serves the built site as a static host would: in the encoding the client accepts, the shared assets precompressed
// (.br and .gz beside each) and the pages' files compressed on the fly (the build writes them plain: compress-dist.ts),
// long caching for hashed assets, 404.html with HTTP 404 for any path that has no page (and for the compressed copies,
// _headers and _redirects, which are the host's, not pages), GET and HEAD only, the redirects of _redirects, and on
// every response the security headers the build writes to _headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { acceptedEncoding } from './accepted-encoding.ts';
import { shareCardsFolder } from '../core/share-card.ts';
import { picturesFolder } from '../core/picture-sources.ts';
import { outDir } from './out-dir.ts';
import { readRedirects } from './redirects.ts';
import { asksForSvg, svgPolicy } from '../node/pictures/svg-policy.ts';

/**
 * Files of the build that are for the host, not for visitors: the compressed copies of files, the headers and the
 * redirects, however the path is written (sirv finds /_headers/ and /_headers.html too, and a path may repeat or end
 * in slashes).
 */
const hidden = /\.(?:br|gz)(?:\.html)?$|^\/_(?:headers|redirects)(?:\.html)?$/i;

/**
 * The path as sirv looks it up: percent-decoded (/assets/site.css%2Ebr is /assets/site.css.br), slashes collapsed and
 * trailing ones dropped.
 */
function decodedPath(url = '/'): string {
  const raw = url.split(/[?#]/)[0]!.replace(/\/{2,}/g, '/');
  const path = new URL(raw, 'http://host').pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A lone % is read as written.
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

/** The headers the build wrote for every path (the `/*` rule of _headers), as a host that reads the file sends them. */
function headersOf(dir: string): Array<[string, string]> {
  const rules = readFileSync(join(dir, '_headers'), 'utf8').split(/\n(?=\S)/);
  const all = rules.find((rule) => rule.startsWith('/*\n')) ?? '';
  return all.split('\n').flatMap((line): Array<[string, string]> => {
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    return header ? [[header[1]!, header[2]!]] : [];
  });
}

/**
 * The handler that answers visitors from a built folder; `npm run serve` answers them with the same
 * (src/server/publish/visitor-site.ts).
 */
export function distHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const files = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      // Hashed bundles and pictures made at build: a new content is a new name, so each can be kept for good.
      if (
        pathname.startsWith('/assets/') ||
        pathname.startsWith(`/${picturesFolder}/`) ||
        pathname.startsWith(`/${shareCardsFolder}/`)
      )
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const notFound = readFileSync(join(dir, '404.html'));
  const headers = headersOf(dir);
  const redirects = existsSync(join(dir, '_redirects'))
    ? readRedirects(readFileSync(join(dir, '_redirects'), 'utf8'))
    : new Map();
  // A response sirv sends precompressed carries its Content-Encoding, which compression leaves alone. The pages are
  // compressed at the brotli quality a host's on-the-fly compression uses, fast enough for every request. The
  // middleware is typed for Express but needs only Node's own request and response.
  const compress = compression({
    level: 9,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } },
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // As _headers asks hosts to: an SVG carries the SVG policy beside the site's.
    if (asksForSvg(req.url))
      res.setHeader(
        'Content-Security-Policy',
        [res.getHeader('Content-Security-Policy') as string | undefined, svgPolicy].filter((p) => p !== undefined),
      );
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('This site is static: it answers GET and HEAD only.\n');
    }
    // sirv and compression each read the header their own way, without q-values: both get the one choice made here.
    req.headers['accept-encoding'] = acceptedEncoding(req.headers['accept-encoding']);
    const sendNotFound = () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    };
    // An old address the site redirects, as a host that reads _redirects answers it (with or without a final slash).
    const redirect = redirects.get(decodedPath(req.url).replace(/(.)\/$/, '$1'));
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.to });
      return void res.end();
    }
    if (hidden.test(decodedPath(req.url))) return compress(req, res, sendNotFound);
    compress(req, res, () => files(req, res, sendNotFound));
  };
}

export function serveDist(dir = outDir, port = 4173): Promise<Server> {
  const server = createServer(distHandler(dir));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
