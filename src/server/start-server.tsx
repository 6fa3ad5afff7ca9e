import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { type ErrorHandler, Hono, type MiddlewareHandler } from 'hono';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { hasOwner } from './accounts/users.ts';
import { accountTables } from './accounts/tables.ts';
import { ownerSetupToken, welcomePath } from './accounts/invites.ts';
import type { ServerConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { adminHeaders, adminPages, adminStylesheet } from './http/admin-page.tsx';
import { type AdminScript, adminScriptsPath, bundleAdminScripts } from './http/admin-scripts.ts';
import { clientAddress } from './http/client-address.ts';
import { refusalBody } from './http/refusal.ts';
import { ownOrigins, serverRefusal } from './http/request-guard.ts';
import type { ServerEnv, ServerTools } from './http/server-module.ts';
import { serverModules } from './modules.ts';
import { Releases } from './publish/releases.ts';
import { buildPidFile, Publisher, stopOrphanBuild } from './publish/publisher.ts';
import { visitorSite, type SiteHandlerOf } from './publish/visitor-site.ts';
import type { ServerCore } from './server-core.ts';
import { SiteRepository } from './git/site-repository.ts';
import { DraftSite } from './drafts/draft-site.ts';
import { loadUser, requireRole, requireUser, sessionCookie } from './sessions/middleware.ts';
import { sessionTables } from './sessions/tables.ts';

export interface RunningServer {
  /** The address people open (PUBLIC_URL, or this machine's with the port it listens on). */
  url: string;
  core: ServerCore;
  close: () => Promise<void>;
}

/** Paths only logged-in people (and the login pages) use: every request to them is guarded, reads too. */
const privatePath = /^\/(_admin|__edit|__editor)(\/|$)/;

const timestamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * Starts the site's own server: visitors get the current release of the built site, as a static host would serve it;
 * people who log in get the admin pages and the editor. Every module of src/server/modules.ts adds its tables and
 * routes. `siteHandlerOf` answers visitors from a built folder (the serve command gives preview's).
 */
export async function startServer(
  config: ServerConfig,
  siteHandlerOf: SiteHandlerOf,
  log = (line: string) => console.log(`${timestamp()} ${line}`),
): Promise<RunningServer> {
  const db = openDatabase(join(config.dataDir, 'site.db'));
  migrate(db, 'accounts', accountTables);
  migrate(db, 'sessions', sessionTables);
  stopOrphanBuild(join(config.dataDir, buildPidFile));
  const repo = await SiteRepository.open(config);
  const drafts = new DraftSite(repo.draftsDir);
  const releases = new Releases(join(config.dataDir, 'releases'));
  const core: Omit<ServerCore, 'publisher'> & Partial<Pick<ServerCore, 'publisher'>> = {
    db,
    config,
    repo,
    drafts,
    releases,
    siteName: () => drafts.data?.site.company ?? 'This site',
    sessionAlive: (id) =>
      id !== undefined && db.prepare('SELECT 1 FROM sessions WHERE id_hash = ?').get(id) !== undefined,
    log,
  };
  const visitors = visitorSite(releases, siteHandlerOf);
  core.publisher = new Publisher(core as ServerCore, visitors.warm);
  const modules = serverModules(core as ServerCore);
  for (const module of modules) migrate(db, module.name, module.migrations ?? []);
  const scripts = await bundleAdminScripts(
    config.projectRoot,
    Object.assign({}, ...modules.map((m) => m.scripts ?? {})),
  );

  const server = createServer();
  const port = await listen(server, config.port, config.host);
  const origins = ownOrigins(config, port);
  const url = origins[0]!;

  const app = new Hono<ServerEnv>();
  const tools: ServerTools = {
    db,
    config,
    requireUser,
    requireRole,
    requireOwnOrigin: (c, next) => requireOwnOrigin(c, next),
    clientAddress: (c) => clientAddress(c.env.incoming, config.trustedProxies),
    publicOrigin: (c) =>
      config.publicUrl?.origin ?? origins.find((o) => new URL(o).host === c.req.header('host')) ?? url,
    adminPage: adminPages(
      modules.flatMap((m) => m.menu ?? []),
      scripts,
      core.siteName,
    ),
    log,
  };

  // Every request to the private side, and every request that carries a session, comes from the site's own pages at its
  // own address: the editor's guard, for the public address (http/request-guard.ts). A visitor's request carries no
  // session, so it can change nothing: it goes on to the site, which answers GET and HEAD only, as a static host does.
  const requireOwnOrigin: MiddlewareHandler<ServerEnv> = async (c, next) => {
    const reason = serverRefusal(c.env.incoming, origins);
    if (reason)
      return c.json(refusalBody('server-not-allowed', { reason, origin: url }), 403, { 'cache-control': 'no-store' });
    await next();
  };
  app.use('*', async (c, next) => {
    const req = c.env.incoming;
    const path = new URL(c.req.url).pathname;
    if (privatePath.test(path) || (req.headers.cookie ?? '').includes(sessionCookie)) return requireOwnOrigin(c, next);
    await next();
  });
  app.use('*', loadUser(db));
  serveAdminAssets(app, scripts);
  app.get('/_admin', requireUser, (c) =>
    tools.adminPage(c, {
      title: 'Admin',
      children: <p className="card">Open any page of the site and press Edit page to change it.</p>,
    }),
  );
  for (const module of modules) await module.mount?.(app, tools);
  // Everything else is the site as visitors get it.
  app.all('*', (c) => {
    visitors(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  });
  app.onError(failedRequest(log));
  server.on('request', getRequestListener(app.fetch));

  if (!hasOwner(db))
    log(
      `The site has no owner yet. Open this link to make the owner's account (it works once, for 24 hours):\n` +
        `\n  ${url}${welcomePath}?token=${ownerSetupToken(db)}\n`,
    );
  log(`Serving the site at ${url}`);
  // The remote's changes first, then visitors get the published branch: built now if no release has it yet (a first
  // start, a publish stopped before its switch, a change pulled).
  void core.publisher
    .startUp(config.buildAtStart)
    .catch((error: unknown) => log(`The site could not be brought up to date: ${(error as Error).message}`));
  return {
    url,
    core: core as ServerCore,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open streams (the editors' live updates) would keep it open for ever.
      server.closeAllConnections();
      await closed;
      for (const module of modules) await module.close?.();
      db.close();
    },
  };
}

/** The admin pages' stylesheet and scripts, kept by browsers for a year: a new version has a new name. */
function serveAdminAssets(app: Hono<ServerEnv>, scripts: Map<string, AdminScript>): void {
  app.get('/_admin/admin.css', (c) =>
    c.body(adminStylesheet.css, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    }),
  );
  app.get(`${adminScriptsPath}:file`, (c) => {
    const script = [...scripts.values()].find((s) => s.file === c.req.param('file'));
    if (!script) return c.notFound();
    return c.body(script.code, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}

/** The answer to a request that failed: logged with its stack, and said to the person in words, never a stack. */
function failedRequest(log: (line: string) => void): ErrorHandler<ServerEnv> {
  return (error, c) => {
    log(
      `Error on ${c.req.method} ${new URL(c.req.url).pathname}: ` +
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json(
      {
        ok: false,
        message:
          'The server could not do this. Nothing was changed; try ' +
          'again, and tell the site’s developer if it happens again.',
      },
      500,
      adminHeaders,
    );
  };
}

/** Listens on `port` (0: any free one) and gives the port it got. */
function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
