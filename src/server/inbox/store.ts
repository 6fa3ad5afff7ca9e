import type { Database, Statement } from 'better-sqlite3';
import type { Message } from './message.ts';
import type { RefusalCode } from './refusals.ts';

/** Where a message's mail stands: not set up when it arrived, waiting (maybe after failed tries), or delivered. */
export type MailState =
  | { state: 'off' }
  | { state: 'waiting'; attempts: number; error: string | null; nextAt: number }
  | { state: 'sent'; at: number };

/** A kept message as the inbox shows it. */
export interface InboxEntry extends Message {
  id: number;
  receivedAt: number;
  readAt: number | null;
  doneAt: number | null;
  mail: MailState;
}

/** Which messages a list shows: those still to deal with, those marked done, or every one. */
export type InboxView = 'open' | 'done' | 'all';

interface Row {
  id: number;
  received_at: number;
  page: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  emergency: number;
  read_at: number | null;
  done_at: number | null;
  mail_next_at: number | null;
  mail_attempts: number;
  mail_error: string | null;
  mailed_at: number | null;
}

function mailOf(row: Row): MailState {
  if (row.mailed_at !== null) return { state: 'sent', at: row.mailed_at };
  if (row.mail_next_at !== null)
    return { state: 'waiting', attempts: row.mail_attempts, error: row.mail_error, nextAt: row.mail_next_at };
  return { state: 'off' };
}

function entryOf(row: Row): InboxEntry {
  const { id, page, name, phone, email, service, message } = row;
  return {
    id,
    page,
    name,
    phone,
    email,
    service,
    message,
    emergency: row.emergency === 1,
    receivedAt: row.received_at,
    readAt: row.read_at,
    doneAt: row.done_at,
    mail: mailOf(row),
  };
}

const views: Record<InboxView, string> = { open: 'done_at IS NULL', done: 'done_at IS NOT NULL', all: '1' };
/** A search's words, each found somewhere in the message, its sender or their details; % and _ match themselves. */
const searched = `(name || ' ' || phone || ' ' || email || ' ' || service || ' ' || message) LIKE ? ESCAPE '\\'`;
const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The inbox's messages in the server's database: stored, listed, marked, mailed and deleted. */
export class InboxStore {
  private readonly insert: Statement;
  private readonly refused: Statement;

  /** On a database whose inbox tables are made (inboxTables). */
  constructor(private readonly db: Database) {
    this.insert = db.prepare(
      `INSERT INTO inbox_messages (received_at, page, name, phone, email, service, message, emergency, mail_next_at)
       VALUES (@receivedAt, @page, @name, @phone, @email, @service, @message, @emergency, @mailNextAt)`,
    );
    this.refused = db.prepare(
      `INSERT INTO inbox_refusals (day, code, count) VALUES (?, ?, ` +
        `1) ON CONFLICT (day, code) DO UPDATE SET count = count + 1`,
    );
  }

  /** Keeps a message; with `mail`, it waits to be mailed from the moment it arrived. Returns its id. */
  add(message: Message, receivedAt: number, mail: boolean): number {
    const info = this.insert.run({
      ...message,
      emergency: message.emergency ? 1 : 0,
      receivedAt,
      mailNextAt: mail ? receivedAt : null,
    });
    return Number(info.lastInsertRowid);
  }

  /** Counts a refused message under its day (UTC) and reason; the message itself is not kept. */
  countRefusal(code: RefusalCode, at: number): void {
    this.refused.run(new Date(at).toISOString().slice(0, 10), code);
  }

  /** Refused messages since `at`, by reason. */
  refusalsSince(at: number): Record<string, number> {
    const rows = this.db
      .prepare('SELECT code, sum(count) AS n FROM inbox_refusals WHERE day >= ? GROUP BY code')
      .all(new Date(at).toISOString().slice(0, 10)) as { code: string; n: number }[];
    return Object.fromEntries(rows.map((r) => [r.code, r.n]));
  }

