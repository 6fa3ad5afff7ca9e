import type { Database } from 'better-sqlite3';
import { createTransport } from 'nodemailer';
import { AddressLimit } from './address-limit.ts';
import { backOffFrom, MailQueue, type BackOff } from './mail-queue.ts';
import { mailSettingsOf, type MailSettings } from './mail-settings.ts';
import { mailOf, type InboxLink, type MailSite } from './mail-text.ts';
import { receive, refuseUnread, type Answer, type Receiver, type UnreadCode } from './receive.ts';
import { inboxLimits } from './refusals.ts';
import { keepFor } from './retention.ts';
import { InboxStore } from './store.ts';

/** What the inbox reads from the site file each time it needs it: where mail goes, and how long messages are kept. */
export interface InboxSite extends MailSite {
  keepMonths: number;
}

export interface InboxOptions {
  db: Database;
  site: () => InboxSite;
  /** The inbox's page for a message, linked from its mail. */
  link: InboxLink;
  /** Where the SMTP settings are read from: the server's environment. */
  env?: Readonly<Record<string, string | undefined>>;
  /** How long a failed mail waits; from SMTP_RETRY_SECONDS unless given. */
  backOff?: BackOff;
  perAddressPerHour?: number;
  now?: () => number;
}

/** Seconds to reach the mail server and to hear from it, so that a server that hangs counts as down. */
const patience = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function queueFor(settings: MailSettings, store: InboxStore, options: InboxOptions): MailQueue {
  const { host, port, secure, auth } = settings;
  const transport = createTransport({ host, port, secure, ...(auth ? { auth } : {}), ...patience });
  return new MailQueue(
    store,
    transport,
    (entry) => mailOf(entry, options.site(), options.link, settings.from),
    options.backOff ?? backOffFrom(settings.retrySeconds),
    options.now,
  );
}

/**
 * The inbox of the site's own server: receives the contact form, keeps each message in the database before it
 * answers, mails it when SMTP is set up in the environment, and deletes messages once they are past keeping.
 */
export class Inbox {
  readonly store: InboxStore;
  /** Undefined while mail is not set up. */
  readonly mail: MailQueue | undefined;
  private readonly limit: AddressLimit;
  private readonly now: () => number;
  private readonly stopKeeping: () => void;

  constructor(options: InboxOptions) {
    this.store = new InboxStore(options.db);
    this.now = options.now ?? Date.now;
    this.limit = new AddressLimit(options.perAddressPerHour ?? inboxLimits.perAddressPerHour);
    const settings = mailSettingsOf(options.env ?? process.env);
    this.mail = settings && queueFor(settings, this.store, options);
    this.stopKeeping = keepFor(this.store, () => options.site().keepMonths, this.now);
    this.mail?.kick();
  }

  private get receiver(): Receiver {
    return { store: this.store, limit: this.limit, mailing: this.mail !== undefined };
  }

  /** A post to the inbox from `address` (the client's, as the trusted-proxy setting gives it). */
  receive(body: unknown, address: string): Answer {
    const answer = receive(this.receiver, body, address, this.now());
    // After the answer: the visitor does not wait for the mail server.
    if ('stored' in answer.body && this.mail) setImmediate(() => this.mail?.kick());
    return answer;
  }

  /** A post refused before its message is read (too big, not JSON, not from the site's own pages). */
  refuseUnread(code: UnreadCode, address: string): Answer {
    return refuseUnread(this.receiver, code, address, this.now());
  }

  async close(): Promise<void> {
    this.stopKeeping();
    await this.mail?.stop();
  }
}
