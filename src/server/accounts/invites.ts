import type { Db } from '../db/database.ts';
import { newToken, tokenHash } from './secret-token.ts';
import type { Role } from './users.ts';

/** Where an invitation (and the owner's setup link) is opened. */
export const welcomePath = '/_admin/welcome';

const day = 24 * 60 * 60_000;

/** A new invitation to make an account of `role`; its token goes in the link, once. */
export function createInvite(
  db: Db,
  role: Role,
  createdBy: number | null,
  days = 7,
): { token: string; expiresAt: number } {
  const token = newToken();
  const expiresAt = Date.now() + days * day;
  db.prepare('INSERT INTO invites (token_hash, role, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    tokenHash(token),
    role,
    createdBy,
    Date.now(),
    expiresAt,
  );
  return { token, expiresAt };
}

/** The role an invitation's token offers, while it is valid (not used, not expired). */
export function inviteRole(db: Db, token: string): Role | undefined {
  const row = db
    .prepare('SELECT role FROM invites WHERE token_hash = ? AND expires_at > ?')
    .get(tokenHash(token), Date.now()) as { role: Role } | undefined;
  return row?.role;
}

/** Uses an invitation up: true if it was still valid (two tabs racing on one link make one account). */
export const useInvite = (db: Db, token: string) =>
  db.prepare('DELETE FROM invites WHERE token_hash = ? AND expires_at > ?').run(tokenHash(token), Date.now()).changes >
  0;

export const pendingInvites = (db: Db) =>
  db
    .prepare(
      'SELECT role, created_at AS createdAt, expires_at AS expiresAt FROM ' +
        "invites WHERE role = 'editor' AND expires_at > ? ORDER BY created_at",
    )
    .all(Date.now()) as Array<{ role: Role; createdAt: number; expiresAt: number }>;

/**
 * The owner's one-time setup link, made at a start while the site has no owner: any earlier one stops working, so only
 * the link the server printed last opens.
 */
export function ownerSetupToken(db: Db): string {
  db.prepare("DELETE FROM invites WHERE role = 'owner'").run();
  return createInvite(db, 'owner', null, 1).token;
}
