import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/database.ts';
import type { Role } from '../accounts/users.ts';
import type { ServerContext, ServerEnv } from '../http/server-module.ts';
import { createSession, endSession, sessionUser } from './sessions.ts';
import { refusalBody } from '../http/refusal.ts';

/**
 * The session's cookie: __Host- (only this host, path /, Secure: the browser refuses it otherwise), HttpOnly (no
 * script reads it), SameSite=Strict (no other site's page or link sends it, so a change can only come from here).
 * Browsers keep Secure cookies over plain HTTP on localhost only: anywhere else the server must be behind HTTPS.
 */
export const sessionCookie = '__Host-session';
const cookieOptions = {
  path: '/',
  secure: true,
  httpOnly: true,
  sameSite: 'Strict',
  maxAge: 30 * 24 * 60 * 60,
} as const;

/**
 * Reads the session cookie of every request: `c.var.user` is its user, or undefined (a visitor, a forged or ended
 * session).
 */
export function loadUser(db: Db): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const token = getCookie(c, sessionCookie);
    const session = token ? sessionUser(db, token) : undefined;
    c.set('user', session?.user);
    c.set('sessionId', session?.id);
    // A cookie that opens no session is dropped, so the browser stops sending it.
    if (token && !session) deleteCookie(c, sessionCookie, cookieOptions);
    await next();
  };
}

export function startSession(c: ServerContext, db: Db, userId: number): void {
  setCookie(c, sessionCookie, createSession(db, userId), cookieOptions);
}

export function endThisSession(c: ServerContext, db: Db): void {
  const id = c.get('sessionId');
  if (id) endSession(db, id);
  deleteCookie(c, sessionCookie, cookieOptions);
}

/** Where the login page is; `next` brings the user back to where they were going. */
export const loginPath = '/_admin/login';
export const loginUrl = (next: string) => `${loginPath}?next=${encodeURIComponent(next)}`;

/** A page request (a browser's navigation) is sent to log in; anything else gets 401. */
export const requireUser: MiddlewareHandler<ServerEnv> = async (c, next) => {
  if (c.get('user')) return next();
  if (c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html')) {
    const url = new URL(c.req.url);
    return c.redirect(loginUrl(url.pathname + url.search), 303);
  }
  return c.json(refusalBody('logged-out', {}), 401);
};

/**
 * Only the owner (or the role given) goes further; anyone else logged in gets 403, saying that only the owner can
 * change `what`.
 */
export function requireRole(role: Role, what = 'this'): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return requireUser(c, next);
    if (user.role === role) return next();
    return c.json(refusalBody('owner-only', { what }), 403);
  };
}
