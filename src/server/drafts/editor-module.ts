import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { streamSSE } from 'hono/streaming';
import sirv from 'sirv';
import { describe } from '../../core/catalogue.ts';
import { normalizePath, siteFile } from '../../core/routes.ts';
import { editEndpoint, type Written } from '../../node/edit/edit-endpoint.ts';
import { faviconSvg } from '../../node/brand/favicon.ts';
import { svgPolicyHeader } from '../../node/pictures/svg-policy.ts';
import type { User } from '../accounts/users.ts';
import type { ServerContext, ServerModule } from '../http/server-module.ts';
import type { ServerCore } from '../server-core.ts';
import { commitMessage } from './commit-message.ts';
import { editorBundle } from '../../node/edit/editor-bundle.ts';
import { editorAsset, editorPageHtml, isPageRequest } from '../../node/edit/editor-page.ts';
import { undoMessage } from './undo-message.ts';

/**
 * The editor's page: the visitors' policy (scripts of this site only, Mantine's inline styles), plus pictures chosen on
 * this device.
 */
const editorPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const privateHeaders = { 'cache-control': 'no-store', vary: 'Cookie', 'x-content-type-options': 'nosniff' };

/**
 * The page editor on the server, for people who have logged in: every address of the site shows its draft, rendered
 * in the browser by the site's own code with the editor (the bundle of `vite build --mode editor`), its pages' JSON and
 * pictures from the drafts, its live preview over an event stream. Saves, undo and pictures go through the dev
 * server's editing endpoint (src/node/edit), each checked as validate checks it, written, shown to every open tab,
 * then committed on the drafts branch with its editor as author, one save at a time.
 */
export function editorModule(core: ServerCore): ServerModule {
  const { repo, drafts, config } = core;
  const asUser = new AsyncLocalStorage<User>();
  const user = () => asUser.getStore()!;
  const bundle = editorBundle(config.projectRoot, (line) => console.log(line));
  // Its failure is said where a page waits for it.
  bundle.catch(() => undefined);

  const endpoint = editEndpoint({
    root: repo.draftsDir,
    projectRoot: config.projectRoot,
    check: drafts.check,
    // The server's own guard (start-server.tsx) has let the request in: its address, its pages, a session.
    guard: () => undefined,
    codeEditors: false,
    mayNotWrite: (file) =>
      file === siteFile && user().role !== 'owner'
        ? describe('owner-only', { what: 'the brand and the site’s facts (pages/_site.yaml)' })
        : undefined,
    afterWrite: async (checked, written: Written) => {
      // Shown to every tab at once; the answer to the save waits for its commit.
      const version = drafts.refresh(checked);
      const message = written.edit
        ? commitMessage(written.file, written.edit, written.before)
        : await undoMessage(repo, written.file, written.text);
      await repo.commitFileNow(written.file, written.text, message, user());
      return version;
    },
    afterPicture: async (file) => {
      await repo.commitFileNow(
        file,
        readFileSync(join(repo.draftsDir, file)),
        `pictures: ${basename(file)} added`,
        user(),
      );
      drafts.refresh();
    },
  });
  const draftFiles = sirv(join(repo.draftsDir, 'public'), { dev: true, etag: true, dotfiles: false });

  /**
   * Runs the editing endpoint for the request, as the logged-in user; a change runs in turn with every other change of
   * the repository.
   */
  const edit = async (c: ServerContext) => {
    const { incoming: req, outgoing: res } = c.env;
    // The endpoint is written for a mount point, as the dev server mounts it: it sees the path below /__edit.
    req.url = req.url!.slice('/__edit'.length);
    const run = () =>
      new Promise<void>((resolve) => {
        res.once('close', resolve);
        endpoint(req as never, res, (error?: unknown) => {
          if (error) console.error(error);
          res.statusCode = error ? 500 : 404;
          res.end();
        });
      });
    await asUser.run(c.get('user')!, () => (req.method === 'GET' ? run() : repo.inTurn(run)));
    return RESPONSE_ALREADY_SENT;
  };

  const editorPage = async (c: ServerContext, path: string) => {
    const data = drafts.data;
    const html = editorPageHtml(await bundle, data ?? null, { host: 'server', role: c.get('user')!.role });
    const known = !data || data.routes?.includes(path) !== false;
    return c.html(html, known ? 200 : 404, { ...privateHeaders, 'content-security-policy': editorPolicy });
  };

  return {
    name: 'editor',
    mount(app, { requireUser }) {
      app.get('/__editor/*', requireUser, async (c) => {
        const asset = editorAsset(await bundle, c.req.path.slice('/__editor'.length));
        if (!asset) return c.notFound();
        return c.body(asset.body, 200, {
          'content-type': asset.type,
          'cache-control': 'private, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
      });

      app.get('/__edit/events', requireUser, (c) =>
        streamSSE(c, async (stream) => {
          let writing = Promise.resolve();
          const since = Number(c.req.header('last-event-id'));
          const unsubscribe = drafts.subscribe(
            (message) => {
              writing = writing.then(() =>
                stream.writeSSE({
                  event: message.event,
                  data: JSON.stringify(message.data),
                  id: String(message.data.version),
                }),
              );
            },
            Number.isInteger(since) ? since : undefined,
          );
          stream.onAbort(unsubscribe);
          // A comment now and then keeps proxies from closing a quiet stream; a session that ended (log out everywhere)
          // ends it.
          while (!stream.aborted && core.sessionAlive(c.get('sessionId'))) {
            await stream.sleep(15_000);
            writing = writing.then(async () => void (await stream.write(': still here\n\n')));
          }
          unsubscribe();
        }),
      );

      app.all('/__edit/*', requireUser, (c) => edit(c));

      // The drafts, at the site's own addresses, for people who have logged in.
      app.get('*', async (c, next) => {
        if (!c.get('user')) return next();
        const path = normalizePath(c.req.path);
        if (path.startsWith('/_pages/')) {
          const page = drafts.pageAt(c.req.path);
          return page ? c.json(page, 200, privateHeaders) : c.body(null, 404, privateHeaders);
        }
        if (path === '/favicon.svg' && drafts.data) {
          const svg = faviconSvg(drafts.data.site, (src) => readFileSync(join(repo.draftsDir, 'public', src), 'utf8'));
          return c.body(svg, 200, { ...privateHeaders, 'content-type': 'image/svg+xml' });
        }
        if (isPageRequest(c.req.method, path, (name) => c.req.header(name))) return editorPage(c, path);
        // A drawing opened on its own runs no script, as on the dev server and the built site.
        svgPolicyHeader(c.env.incoming, c.env.outgoing, () => undefined);
        const served = await serveFrom(draftFiles, c.env.incoming, c.env.outgoing);
        return served ? RESPONSE_ALREADY_SENT : next();
      });
    },
  };
}

/** Lets sirv answer from the drafts' public/ folder: true if it did, false for a file it does not have. */
function serveFrom(files: ReturnType<typeof sirv>, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    res.once('finish', () => resolve(true));
    files(req as never, res, () => resolve(false));
  });
}
