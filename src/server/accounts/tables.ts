import type { Migration } from '../db/database.ts';

/** The accounts' tables: people, their passkeys, invitations (the owner's setup link is one), wrong-password counts. */
export const accountTables: Migration[] = [
  {
    name: 'users',
    up: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('owner', 'editor')),
        -- argon2id, in its own encoding (parameters and salt included); NULL for an account with passkeys only.
        password_hash TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        public_key BLOB NOT NULL,
        counter INTEGER NOT NULL,
        transports TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER
      );
      CREATE TABLE invites (
        token_hash TEXT PRIMARY KEY,
        role TEXT NOT NULL CHECK (role IN ('owner', 'editor')),
        created_by INTEGER REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE login_failures (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        last_at INTEGER NOT NULL,
        locked_until INTEGER
      );
    `,
  },
];
