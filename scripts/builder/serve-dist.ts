// Serves the built site as a static host would: in the encoding the client accepts, the shared assets precompressed
// (.br and .gz beside each) and the pages' files compressed on the fly (the build writes them plain: compress-dist.ts),
// long caching for hashed assets, 404.html with HTTP 404 for any path that has no page (and for the compressed copies
// and _headers, which are the host's, not pages), GET and HEAD only, and on every response the security headers the
// build writes to _headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { acceptedEncoding } from './accepted-encoding.ts';
import { shareCardsFolder } from '../../src/core/share-card.ts';
import { picturesFolder } from '../../src/core/picture-sources.ts';
import { outDir } from './out-dir.ts';
import { builtPages, pageNeeds, securityHeaders } from './security-headers.ts';
import { summaryOf } from '../../src/node/page-summary.ts';

/** Files of the build that are for the host, not for visitors: the compressed copies of files and the headers file. */
const hidden = /\.(br|gz)$|^\/_headers$/;

/** The path as sirv looks it up: percent-decoded, so /assets/site.css%2Ebr is /assets/site.css.br. */
function decodedPath(url = '/'): string {
  const path = new URL(url, 'http://host').pathname;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The handler that answers visitors from a built folder; `npm run serve` answers them with the same (src/server/publish/visitor-site.ts). */
export function distHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const files = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      // Hashed bundles and pictures made at build: a new content is a new name, so each can be kept for good.
      if (pathname.startsWith('/assets/') || pathname.startsWith(`/${picturesFolder}/`) || pathname.startsWith(`/${shareCardsFolder}/`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const notFound = readFileSync(join(dir, '404.html'));
  const headers = Object.entries(securityHeaders(pageNeeds(builtPages(dir).map(summaryOf))));
  // A response sirv sends precompressed carries its Content-Encoding, which compression leaves alone. The pages are
  // compressed at the brotli quality a host's on-the-fly compression uses (1.2 ms for a 79 kB page). The middleware is
  // typed for Express but needs only Node's own request and response.
  const compress = compression({ level: 9, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
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
    if (hidden.test(decodedPath(req.url))) return compress(req, res, sendNotFound);
    compress(req, res, () => files(req, res, sendNotFound));
  };
}

export function serveDist(dir = outDir, port = 4173): Promise<Server> {
  const server = createServer(distHandler(dir));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
