// npm run preview answers as a static host would, on a small built folder made here: the encoding the client accepts
// (q-values honoured), GET and HEAD only, and nothing of the host's own files (compressed copies, _headers).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { serveDist } from '../../src/builder/serve-dist.ts';
import { acceptedEncoding } from '../../src/builder/accepted-encoding.ts';

const dist = mkdtempSync(join(tmpdir(), 'serve-test-'));
// Above compression's 1 kB threshold, as every real page is.
const page = `<!doctype html><title>Home</title><p>The home page.</p>${'<p>More of the home page.</p>'.repeat(60)}`;
const css = 'body{color:#111}';
let server: Server;
let port: number;

beforeAll(async () => {
  mkdirSync(join(dist, '_pages'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Page Not Found</title>');
  writeFileSync(join(dist, '_headers'), "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n");
  writeFileSync(join(dist, '_pages', 'index.json'), JSON.stringify({ title: 'Home', blocks: [] }));
  writeFileSync(join(dist, 'assets', 'site.css'), css);
  writeFileSync(join(dist, 'assets', 'site.css.br'), brotliCompressSync(css));
  writeFileSync(join(dist, 'assets', 'site.css.gz'), gzipSync(css));
  writeFileSync(join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  server = await serveDist(dist, 0);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function ask(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the encoding a client accepts', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', 'identity'],
    ['gzip;q=0, identity', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['', 'identity'],
    ['BR;Q=0.8', 'br'],
  ])('Accept-Encoding "%s" gets %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('a page and an asset are sent in it, never in an encoding refused with q=0', async () => {
    for (const [header, encoding] of [
      ['br;q=0', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, identity', undefined],
      ['gzip, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const asset = await ask('GET', '/assets/site.css', { 'accept-encoding': header });
      expect([asset.status, asset.headers['content-encoding']], header).toEqual([
        200,
        encoding === undefined ? undefined : encoding,
      ]);
      const home = await ask('GET', '/', { 'accept-encoding': header });
      expect(home.status).toBe(200);
      if (encoding === undefined) expect(home.body).toBe(page);
      else expect(home.headers['content-encoding'], header).toBe(encoding);
    }
  });
});

describe('what a static host answers', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH'])(
    '%s on a page is 405 Method Not Allowed, with Allow: GET, HEAD',
    async (method) => {
      const answer = await ask(method, '/');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.body).not.toContain('The home page.');
    },
  );

  it('HEAD answers as GET would, without a body', async () => {
    const answer = await ask('HEAD', '/');
    expect([answer.status, answer.headers['content-type'], answer.body]).toEqual([200, 'text/html;charset=utf-8', '']);
  });

  it.each([
    '/assets/site.css.gz',
    '/assets/site.css.br',
    '/assets/site.css%2Ebr',
    '/_headers',
    '/_headers/',
    '/_headers//',
    '//_headers',
    '/_head%65rs',
    '/assets/../_headers',
    '/assets/site.css.br/',
    '/assets/site.css.gz//',
    '/assets/site.css.br?v=1',
    '/assets/site.css%2Egz/',
  ])('%s is the host’s file, not a page: 404', async (path) => {
    const answer = await ask('GET', path, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('an SVG file', () => {
  it.each(['/assets/logo.svg', '/assets/logo%2Esvg', '/assets/logo.svg?v=2'])(
    "%s is served with a policy that runs no script, beside the site's own",
    async (path) => {
      const answer = await ask('GET', path);
      expect([answer.status, answer.headers['content-type']]).toEqual([200, 'image/svg+xml']);
      const policies = [answer.headers['content-security-policy']].flat().join(', ');
      expect(policies).toContain("default-src 'self'");
      expect(policies).toContain("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    },
  );

  it('a page is not', async () => {
    expect((await ask('GET', '/')).headers['content-security-policy']).not.toContain('sandbox');
  });
});
