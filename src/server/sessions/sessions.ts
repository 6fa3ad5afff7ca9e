import type { Db } from '../db/database.ts';
import { newToken, tokenHash } from '../accounts/secret-token.ts';
import type { User } from '../accounts/users.ts';

const day = 24 * 60 * 60_000;
/** A session ends 30 days after it began, or after 14 days unused, whichever comes first. */
const longestMs = 30 * day;
const idleMs = 14 * day;

/** Starts a session for a user; its token goes into the cookie, only its hash into the database. */
export function createSession(db: Db, userId: number): string {
  const token = newToken();
  const now = Date.now();
  db.prepare(
    'INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(tokenHash(token), userId, now, now, now + longestMs);
  return token;
}

/** The user of a session token, if the session exists and has not ended; a forged or expired token is no one. */
export function sessionUser(db: Db, token: string): { user: User; id: string } | undefined {
  const id = tokenHash(token);
  const now = Date.now();
  const row = db
    .prepare(
      'SELECT u.id, u.email, u.name, u.role, s.last_seen_at AS lastSeen, s.expires_at ' +
        'AS expiresAt FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?',
    )
    .get(id) as (User & { lastSeen: number; expiresAt: number }) | undefined;
  if (!row) return undefined;
  if (row.expiresAt <= now || now - row.lastSeen > idleMs) {
    endSession(db, id);
    return undefined;
  }
  // Written at most once a minute: a page's many requests need not each write.
  if (now - row.lastSeen > 60_000) db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(now, id);
  return { user: { id: row.id, email: row.email, name: row.name, role: row.role }, id };
}

export const endSession = (db: Db, id: string) => db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(id);

/** "Log out everywhere": every session of the user, on every device, ends now. */
export const endAllSessions = (db: Db, userId: number) =>
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId).changes;

export const sessionCount = (db: Db, userId: number) =>
  db
    .prepare('SELECT count(*) FROM sessions WHERE user_id = ? AND expires_at > ?')
    .pluck()
    .get(userId, Date.now()) as number;
