// The page editor's endpoint called in-process, on a copy of the fixture site, and how it is made to give each of its
// refusals (tests/unit/edit-endpoint.test.ts runs each; tests/unit/catalogue.test.ts checks that every code has one).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Code } from '../src/core/catalogue.ts';
import type { SaveResponse } from '../src/core/edit-protocol.ts';
import { siteChecker } from '../src/node/check/check-site.ts';
import { editEndpoint } from '../src/node/edit/edit-endpoint.ts';
import { hashOf } from '../src/node/edit/page-source.ts';
import { readAssets, readPages } from '../src/node/read/read-pages.ts';
import { isError } from '../src/node/report/problem.ts';

const port = 5173;
const own = { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json' };

/** A copy of the fixture site, its endpoint, and a way to call it as the editor's page would. */
export function site() {
  const root = mkdtempSync(join(tmpdir(), 'edit-endpoint-'));
  execFileSync('cp', ['-r', 'docs/example-site/pages', 'docs/example-site/public', root]);
  const check = siteChecker(undefined, { checksAgain: true });
  const handler = editEndpoint({ root, projectRoot: '.', check, afterWrite: () => 1 });
  const file = (name: string) => join(root, name);
  const call = (path: string, body?: unknown, headers: Record<string, string> = own, remoteAddress = '127.0.0.1') =>
    new Promise<{ status: number; body: SaveResponse & { problems?: Array<{ code: string; message: string }> } }>(
      (resolve, reject) => {
        const raw =
          body === undefined
            ? []
            : [Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))];
        const req = Object.assign(Readable.from(raw), {
          method: body === undefined ? 'GET' : 'POST',
          url: path,
          headers,
          socket: { remoteAddress, localPort: port },
        }) as unknown as IncomingMessage;
        let status = 0;
        const res = {
          set statusCode(value: number) {
            status = value;
          },
          setHeader: () => undefined,
          end: (text: string) => resolve({ status, body: JSON.parse(text) as never }),
        } as unknown as ServerResponse;
        handler(req as never, res, (error?: unknown) => reject(error ?? new Error(`not answered: ${path}`)));
      },
    );
  const read = (name: string) => readFileSync(file(name), 'utf8');
  const hash = (name = 'pages/about.yaml') => hashOf(read(name));
  const save = (edit: unknown, name = 'pages/about.yaml', at = hash(name)) =>
    call('/save', { file: name, hash: at, edit });
  const valid = () => {
    const { files, unread } = readPages(root);
    return check(files, readAssets(root), unread).problems.filter(isError);
  };
  return { root, file, read, call, save, hash, valid };
}

