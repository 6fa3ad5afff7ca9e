import type { ServerModule } from '../http/server-module.ts';
import type { ServerCore } from '../server-core.ts';
import { Inbox } from './inbox.ts';
import { mountInboxPages } from './inbox-pages.tsx';
import { inboxSiteOf } from './inbox-site.ts';
import { mountReceiver } from './receiver-route.ts';
import { inboxTables } from './tables.ts';

/**
 * The contact form's inbox: the receiver at /_inbox, the messages for logged-in owners and editors (with the count of
 * new ones in the admin menu), mail when SMTP is set up in the environment, deletion after the months the site sets.
 */
export function inboxModule(core: ServerCore): ServerModule {
  const site = inboxSiteOf(core.config.siteRoot);
  // Where people reach the server, for the link in each mail: PUBLIC_URL, else the address a message came in at.
  let origin = core.config.publicUrl?.origin ?? site().url;
  let inbox: Inbox | undefined;
  return {
    name: 'inbox',
    migrations: inboxTables,
    scripts: { 'local-times': 'src/browser/admin/local-times.ts' },
    menu: [{ href: '/_admin/inbox', label: 'Inbox', count: () => inbox?.store.newCount() ?? 0 }],
    mount(app, tools) {
      const opened = new Inbox({ db: tools.db, site, link: (id) => `${origin}/_admin/inbox/${id}` });
      inbox = opened;
      mountReceiver(app, tools, opened, (c) => (origin = tools.publicOrigin(c)));
      mountInboxPages(app, tools, opened, site, () => (opened.mail ? site().email : undefined));
      if (opened.mail) tools.log(`Mail: each new message of the inbox is also e-mailed to ${site().email}.`);
    },
    close: () => inbox?.close(),
  };
}
