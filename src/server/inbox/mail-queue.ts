import type { SendMailOptions, Transporter } from 'nodemailer';
import type { InboxEntry, InboxStore } from './store.ts';

/** How long to wait after failures: doubling from `firstMs`, never more than `mostMs`. */
export interface BackOff {
  firstMs: number;
  mostMs: number;
}

/** Half a minute, then a minute, two, four… up to an hour between tries while the mail server is down. */
export const defaultBackOff: BackOff = { firstMs: 30_000, mostMs: 60 * 60_000 };

export const delayAfter = (failures: number, { firstMs, mostMs }: BackOff): number => Math.min(firstMs * 2 ** Math.max(failures - 1, 0), mostMs);

/**
 * Mails the messages waiting in the database, one at a time, oldest first. A message is marked mailed only once the
 * mail server took it; a failure keeps it waiting, notes why, and the queue waits longer after each failure in a row,
 * so a mail server that is down loses nothing and is not hammered. The queue lives in the database: a restart
 * carries on where it stopped.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly store: InboxStore,
    private readonly transport: Pick<Transporter, 'sendMail' | 'close'>,
    private readonly compose: (entry: InboxEntry) => SendMailOptions,
    private readonly backOff: BackOff = defaultBackOff,
    private readonly now: () => number = Date.now,
  ) {}

  /** Tries what is due now (a new message, or what waited while the server was stopped). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Waits for the mail being sent, then stops; what still waits is sent after the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private async pass(): Promise<void> {
    for (let due = this.store.dueForMail(this.now()); due.length && !this.stopped; due = this.store.dueForMail(this.now())) {
      for (const entry of due) {
        if (!(await this.send(entry))) return this.wait(delayAfter(this.failures, this.backOff));
      }
    }
    const next = this.store.nextMailAt();
    if (next !== undefined) this.wait(next - this.now());
  }

  private async send(entry: InboxEntry): Promise<boolean> {
    try {
      await this.transport.sendMail(this.compose(entry));
      this.failures = 0;
      this.store.mailSent(entry.id, this.now());
      return true;
    } catch (error) {
      this.failures++;
      const attempts = entry.mail.state === 'waiting' ? entry.mail.attempts + 1 : 1;
      this.store.mailFailed(entry.id, error instanceof Error ? error.message : String(error), this.now() + delayAfter(attempts, this.backOff));
      return false;
    }
  }

  private wait(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // Timers hold 2^31 ms at most; a later mail is looked at again within the hour.
    this.timer = setTimeout(() => this.kick(), Math.min(Math.max(ms, 0), this.backOff.mostMs)).unref();
  }
}