/** A page of aliases that expand to billions of values: the parser refuses to read it whole. */
export const aliasBomb = `a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n${Array.from(
  { length: 8 },
  (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`,
).join('\n')}\ntitle: About | {company}\nblocks: [*a8]\n`;

export const codeOf = (answer: { body: { problems?: Array<{ code: string }> } }) => answer.body.problems?.[0]?.code;

/** How the endpoint is made to give each of its codes; the browser's own two are made in tests/e2e/editor-*.test.ts. */
/** Headers of a picture sent by the page editor: its bytes, as the browser sends a chosen file. */
export const pictureHeaders = { ...own, 'content-type': 'application/octet-stream' };

export const editCases: Record<
  string,
  (s: ReturnType<typeof site>) => Promise<{ status: number; body: { problems?: Array<{ code: string }> } }>
> = {
  'changed-on-disk': (s) =>
    s.save({ kind: 'set', path: ['title'], value: 'About | {company}' }, 'pages/about.yaml', hashOf('an older text')),
  'edit-not-allowed': (s) => s.call('/save', {}, { ...own, origin: 'http://evil.example' }),
  'bad-request': (s) => s.call('/save', '{"file": '),
  'edit-too-large': (s) => s.save({ kind: 'set', path: ['title'], value: 'x'.repeat(150_000) }),
  'edit-request-too-large': (s) =>
    s.call('/save', {
      file: 'pages/about.yaml',
      hash: s.hash(),
      edit: { kind: 'set', path: ['title'], value: 'é'.repeat(550_000) },
    }),
  'edit-forbidden-path': (s) => s.save({ kind: 'set', path: ['__proto__', 'polluted'], value: 'yes' }),
  'edit-no-such-field': (s) => s.save({ kind: 'set', path: ['blocks', 0, 'colour'], value: 'red' }),
  'edit-place-gone': (s) => s.save({ kind: 'remove', path: ['blocks', 40] }),
  'edit-yaml-broken': (s) => {
    writeFileSync(s.file('pages/about.yaml'), 'title: [unclosed\n');
    return s.save({ kind: 'set', path: ['title'], value: 'About | {company}' });
  },
  'edit-shared-value': (s) => {
    writeFileSync(
      s.file('pages/about.yaml'),
      readFileSync(s.file('pages/about.yaml'), 'utf8').replace(
        '    title: About Us',
        '    title: &us About Us\n    text: *us',
      ),
    );
    return s.save({ kind: 'set', path: ['blocks', 0, 'text'], value: 'Us' });
  },
  'edit-not-a-single-value': (s) => s.save({ kind: 'set', path: ['blocks', 1, 'items'], value: 'text' }),
  'edit-cannot-write': (s) => s.save({ kind: 'remove', path: ['blocks', 0, 'type'] }),
  'edit-no-example': (s) => s.save({ kind: 'add-block', index: 1, type: 'nope' }),
  'edit-not-a-page-file': (s) => s.save({ kind: 'set', path: ['title'], value: 'x' }, '../package.json', hashOf('')),
  'edit-history-lost': (s) =>
    s.call('/revert', { file: 'pages/about.yaml', from: s.hash(), to: hashOf('a text the endpoint never saw') }),
  'picture-upload-too-large': (s) => s.call('/picture?name=scan.jpg', Buffer.alloc(21 * 1024 * 1024), pictureHeaders),
  'picture-exists': (s) =>
    s.call('/picture?name=thumbnail.png', readFileSync(s.file('public/images/thumbnail.png')), pictureHeaders),
  'picture-format-not-taken': async (s) =>
    s.call(
      '/picture?name=scan.tif',
      await (await import('sharp'))
        .default({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
        .tiff()
        .toBuffer(),
      pictureHeaders,
    ),
  'reserved-picture-name': (s) =>
    s.call('/picture?name=CON.png', readFileSync(s.file('public/images/thumbnail.png')), pictureHeaders),
  'edit-page-unreadable': (s) => {
    writeFileSync(s.file('pages/about.yaml'), aliasBomb);
    return s.call('/page?key=/about');
  },
  'no-code-editor': async (s) => {
    // An editor that runs in a terminal is never started from the page: it would take over the dev server's terminal.
    const before = process.env.LAUNCH_EDITOR;
    process.env.LAUNCH_EDITOR = 'vim';
    try {
      return await s.call('/open', { file: 'pages/about.yaml', line: 3, col: 1 });
    } finally {
      if (before === undefined) delete process.env.LAUNCH_EDITOR;
      else process.env.LAUNCH_EDITOR = before;
    }
  },
};
/**
 * The editor's codes made elsewhere: by the page in the browser (tests/e2e/editor-*.test.ts), by the guard of
 * /__open-in-editor (tests/e2e/editor-guard.test.ts), with a picture that was added (drawing-cleaned, a warning:
 * tests/unit/upload-guards.test.ts and tests/e2e/safe-svg.test.ts), by the site's own server (tests/server/).
 */
export const madeElsewhere: Code[] = [
  'not-a-number',
  'dev-server-unreachable',
  'open-outside-project',
  'drawing-cleaned',
  'server-not-allowed',
  'server-unreachable',
  'logged-out',
  'owner-only',
];
