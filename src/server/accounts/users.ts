import type { Db } from '../db/database.ts';

/** The owner publishes, invites and changes the brand and site facts; an editor changes pages and pictures. */
export type Role = 'owner' | 'editor';

export interface User {
  id: number;
  email: string;
  name: string;
  role: Role;
}

const columns = 'id, email, name, role';

export const userById = (db: Db, id: number) =>
  db.prepare(`SELECT ${columns} FROM users WHERE id = ?`).get(id) as User | undefined;

/** The account of an e-mail address (any case), with its password hash. */
export const userByEmail = (db: Db, email: string) =>
  db.prepare(`SELECT ${columns}, password_hash AS passwordHash FROM users WHERE email = ?`).get(email.trim()) as
    | (User & { passwordHash: string | null })
    | undefined;

export const allUsers = (db: Db) => db.prepare(`SELECT ${columns} FROM users ORDER BY role DESC, name`).all() as User[];

export const hasOwner = (db: Db) => db.prepare("SELECT 1 FROM users WHERE role = 'owner'").get() !== undefined;

export function createUser(db: Db, user: Omit<User, 'id'>, passwordHash: string | null): User {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO users (email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(user.email.trim(), user.name.trim(), user.role, passwordHash, Date.now());
  return { ...user, id: Number(lastInsertRowid) };
}

export const setPasswordHash = (db: Db, id: number, hash: string) =>
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, id);

export const removeUser = (db: Db, id: number) =>
  db.prepare("DELETE FROM users WHERE id = ? AND role != 'owner'").run(id).changes > 0;

/** How git names the user as a commit's author: `Name <email>`. */
export const authorOf = (user: User) => ({ name: user.name, email: user.email });
