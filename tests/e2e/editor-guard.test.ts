import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPreviewServer, type PreviewServer } from '../../src/node/dev/preview-server.ts';
import { launch } from './browser.ts';
import { editorPage } from './editor-helpers.ts';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const outside = mkdtempSync(join(tmpdir(), 'outside-pages-'));
const outsideFile = join(outside, 'secret.yaml');

let server: PreviewServer;
let url: URL;
const pageFile = () => join(server.pagesDir, 'editor-test.yaml');
/** A save that the endpoint makes when it comes from the editor: the heading changed, from the file as it is. */
const saveBody = (file = 'pages/editor-test.yaml', hash = hashOf(readFileSync(pageFile(), 'utf8'))) =>
  JSON.stringify({ file, hash, edit: { kind: 'set', path: ['blocks', 0, 'title'], value: 'Written' } });

/** A request to the dev server with exactly these headers (Node's fetch would not send another Host). */
function send(path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: body === undefined ? 'GET' : 'POST', headers },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const own = () => ({ host: url.host, origin: url.origin, 'content-type': 'application/json' });

/**
 * Runs `act` in Chromium on a page of another origin: another port of this machine, like another dev server or a local
 * tool.
 */
async function onAnotherSite(act: (page: Page) => Promise<void>): Promise<void> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const other = createServer((_, res) => res.end('<!doctype html><title>Another site</title>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    other.close();
    await act(page);
  } finally {
    await browser.close();
  }
}

beforeAll(async () => {
  writeFileSync(outsideFile, 'title: Not a page of this site\n');
  server = await startPreviewServer((pagesDir) => {
    writeFileSync(join(pagesDir, 'editor-test.yaml'), editorPage);
    chmodSync(join(pagesDir, 'editor-test.yaml'), 0o640);
    symlinkSync(outsideFile, join(pagesDir, 'linked-file.yaml'));
    mkdirSync(join(outside, 'folder'));
    writeFileSync(join(outside, 'folder', 'page.yaml'), editorPage);
    symlinkSync(join(outside, 'folder'), join(pagesDir, 'linked-folder'));
  });
  url = new URL(server.url);
});
afterAll(async () => {
  await server?.close();
  rmSync(outside, { recursive: true, force: true });
});

