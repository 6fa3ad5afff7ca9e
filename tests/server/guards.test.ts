// What visitors get from the server (the built site as preview serves it, nothing of the editor, never a draft) and the
// editor's guards on every endpoint of the server: page paths that try to leave pages/, requests from another site,
// bodies too large, pictures that are not pictures or carry a script.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeAccount } from './http-client.ts';
import { makeSite, startServer, type RunningServer, type TestSite } from './server-process.ts';

let site: TestSite;
let server: RunningServer;
let owner: Client;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers, redirect: 'manual' });
const problemCode = async (res: Response) =>
  ((await res.json()) as { problems: Array<{ code: string }> }).problems[0]!.code;
const aboutHash = async () =>
  (
    (await (await owner.request('/__edit/page?key=%2Fabout', { headers: { accept: 'application/json' } })).json()) as {
      hash: string;
    }
  ).hash;

beforeAll(async () => {
  site = makeSite();
  server = await startServer(site);
  owner = new Client(server.url);
  await makeAccount(owner, server.setupLink!, {
    name: 'Olivia Owner',
    email: 'olivia@example.com',
    password: 'kettle lantern orchard',
  });
  await server.waitFor(/Visitors get release \d+/);
});
afterAll(() => server?.stop());

describe('visitors', () => {
  it('get the built site as preview serves it: its security headers, compressed, the not-found page with 404, GET and HEAD only', async () => {
    const home = await get('/', { 'accept-encoding': 'br' });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('content-encoding')).toBe('br');
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-not-found');
    const post = await fetch(new URL('/', server.url), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('get nothing of the editor, and never a draft', async () => {
    const html = await (await get('/about')).text();
    expect(html).not.toMatch(/__editor|page-editor|editor-settings/);
    expect((await get('/__editor/assets/index.js')).status).toBe(401);
    expect((await get('/__edit/page?key=%2Fabout')).status).toBe(401);
    expect((await get('/__edit/events', { accept: 'text/event-stream' })).status).toBe(401);
    expect((await get('/_admin', { accept: 'text/html' })).headers.get('location')).toBe(
      '/_admin/login?next=%2F_admin',
    );
    expect((await get('/__open-in-editor?file=/etc/passwd')).status).toBe(404);

    const saved = await owner.request('/__edit/save', {
      json: {
        file: 'pages/about.yaml',
        hash: await aboutHash(),
        edit: { kind: 'set', path: ['blocks', 0, 'title'], value: 'A Draft Nobody Published' },
      },
    });
    expect(saved.status).toBe(200);
    expect(await (await get('/about')).text()).not.toContain('A Draft Nobody Published');
    expect(await (await get('/_pages/about.json')).text()).not.toContain('A Draft Nobody Published');
    // The owner, logged in, gets the draft at the same addresses.
    expect(
      await (await owner.request('/_pages/about.json', { headers: { accept: 'application/json' } })).text(),
    ).toContain('A Draft Nobody Published');
  });
});

describe('the editor guards, on every endpoint of the server', () => {
  it('refuse a page path that leaves pages/, and write nothing', async () => {
    const hash = await aboutHash();
    for (const file of [
      '../package.json',
      'pages/../../outside.yaml',
      '/etc/passwd',
      'pages/..%2f..%2foutside.yaml',
      'public/index.yaml',
      'pages/about.yaml/../../x.yaml',
    ]) {
      const res = await owner.request('/__edit/save', {
        json: { file, hash, edit: { kind: 'set', path: ['title'], value: 'x' } },
      });
      expect([file, res.status]).toEqual([file, 422]);
      expect(await problemCode(res)).toBe('edit-not-a-page-file');
    }
    const restored = await owner.request('/_admin/history/restore', {
      form: { file: '../../outside.yaml', commit: 'a'.repeat(40) },
    });
    expect(await restored.text()).toContain('is not a page file under pages/');
    expect(existsSync(join(site.root, '..', 'outside.yaml')) || existsSync(join(site.data, 'outside.yaml'))).toBe(
      false,
    );
    // Nor can a logged-in person read the server's own files through the drafts' public folder or the editor's bundle.
    for (const path of [
      '/..%2f..%2fsite.db',
      '/%2e%2e/%2e%2e/site.db',
      '/__editor/..%2f..%2fpackage.json',
      '/__editor/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      const res = await owner.request(path, { headers: { accept: '*/*' } });
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('refuse a change or a read asked for by another site, or through another host name', async () => {
    const body = JSON.stringify({
      file: 'pages/about.yaml',
      hash: await aboutHash(),
      edit: { kind: 'set', path: ['blocks', 0, 'title'], value: 'Planted' },
    });
    const fromElsewhere = await fetch(new URL('/__edit/save', server.url), {
      method: 'POST',
      body,
      headers: {
        cookie: owner.cookie!,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(await problemCode(fromElsewhere)).toBe('server-not-allowed');
    const asForm = await fetch(new URL('/__edit/save', server.url), {
      method: 'POST',
      body,
      headers: { cookie: owner.cookie!, origin: new URL(server.url).origin, 'content-type': 'text/plain' },
    });
    expect(asForm.status).toBe(403);
    const read = await fetch(new URL('/__edit/page?key=%2Fabout', server.url), {
      headers: { cookie: owner.cookie!, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    });
    expect(read.status).toBe(403);
    const login = await fetch(new URL('/_admin/login', server.url), {
      method: 'POST',
      body: 'email=a%40b.c&password=x',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.status).toBe(403);
    expect(readFileSync(join(site.data, 'drafts/pages/about.yaml'), 'utf8')).not.toContain('Planted');
  });

  it('refuse a body past the size limit, and pictures that are not pictures or carry a script', async () => {
    const huge = await owner.request('/__edit/save', {
      json: {
        file: 'pages/about.yaml',
        hash: await aboutHash(),
        edit: { kind: 'set', path: ['blocks', 0, 'title'], value: 'x'.repeat(1_200_000) },
      },
    });
    expect(huge.status).toBe(413);
    const upload = (name: string, bytes: string) =>
      fetch(new URL(`/__edit/picture?name=${encodeURIComponent(name)}`, server.url), {
        method: 'POST',
        body: bytes,
        headers: {
          cookie: owner.cookie!,
          origin: new URL(server.url).origin,
          'content-type': 'application/octet-stream',
        },
      });
    // A drawing with a script is kept without it (src/node/pictures/safe-svg.ts), and said so; served, it runs nothing
    // anyway.
    const svg = await upload(
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" ' +
        'height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    expect(svg.status).toBe(200);
    expect(await problemCode(svg)).toBe('drawing-cleaned');
    expect(readFileSync(join(site.data, 'drafts/public/images/logo.svg'), 'utf8')).not.toContain('<script');
    expect(
      (await owner.request('/images/logo.svg', { headers: { accept: '*/*' } })).headers.get('content-security-policy'),
    ).toMatch(/default-src 'none'.*sandbox/);
    const pdf = await upload('../../photo.jpg', '%PDF-1.4\n%%EOF\n');
    expect(await problemCode(pdf)).toBe('not-a-picture');
    expect(existsSync(join(site.data, 'drafts/public/images/photo.jpg'))).toBe(false);
  });
});