  /** Newest first: the messages of a view whose text holds every word of `search`, older than the id `before`. */
  list({
    view = 'open',
    search = '',
    before,
    limit = 50,
  }: {
    view?: InboxView;
    search?: string;
    before?: number;
    limit?: number;
  } = {}): InboxEntry[] {
    const words = search.split(/\s+/).filter(Boolean);
    const where = [views[view], ...words.map(() => searched), ...(before === undefined ? [] : ['id < ?'])].join(
      ' AND ',
    );
    const params = [...words.map(likeOf), ...(before === undefined ? [] : [before])];
    const rows = this.db
      .prepare(`SELECT * FROM inbox_messages WHERE ${where} ORDER BY id DESC LIMIT ?`)
      .all(...params, limit) as Row[];
    return rows.map(entryOf);
  }

  get(id: number): InboxEntry | undefined {
    const row = this.db.prepare('SELECT * FROM inbox_messages WHERE id = ?').get(id) as Row | undefined;
    return row && entryOf(row);
  }

  /** Every message, oldest first, one at a time (the CSV export of a large inbox is never all in memory). */
  *every(): Generator<InboxEntry> {
    for (const row of this.db.prepare('SELECT * FROM inbox_messages ORDER BY id').iterate() as IterableIterator<Row>)
      yield entryOf(row);
  }

  /** Marks a message read or unread, done or open; false when there is no such message. */
  mark(id: number, change: { read?: boolean; done?: boolean }, at: number): boolean {
    const sets = [
      ...(change.read === undefined ? [] : [`read_at = ${change.read ? '@at' : 'NULL'}`]),
      ...(change.done === undefined ? [] : [`done_at = ${change.done ? '@at' : 'NULL'}`]),
    ];
    if (!sets.length) return this.get(id) !== undefined;
    return this.db.prepare(`UPDATE inbox_messages SET ${sets.join(', ')} WHERE id = @id`).run({ id, at }).changes === 1;
  }

  /** Messages nobody has opened yet, and not marked done: the editor's count of new messages. */
  newCount(): number {
    return (
      this.db.prepare('SELECT count(*) AS n FROM inbox_messages WHERE read_at IS NULL AND done_at IS NULL').get() as {
        n: number;
      }
    ).n;
  }

  /** Messages whose mail failed and waits for another try, with the mail server's last words. */
  undelivered(): { count: number; error: string | null } {
    const row = this.db
      .prepare(
        'SELECT count(*) AS count, (SELECT mail_error FROM inbox_messages WHERE ' +
          'mail_next_at IS NOT NULL AND mail_attempts > 0 ORDER BY id DESC LIMIT 1) AS ' +
          'error FROM inbox_messages WHERE mail_next_at IS NOT NULL AND mail_attempts > 0',
      )
      .get();
    return row as { count: number; error: string | null };
  }

  /** Deletes for good every message received before `cutoff`; returns how many. */
  deleteReceivedBefore(cutoff: number): number {
    return this.db.prepare('DELETE FROM inbox_messages WHERE received_at < ?').run(cutoff).changes;
  }

  /** Messages whose mail is due at `now`, oldest first. */
  dueForMail(now: number, limit = 20): InboxEntry[] {
    return (
      this.db
        .prepare('SELECT * FROM inbox_messages WHERE mail_next_at <= ? ORDER BY mail_next_at, id LIMIT ?')
        .all(now, limit) as Row[]
    ).map(entryOf);
  }

  /** When the next mail is due, if any waits. */
  nextMailAt(): number | undefined {
    return (
      (this.db.prepare('SELECT min(mail_next_at) AS at FROM inbox_messages').get() as { at: number | null }).at ??
      undefined
    );
  }

  mailSent(id: number, at: number): void {
    this.db
      .prepare(
        'UPDATE inbox_messages SET mailed_at = ?, mail_next_at = NULL, ' +
          'mail_error = NULL, mail_attempts = mail_attempts + 1 WHERE id = ?',
      )
      .run(at, id);
  }

  /** Notes a failed try and when to try again. */
  mailFailed(id: number, error: string, nextAt: number): void {
    this.db
      .prepare(
        'UPDATE inbox_messages SET mail_error = ?, mail_next_at = ?, mail_attempts = mail_attempts + 1 WHERE id = ?',
      )
      .run(error, nextAt, id);
  }
}
