import { isIPv6 } from 'node:net';

const hour = 60 * 60 * 1000;

/**
 * Whose sends count together: an IPv4 address, or the /64 network of an IPv6 one (a home or phone gets a whole /64 and
 * can change address within it at will). An IPv4 address written as IPv6 (::ffff:1.2.3.4) counts as itself.
 */
export function senderOf(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return v4;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  const missing = 8 - groups.length - (tail ? tail.split(':').length : 0);
  const full = [...groups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...(tail ? tail.split(':') : [])];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The per-address limit: at most `perHour` sends from one sender in any hour. Kept in memory: a restart forgets it,
 * which costs a spammer's hour, never a person's message.
 */
export class AddressLimit {
  private readonly sends = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly perHour: number) {}

  /** Counts a send from `address` at `now`; false when that sender has already sent `perHour` in the hour before. */
  take(address: string, now: number): boolean {
    this.sweep(now);
    const sender = senderOf(address);
    const recent = (this.sends.get(sender) ?? []).filter((t) => t > now - hour);
    if (recent.length >= this.perHour) return false;
    recent.push(now);
    this.sends.set(sender, recent);
    return true;
  }

  /** Forgets, at most once a minute, the senders with nothing in the last hour. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [sender, times] of this.sends) if (times.every((t) => t <= now - hour)) this.sends.delete(sender);
  }
}