describe('the editing endpoint answers only the dev server’s own page', () => {
  it('refuses a save from a page of another site, in Chromium, and writes nothing', async () => {
    await onAnotherSite(async (page) => {
      const attempts = await page.evaluate(
        async ({ target, body }) => {
          const tried = async (init: RequestInit) =>
            fetch(target, init).then(
              (r) => `status ${r.status}`,
              (e: Error) => `blocked: ${e.name}`,
            );
          return [
            await tried({ method: 'POST', headers: { 'content-type': 'application/json' }, body }),
            await tried({ method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }),
          ];
        },
        { target: `${server.url}/__edit/save`, body: saveBody() },
      );
      // Vite lets other localhost origins through CORS; the endpoint refuses them (403). The simple request's answer is
      // opaque.
      expect(attempts).toEqual(['status 403', 'status 0']);
      expect(readFileSync(pageFile(), 'utf8')).toBe(editorPage);
    });
  });

  it('refuses another Origin, another Host (DNS rebinding), no Origin, and a body that is not JSON', async () => {
    const refused = [
      await send('/__edit/save', { ...own(), origin: 'http://evil.example' }, saveBody()),
      await send(
        '/__edit/save',
        { ...own(), host: `evil.example:${url.port}`, origin: `http://evil.example:${url.port}` },
        saveBody(),
      ),
      await send('/__edit/save', { host: url.host, 'content-type': 'application/json' }, saveBody()),
      await send('/__edit/save', { ...own(), 'content-type': 'text/plain' }, saveBody()),
      await send('/__edit/page?key=/editor-test', { host: url.host, origin: 'http://evil.example' }),
      await send('/__edit/page?key=/editor-test', { host: url.host, 'sec-fetch-site': 'cross-site' }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(readFileSync(pageFile(), 'utf8')).toBe(editorPage);
    // The same request from the page's own origin is made: the refusals above are the guard's doing.
    const made = await send('/__edit/save', own(), saveBody());
    expect(made.status).toBe(200);
    expect(readFileSync(pageFile(), 'utf8')).toBe(editorPage.replace('title: Editor Test   #', 'title: Written   #'));
  });
});

describe('a save that would reach an object’s prototype', () => {
  it('is refused, and a normal save right after it works and is checked as usual', async () => {
    const before = readFileSync(pageFile(), 'utf8');
    const body = (path: unknown[], value: string) =>
      JSON.stringify({
        file: 'pages/editor-test.yaml',
        hash: hashOf(readFileSync(pageFile(), 'utf8')),
        edit: { kind: 'set', path, value },
      });
    const polluting = await send('/__edit/save', own(), body(['__proto__', 'polluted'], 'yes'));
    expect([
      polluting.status,
      (JSON.parse(polluting.body) as { problems: Array<{ code: string }> }).problems[0]!.code,
    ]).toEqual([422, 'edit-forbidden-path']);
    expect(readFileSync(pageFile(), 'utf8')).toBe(before);
    const made = await send('/__edit/save', own(), body(['blocks', 0, 'text'], 'Right after.'));
    expect(made.status).toBe(200);
    expect(readFileSync(pageFile(), 'utf8')).toContain('    text: Right after.\n');
    // Still checked: a blank text is refused with the validator's own code, not an unknown field "polluted".
    const blank = await send('/__edit/save', own(), body(['blocks', 0, 'text'], ' '));
    expect((JSON.parse(blank.body) as { problems: Array<{ code: string }> }).problems.map((p) => p.code)).toEqual([
      'empty-text',
    ]);
  });
});

describe('a save too large to take', () => {
  it('is answered from the page’s own origin, in Chromium, with its size in plain words (not as a server that does not answer)', async () => {
    const browser = await launch();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/editor-test`);
      const before = readFileSync(pageFile(), 'utf8');
      // 550,000 "é" are 1.1 MB in UTF-8.
      const body = JSON.stringify({
        file: 'pages/editor-test.yaml',
        hash: hashOf(before),
        edit: { kind: 'set', path: ['blocks', 0, 'title'], value: 'é'.repeat(550_000) },
      });
      const answer = await page.evaluate(
        (sent) =>
          fetch('/__edit/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: sent }).then(
            async (r) => ({
              status: r.status,
              problems: ((await r.json()) as { problems: Array<{ code: string; message: string }> }).problems,
            }),
            (e: Error) => ({ status: 0, problems: [{ code: 'no answer', message: e.message }] }),
          ),
        body,
      );
      expect(answer.status).toBe(413);
      expect(answer.problems.map((p) => p.code)).toEqual(['edit-request-too-large']);
      expect(answer.problems[0]!.message).toMatch(
        /^This change is 1\.1 MB to send, but the dev server takes at most 1 MB in one save/,
      );
      expect(readFileSync(pageFile(), 'utf8')).toBe(before);
    } finally {
      await browser.close();
    }
  });
});

describe('Vite’s open-in-editor, behind the same guard', () => {
  const open = (file: string, headers: Record<string, string>) =>
    send(`/__open-in-editor?file=${encodeURIComponent(file)}`, headers);

  it('refuses another site, in Chromium and by hand, and any file outside the project even from its own page', async () => {
    await onAnotherSite(async (page) => {
      const status = await page.evaluate(
        (target) =>
          fetch(target).then(
            (r) => r.status,
            () => 'blocked',
          ),
        `${server.url}/__open-in-editor?file=/etc/hostname`,
      );
      expect(status).toBe(403);
    });
    expect((await open('/etc/hostname', { host: url.host, origin: 'http://evil.example' })).status).toBe(403);
    expect((await open('/etc/hostname', { host: url.host, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const outsideProject = await open('/etc/hostname:1:1', { host: url.host, 'sec-fetch-site': 'same-origin' });
    expect([
      outsideProject.status,
      (JSON.parse(outsideProject.body) as { problems: Array<{ code: string }> }).problems[0]!.code,
    ]).toEqual([403, 'open-outside-project']);
    expect((await open(outsideFile, { host: url.host, 'sec-fetch-site': 'same-origin' })).status).toBe(403);
    expect(
      (await open(join(server.pagesDir, 'linked-file.yaml'), { host: url.host, 'sec-fetch-site': 'same-origin' }))
        .status,
    ).toBe(403);
  });
});

describe('the editing endpoint writes only regular files inside pages/, whole or not at all', () => {
  it('refuses paths out of pages/, links and folders that lead out of it', async () => {
    const answers = await Promise.all(
      [
        '../package.json',
        'pages/../package.json',
        '/etc/passwd',
        'pages/linked-file.yaml',
        'pages/linked-folder/page.yaml',
        'pages/nope.yaml',
        'pages/_site.json',
      ].map(async (file) => {
        const res = await send('/__edit/save', own(), saveBody(file, hashOf(editorPage)));
        return (
          `${file}: ${res.status} ` +
          `${(JSON.parse(res.body) as { problems: Array<{ message: string }> }).problems[0]?.message}`
        );
      }),
    );
    expect(answers).toEqual([
      '../package.json: 422 ../package.json is not a page file under pages/, so the page editor does not write it.',
      'pages/../package.json: 422 pages/../package.json is not a ' +
        'page file under pages/, so the page editor does not write it.',
      '/etc/passwd: 422 /etc/passwd is not a page file under pages/, so the page editor does not write it.',
      'pages/linked-file.yaml: 422 pages/linked-file.yaml is not a regular file ' +
        'inside pages/ (a link, or a folder), so the page editor does not write it.',
      'pages/linked-folder/page.yaml: 422 pages/linked-folder/page.yaml is not a regular ' +
        'file inside pages/ (a link, or a folder), so the page editor does not write it.',
      'pages/nope.yaml: 422 pages/nope.yaml does not exist any more, so the page editor does not write it.',
      'pages/_site.json: 422 pages/_site.json is not a page file under pages/, so the page editor does not write it.',
    ]);
    expect(readFileSync(outsideFile, 'utf8')).toBe('title: Not a page of this site\n');
    expect(readFileSync(join(outside, 'folder', 'page.yaml'), 'utf8')).toBe(editorPage);
  });

  it('refuses a request it does not understand: broken JSON, an unknown edit, a path that is not data', async () => {
    const before = readFileSync(pageFile(), 'utf8');
    const hash = hashOf(before);
    const bodies = [
      '{"file": ',
      JSON.stringify({ file: 'pages/editor-test.yaml', hash, edit: { kind: 'rename-file', to: 'x.yaml' } }),
      JSON.stringify({ file: 'pages/editor-test.yaml', hash, edit: { kind: 'set', path: [{}], value: 'x' } }),
    ];
    const statuses = await Promise.all(bodies.map(async (body) => (await send('/__edit/save', own(), body)).status));
    expect(statuses).toEqual([400, 400, 400]);
    expect(readFileSync(pageFile(), 'utf8')).toBe(before);
    expect(readdirSync(server.pagesDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('writes through a temporary file renamed over the page: no temporary file stays, the file keeps its mode', async () => {
    const res = await send(
      '/__edit/save',
      own(),
      JSON.stringify({
        file: 'pages/editor-test.yaml',
        hash: hashOf(readFileSync(pageFile(), 'utf8')),
        edit: { kind: 'set', path: ['blocks', 0, 'text'], value: 'Atomic.' },
      }),
    );
    expect(res.status).toBe(200);
    expect(readFileSync(pageFile(), 'utf8')).toContain('    text: Atomic.\n');
    expect(statSync(pageFile()).mode & 0o777).toBe(0o640);
    expect(readdirSync(server.pagesDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
