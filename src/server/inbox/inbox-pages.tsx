import { Readable } from 'node:stream';
import { formOf } from '../accounts/form.ts';
import type { ServerApp, ServerTools } from '../http/server-module.ts';
import { csvOf } from './csv.ts';
import type { Inbox, InboxSite } from './inbox.ts';
import { InboxPage } from './pages/InboxPage.tsx';
import { MessagePage } from './pages/MessagePage.tsx';
import type { InboxView } from './store.ts';

const pageSize = 50;
const month = 30 * 24 * 60 * 60_000;
const viewOf = (value: string | undefined): InboxView => (value === 'done' || value === 'all' ? value : 'open');
const changes = { done: { done: true }, open: { done: false }, unread: { read: false } } as const;

/** The inbox for owners and editors: the list, one message, marking it, the CSV export, the count of new messages. */
export function mountInboxPages(
  app: ServerApp,
  { requireUser, adminPage }: ServerTools,
  inbox: Inbox,
  site: () => InboxSite,
  mailTo: () => string | undefined,
): void {
  const { store } = inbox;

  app.get('/_admin/inbox', requireUser, (c) => {
    const view = viewOf(c.req.query('view'));
    const search = (c.req.query('q') ?? '').trim().slice(0, 200);
    const before = Number(c.req.query('before')) || undefined;
    const entries = store.list({ view, search, before, limit: pageSize + 1 });
    const shown = entries.slice(0, pageSize);
    const older =
      entries.length > pageSize
        ? `/_admin/inbox?${new URLSearchParams({
            view,
            ...(search && { q: search }),
            before: String(shown.at(-1)!.id),
          })}`
        : undefined;
    const refused = Object.values(store.refusalsSince(Date.now() - month)).reduce((sum, n) => sum + n, 0);
    return adminPage(c, {
      title: 'Inbox',
      scripts: ['local-times'],
      children: (
        <InboxPage
          entries={shown}
          view={view}
          search={search}
          newCount={store.newCount()}
          mailTo={mailTo()}
          undelivered={store.undelivered()}
          keepMonths={site().keepMonths}
          refused={refused}
          older={older}
        />
      ),
    });
  });

  app.get('/_admin/inbox/count', requireUser, (c) =>
    c.json({ new: store.newCount() }, 200, { 'cache-control': 'no-store' }),
  );

  app.get('/_admin/inbox/messages.csv', requireUser, (c) => {
    const day = new Date().toISOString().slice(0, 10);
    return c.body(Readable.toWeb(csvOf(store.every())) as ReadableStream, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="messages-${day}.csv"`,
      'cache-control': 'no-store',
    });
  });

  app.get('/_admin/inbox/:id{[0-9]+}', requireUser, (c) => {
    const id = Number(c.req.param('id'));
    const entry = store.get(id);
    if (!entry)
      return adminPage(c, {
        title: 'Message not found',
        status: 404,
        children: (
          <p className="card">
            This message is not in the inbox: it may have been deleted after its time.{' '}
            <a href="/_admin/inbox">Back to the inbox</a>
          </p>
        ),
      });
    // Opening a message reads it.
    if (entry.readAt === null) store.mark(id, { read: true }, Date.now());
    return adminPage(c, {
      title: `Message from ${entry.name}`,
      scripts: ['local-times'],
      children: <MessagePage entry={store.get(id)!} />,
    });
  });

  app.post('/_admin/inbox/:id{[0-9]+}', requireUser, async (c) => {
    const id = Number(c.req.param('id'));
    const change = (await formOf(c))('change');
    if (!(change in changes) || !store.mark(id, changes[change as keyof typeof changes], Date.now()))
      return c.redirect('/_admin/inbox', 303);
    return c.redirect(change === 'open' ? `/_admin/inbox/${id}` : '/_admin/inbox', 303);
  });
}
