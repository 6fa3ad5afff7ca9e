import { formOf } from '../accounts/form.ts';
import { userByEmail } from '../accounts/users.ts';
import type { ServerContext, ServerModule, ServerTools } from '../http/server-module.ts';
import type { ServerCore } from '../server-core.ts';
import { PublishPage } from './pages/PublishPage.tsx';
import {
  everySavePublished,
  publishes,
  publishTables,
  recordPublish,
  setEverySavePublished,
} from './publish-tables.ts';

/** The owner's publishing: the page, the button, the choice that every save is published, and the publishes' record. */
export function publishModule(core: ServerCore): ServerModule {
  const { db, repo, publisher } = core;

  const page = async (tools: ServerTools, c: ServerContext) => {
    const doneId = Number(c.req.query('done'));
    const last = publishes(db);
    const done = Number.isInteger(doneId)
      ? (last.find((p) => p.id === doneId) ?? publishes(db, 100).find((p) => p.id === doneId))
      : undefined;
    return tools.adminPage(c, {
      title: 'Publish',
      children: (
        <PublishPage
          waiting={await repo.unpublishedCommits()}
          last={last}
          done={done}
          everySave={everySavePublished(db)}
          remote={repo.remote}
        />
      ),
    });
  };

  return {
    name: 'publish',
    migrations: publishTables,
    menu: [{ href: '/_admin/publish', label: 'Publish', role: 'owner' }],
    mount(app, tools) {
      const owner = tools.requireRole('owner', 'what visitors get (publishing)');
      app.get('/_admin/publish', owner, (c) => page(tools, c));
      app.post('/_admin/publish', owner, async (c) => {
        const user = c.get('user')!;
        const result = await publisher.publish(user);
        const id = recordPublish(db, user.id, result);
        if ((c.req.header('accept') ?? '').startsWith('application/json'))
          return c.json({ id, ...result }, result.ok ? 200 : 409);
        return c.redirect(`/_admin/publish?done=${id}`, 303);
      });
      app.post('/_admin/publish/settings', owner, async (c) => {
        const field = await formOf(c);
        setEverySavePublished(db, field('everySave') === 'yes');
        return c.redirect('/_admin/publish', 303);
      });
      // With every save published, each commit of the drafts is published as it lands (publishes asked for meanwhile
      // are one).
      repo.onCommit((author) => {
        if (!everySavePublished(db)) return;
        void publisher.publishSoon(author).then((result) => {
          const user = userByEmail(db, author.email);
          if (user) recordPublish(db, user.id, result);
          if (!result.ok) tools.log(`A save could not be published: ${result.problem}`);
        });
      });
    },
  };
}
