import type { Migration } from '../db/database.ts';

export const sessionTables: Migration[] = [
  {
    name: 'sessions',
    up: `
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_user ON sessions (user_id);
    `,
  },
];
