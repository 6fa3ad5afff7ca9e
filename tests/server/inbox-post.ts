// A post to the server's inbox as a browser on the site's own pages sends it (Origin, JSON), from any address of
// 127/8: on Linux all of it is this machine, so a test or bench can be many visitors.
import { request } from 'node:http';
import { inboxPath } from '../../src/core/inbox.ts';

export interface InboxAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POSTs `body` to `url`'s inbox from `from`, on a connection of its own, as each visitor's browser opens one; with the
 * site's own Origin unless `origin` names another ('' for none, as a script sends it).
 */
export function postToInbox(
  url: string,
  body: unknown,
  from = '127.0.0.1',
  origin = new URL(url).origin,
): Promise<InboxAnswer> {
  const target = new URL(inboxPath, url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          host: target.host,
          ...(origin && { origin }),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let answer = '';
        res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(answer) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
