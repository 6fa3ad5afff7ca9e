import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

/** One step of a module's tables: SQL run once, in order, recorded by its module and name. */
export interface Migration {
  /** A name that never changes once released, e.g. "users". */
  name: string;
  /** The SQL (several statements allowed), or a function for what SQL alone cannot say. */
  up: string | ((db: Db) => void);
}

/**
 * Opens (or makes) the server's database file. WAL: readers never wait for a writer, and a process killed mid-write
 * leaves the file whole (SQLite's journal); a writer waits up to 5 s for another instead of failing at once.
 */
export function openDatabase(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(
    'CREATE TABLE IF NOT EXISTS migrations (module TEXT NOT NULL, name TEXT ' +
      'NOT NULL, applied_at INTEGER NOT NULL, PRIMARY KEY (module, name))',
  );
  return db;
}

/**
 * Brings a module's tables up to date: each migration not yet applied runs, in order, each in a transaction with its
 * record (a migration that fails changes nothing). Never edit a released migration: add the next one.
 */
export function migrate(db: Db, module: string, migrations: readonly Migration[]): void {
  const applied = new Set(db.prepare('SELECT name FROM migrations WHERE module = ?').pluck().all(module) as string[]);
  const record = db.prepare('INSERT INTO migrations (module, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    db.transaction(() => {
      if (typeof migration.up === 'string') db.exec(migration.up);
      else migration.up(db);
      record.run(module, migration.name, Date.now());
    })();
  }
}
