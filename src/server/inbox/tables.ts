import type { Migration } from '../db/database.ts';

/**
 * The inbox's tables in the server's database. Times are milliseconds since 1970. A message waits to be mailed while
 * `mail_next_at` is set (from when mail was set up as it arrived); `mailed_at` says it went. Refused messages are not
 * kept: only how many, per day and reason.
 */
export const inboxTables: readonly Migration[] = [
  {
    name: 'messages',
    up: `
      CREATE TABLE inbox_messages (
        id INTEGER PRIMARY KEY,
        received_at INTEGER NOT NULL,
        page TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        emergency INTEGER NOT NULL,
        read_at INTEGER,
        done_at INTEGER,
        mail_next_at INTEGER,
        mail_attempts INTEGER NOT NULL DEFAULT 0,
        mail_error TEXT,
        mailed_at INTEGER
      );
      CREATE INDEX inbox_messages_received ON inbox_messages (received_at);
      CREATE INDEX inbox_messages_mail ON inbox_messages (mail_next_at) WHERE mail_next_at IS NOT NULL;
      CREATE TABLE inbox_refusals (
        day TEXT NOT NULL,
        code TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, code)
      ) WITHOUT ROWID;
    `,
  },
];
