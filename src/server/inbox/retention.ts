import type { InboxStore } from './store.ts';

/** The moment `months` calendar months before `now`: a message received before it is past keeping. */
export function keptSince(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  // The 31st in a shorter month is its last day, not the first of the next.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

const everySixHours = 6 * 60 * 60 * 1000;

/**
 * Deletes, at once and then every six hours, the messages older than the months the owner set (`keepMonths`, read
 * each time so a change applies without a restart). Returns the way to stop it.
 */
export function keepFor(store: InboxStore, keepMonths: () => number, now: () => number = Date.now): () => void {
  const sweep = () => store.deleteReceivedBefore(keptSince(now(), keepMonths()));
  sweep();
  const timer = setInterval(sweep, everySixHours).unref();
  return () => clearInterval(timer);
}
