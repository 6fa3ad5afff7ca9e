import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { InboxEntry } from './store.ts';

const columns = [
  'Received (UTC)',
  'Name',
  'Phone',
  'E-mail',
  'Service',
  'Emergency',
  'Message',
  'Page',
  'Read',
  'Done',
  'E-mailed',
];

/** A time as a spreadsheet reads it: 2026-11-28 07:43:11. */
const when = (at: number | null) => (at === null ? '' : new Date(at).toISOString().slice(0, 19).replace('T', ' '));

const rowOf = (e: InboxEntry): string[] => [
  when(e.receivedAt),
  e.name,
  e.phone,
  e.email,
  e.service,
  e.emergency ? 'yes' : 'no',
  e.message,
  e.page,
  when(e.readAt),
  when(e.doneAt),
  e.mail.state === 'sent' ? when(e.mail.at) : e.mail.state === 'waiting' ? 'not yet' : '',
];

/**
 * The messages as CSV, streamed (a large inbox is never all in memory): CRLF line ends, a text of several lines in
 * quotes, a byte-order mark so that Excel reads accents right, and an apostrophe before a cell a spreadsheet would run
 * as a formula (= + - @ first), so a visitor's text is never a formula on the owner's computer.
 */
export function csvOf(entries: Iterable<InboxEntry>): Readable {
  const rows = Readable.from(
    (function* () {
      for (const entry of entries) yield rowOf(entry);
    })(),
  );
  return rows.pipe(
    stringify({
      header: true,
      columns,
      bom: true,
      escape_formulas: true,
      record_delimiter: 'windows',
      quoted_match: /[\r\n]/,
    }),
  );
}
