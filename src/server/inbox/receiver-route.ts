import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { inboxPath } from '../../core/inbox.ts';
import type { ServerApp, ServerContext, ServerEnv, ServerTools } from '../http/server-module.ts';
import type { Inbox } from './inbox.ts';
import type { Answer } from './receive.ts';
import { inboxLimits } from './refusals.ts';

/** Always JSON, never kept by a cache: the form tells a host without the server by an answer that is not JSON. */
const answered = (c: ServerContext, { status, body }: Answer) =>
  c.json(body, status as 201, { 'cache-control': 'no-store' });

/**
 * The contact form's receiver at /_inbox: public, behind the server's guard (only the site's own pages post, as JSON;
 * what it turns away is counted with the inbox's refusals). A body larger than the inbox takes is not read to its end.
 * `seen` learns the address people reach the server at.
 */
export function mountReceiver(
  app: ServerApp,
  { clientAddress, requireOwnOrigin }: ServerTools,
  inbox: Inbox,
  seen: (c: ServerContext) => void,
): void {
  const guarded: MiddlewareHandler<ServerEnv> = async (c, next) => {
    let passed = false;
    const refused = await requireOwnOrigin(c, async () => {
      passed = true;
      await next();
    });
    if (!passed) inbox.refuseUnread('elsewhere', clientAddress(c));
    return refused;
  };
  app.post(
    inboxPath,
    guarded,
    bodyLimit({
      maxSize: inboxLimits.maxBytes,
      onError: (c) => answered(c, inbox.refuseUnread('too-big', clientAddress(c))),
    }),
    async (c) => {
      seen(c);
      const address = clientAddress(c);
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
        return answered(c, inbox.refuseUnread('unreadable', address));
      const body: unknown = await c.req.json().catch(() => undefined);
      return answered(c, inbox.receive(body, address));
    },
  );
}
