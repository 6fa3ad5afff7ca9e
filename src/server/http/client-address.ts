import type { IncomingMessage } from 'node:http';

/** An address as people write it: IPv4 clients of a dual-stack socket come as ::ffff:1.2.3.4. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The address of the client behind a request. The socket's own address, unless it is one of `trusted` (the reverse
 * proxies in front of the server, TRUST_PROXY): then the last address X-Forwarded-For names that is not a trusted
 * proxy itself. A client can write anything into X-Forwarded-For, so only what trusted proxies appended counts.
 */
export function clientAddress(req: IncomingMessage, trusted: readonly string[]): string {
  let address = plain(req.socket.remoteAddress ?? '');
  if (!trusted.includes(address)) return address;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => plain(a.trim()))
    .filter(Boolean);
  while (forwarded.length) {
    address = forwarded.pop()!;
    if (!trusted.includes(address)) return address;
  }
  return address;
}
