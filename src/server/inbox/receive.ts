import type { InboxRefusal } from '../../core/inbox.ts';
import type { AddressLimit } from './address-limit.ts';
import { readMessage } from './message.ts';
import { refuse, type Refusal } from './refusals.ts';
import type { InboxStore } from './store.ts';

/** The inbox's answer to a post: its HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: { stored: number } | InboxRefusal;
}

export interface Receiver {
  store: InboxStore;
  limit: AddressLimit;
  /** Whether mail is set up: a message then waits to be mailed from the moment it is stored. */
  mailing: boolean;
}

function refused(store: InboxStore, refusal: Refusal, now: number): Answer {
  store.countRefusal(refusal.code, now);
  return { status: refusal.status, body: { refused: refusal.code, message: refusal.message } };
}

/** What is refused before its message is read: too big to read, not JSON, or not from the site's own pages. */
export type UnreadCode = 'too-big' | 'unreadable' | 'elsewhere';

/** A post refused before its message is read: refused like any other, and counted. */
export function refuseUnread({ store, limit }: Receiver, code: UnreadCode, address: string, now: number): Answer {
  limit.take(address, now);
  return refused(store, refuse(code), now);
}

/**
 * A post to the inbox from `address`: refused (counted, not kept) when that address has sent its hour's share or the
 * message looks like spam; otherwise stored, in the database, before the answer says so.
 */
export function receive({ store, limit, mailing }: Receiver, body: unknown, address: string, now: number): Answer {
  if (!limit.take(address, now)) return refused(store, refuse('too-many'), now);
  const read = readMessage(body);
  if ('refusal' in read) return refused(store, read.refusal, now);
  return { status: 201, body: { stored: store.add(read.message, now, mailing) } };
}
