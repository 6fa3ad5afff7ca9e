import type { SendMailOptions, Transporter } from 'nodemailer';
import type { InboxEntry, InboxStore } from './store.ts';

/** How long to wait after failures: doubling from `firstMs`, never more than `mostMs`. */
export interface BackOff {
  firstMs: number;
  mostMs: number;
}

/** `seconds` (half a minute unless set), then twice that, four times… up to an hour between tries of a mail. */
export const backOffFrom = (seconds: number): BackOff => ({ firstMs: seconds * 1000, mostMs: 60 * 60_000 });

export const delayAfter = (failures: number, { firstMs, mostMs }: BackOff): number =>
  Math.min(firstMs * 2 ** Math.max(failures - 1, 0), mostMs);

/** Errors about one mail (the server refused its sender, a recipient or its text): the next mail may still go. */
const ofThisMail = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * Mails the messages waiting in the database, oldest first. A message is marked mailed only once the mail server took
 * it. A failure keeps it waiting, notes why, and sets its next try later the more often it failed (back-off); while
 * the mail server cannot be reached, one try at a time probes it, so it is not hammered, and each new message is
 * tried once as it arrives. The queue lives in the database: a restart carries on where it stopped.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly store: InboxStore,
    private readonly transport: Pick<Transporter, 'sendMail' | 'close'>,
    private readonly compose: (entry: InboxEntry) => SendMailOptions,
    private readonly backOff: BackOff,
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
    for (
      let due = this.store.dueForMail(this.now());
      due.length && !this.stopped;
      due = this.store.dueForMail(this.now())
    ) {
      for (const entry of due) {
        const unreachable = await this.send(entry);
        // The mail server cannot be reached: the others wait with this one.
        if (unreachable !== undefined) return this.wait(unreachable);
      }
    }
    const next = this.store.nextMailAt();
    if (next !== undefined) this.wait(next - this.now());
  }

  /** Sends one message's mail; when the mail server cannot be reached, how long until the next try. */
  private async send(entry: InboxEntry): Promise<number | undefined> {
    try {
      await this.transport.sendMail(this.compose(entry));
    } catch (error) {
      const attempts = entry.mail.state === 'waiting' ? entry.mail.attempts + 1 : 1;
      const delay = delayAfter(attempts, this.backOff);
      this.store.mailFailed(entry.id, error instanceof Error ? error.message : String(error), this.now() + delay);
      return ofThisMail.has((error as { code?: string }).code ?? '') ? undefined : delay;
    }
    this.store.mailSent(entry.id, this.now());
    return undefined;
  }

  private wait(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // Timers hold 2^31 ms at most; a later mail is looked at again within the hour.
    this.timer = setTimeout(() => this.kick(), Math.min(Math.max(ms, 0), this.backOff.mostMs)).unref();
  }
}
