import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveMessage } from '../../blocks/pages-update.ts';

/** How often a quiet stream gets a comment, so that nothing between closes it as idle. */
const keepAliveMs = 15_000;

/**
 * The live preview's messages as an event stream (Server-Sent Events) at /__edit/events, for the page editor's bundle
 * on the dev server (src/browser/server-channel.ts), as the site's own server sends them: each message as an event
 * named after it, with its check's version as id. A tab that connects while the pages are invalid is sent the report at
 * once, as Vite's channel answers its hello (`now`).
 */
export function liveEvents(now: () => LiveMessage | undefined) {
  const tabs = new Set<ServerResponse>();
  const write = (res: ServerResponse, { event, data }: LiveMessage) =>
    res.write(`event: ${event}\nid: ${data.version}\ndata: ${JSON.stringify(data)}\n\n`);
  return {
    connect(req: IncomingMessage, res: ServerResponse): void {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      const first = now();
      if (first) write(res, first);
      else res.write(': connected\n\n');
      tabs.add(res);
      const keepAlive = setInterval(() => res.write(': still here\n\n'), keepAliveMs);
      req.on('close', () => {
        clearInterval(keepAlive);
        tabs.delete(res);
      });
    },
    send(message: LiveMessage): void {
      for (const res of tabs) write(res, message);
    },
  };
}
