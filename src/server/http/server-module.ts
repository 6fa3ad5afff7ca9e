import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import type { ServerConfig } from '../config.ts';
import type { Db, Migration } from '../db/database.ts';
import type { Role, User } from '../accounts/users.ts';

/** What every request of the server's app carries: Node's own request and response, and the user once known. */
export interface ServerEnv {
  Bindings: HttpBindings;
  Variables: {
    /** The user of the request's session; undefined for a visitor. */
    user: User | undefined;
    /** The request's session id (its hash), to end it. */
    sessionId: string | undefined;
  };
}

export type ServerApp = Hono<ServerEnv>;
export type ServerContext = Context<ServerEnv>;

/** A page of the admin pages, as a module describes it; the layout (menu, styles, scripts) is the server's. */
export interface AdminPage {
  title: string;
  children: ReactNode;
  /** Names of admin scripts (AdminScripts) the page runs, e.g. ['passkeys']. */
  scripts?: string[];
  /** HTTP status; 200 unless given. */
  status?: ContentfulStatusCode;
}

/** An entry of the admin menu. */
export interface MenuEntry {
  href: string;
  label: string;
  /** Shown only to this role (the owner); to every logged-in user when absent. */
  role?: Role;
  /** A count shown beside the label (new messages, say), read when a page is drawn; nothing when 0. */
  count?: () => number;
}

/** What the server gives a module: its database, its settings, and the helpers every module's routes use. */
export interface ServerTools {
  db: Db;
  config: ServerConfig;
  /** Lets the request through only with a session (a page: to the login page first; anything else: 401). */
  requireUser: MiddlewareHandler<ServerEnv>;
  /**
   * Lets the request through only for a user of this role (the owner), else 403 saying only the owner can change
   * `what`.
   */
  requireRole: (role: Role, what?: string) => MiddlewareHandler<ServerEnv>;
  /**
   * The server's guard, for a public route of a module that takes changes from the site's pages (a form receiver):
   * its own address and Origin, JSON, a form or bytes, not sent by another site. Routes under /_admin and /__edit, and
   * every request with a session, are guarded already.
   */
  requireOwnOrigin: MiddlewareHandler<ServerEnv>;
  /** The visitor's address: the socket's, or from X-Forwarded-For when the socket is a trusted proxy (TRUST_PROXY). */
  clientAddress: (c: ServerContext) => string;
  /** The origin people reach the server at (PUBLIC_URL's, else the request's own): for links to copy. */
  publicOrigin: (c: ServerContext) => string;
  /** An admin page in the server's layout: the menu for the user, the admin stylesheet, the page's scripts. */
  adminPage: (c: ServerContext, page: AdminPage) => Response;
  /** Says something in the server's log (standard output), one line, with the time. */
  log: (line: string) => void;
}

/**
 * One concern of the server (accounts, the editor, publishing, the inbox, …): its tables, its routes, its menu entries.
 * Modules are listed in src/server/modules.ts; docs/server-modules.md says how to write one.
 */
export interface ServerModule {
  /** A name that never changes: its migrations are recorded under it. */
  name: string;
  /** Its tables, applied in order at start, each once (src/server/db/database.ts). */
  migrations?: readonly Migration[];
  /** Browser scripts of its admin pages, by name: a file under src/browser/admin/, bundled once at start. */
  scripts?: Record<string, string>;
  /** Entries of the admin menu. */
  menu?: readonly MenuEntry[];
  /** Adds its routes (reserved paths: /_admin/…, /__edit/…, or a path of its own under /_). */
  mount?: (app: ServerApp, tools: ServerTools) => void | Promise<void>;
  /** Ends what it runs in the background (timers, a mail queue), before the database closes. */
  close?: () => void | Promise<void>;
}
