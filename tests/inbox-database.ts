// The server's database as the inbox's tests use it: a real SQLite file, opened and migrated as `npm run serve` does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Db } from '../src/server/db/database.ts';
import { inboxTables } from '../src/server/inbox/tables.ts';

/** A new database file's path, in a folder of its own. */
export const newDatabaseFile = (): string => join(mkdtempSync(join(tmpdir(), 'inbox-')), 'site.db');

/** Opens (or makes) the database file with the inbox's tables. */
export function inboxDatabase(file: string): Db {
  const db = openDatabase(file);
  migrate(db, 'inbox', inboxTables);
  return db;
}
