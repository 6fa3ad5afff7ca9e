import type { Db, Migration } from '../db/database.ts';
import type { Published } from './publisher.ts';

export const publishTables: Migration[] = [
  {
    name: 'publishes',
    up: `
      CREATE TABLE publishes (
        id INTEGER PRIMARY KEY,
        by_user INTEGER REFERENCES users(id) ON DELETE SET NULL,
        at INTEGER NOT NULL,
        ok INTEGER NOT NULL,
        -- The whole result as JSON (src/server/publish/publisher.ts, Published): files, conflicts, problem, pushed.
        result TEXT NOT NULL
      );
      CREATE TABLE publish_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
];

export interface PublishRecord {
  id: number;
  by: string | null;
  at: number;
  result: Published;
}

export function recordPublish(db: Db, userId: number, result: Published): number {
  return Number(
    db
      .prepare('INSERT INTO publishes (by_user, at, ok, result) VALUES (?, ?, ?, ?)')
      .run(userId, Date.now(), result.ok ? 1 : 0, JSON.stringify(result)).lastInsertRowid,
  );
}

export function publishes(db: Db, max = 10): PublishRecord[] {
  const rows = db
    .prepare(
      'SELECT p.id, u.name AS by, p.at, p.result FROM publishes p LEFT ' +
        'JOIN users u ON u.id = p.by_user ORDER BY p.id DESC LIMIT ?',
    )
    .all(max) as Array<Omit<PublishRecord, 'result'> & { result: string }>;
  return rows.map((row) => ({ ...row, result: JSON.parse(row.result) as Published }));
}

/** "Every save is published": the site keeps no drafts; each save is published as soon as it is committed. */
export const everySavePublished = (db: Db) =>
  db.prepare("SELECT value FROM publish_settings WHERE key = 'every-save'").pluck().get() === 'yes';
export const setEverySavePublished = (db: Db, on: boolean) =>
  db.prepare("INSERT OR REPLACE INTO publish_settings (key, value) VALUES ('every-save', ?)").run(on ? 'yes' : 'no');
