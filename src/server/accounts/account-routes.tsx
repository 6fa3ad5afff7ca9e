import type { ServerApp, ServerTools } from '../http/server-module.ts';
import { sessionCount } from '../sessions/sessions.ts';
import { formOf } from './form.ts';
import { createInvite, pendingInvites, welcomePath } from './invites.ts';
import { AccountPage } from './pages/AccountPage.tsx';
import { PeoplePage } from './pages/PeoplePage.tsx';
import type { Passkeys } from './passkeys.ts';
import { hashPassword, passwordMatches, shortestPassword } from './passwords.ts';
import { allUsers, removeUser, setPasswordHash, userByEmail, userById } from './users.ts';

/** The user's own account page, and the owner's list of people with invitations. */
export function mountAccount(app: ServerApp, tools: ServerTools, passkeys: Passkeys): void {
  const { db, adminPage, requireUser, requireRole, publicOrigin } = tools;

  const account = (c: Parameters<typeof adminPage>[0], notice: { error?: string; ok?: string } = {}) => {
    const user = c.get('user')!;
    const hasPassword = !!userByEmail(db, user.email)?.passwordHash;
    return adminPage(c, {
      title: 'My account',
      status: notice.error ? 422 : 200,
      scripts: ['passkeys'],
      children: (
        <AccountPage
          user={user}
          passkeys={passkeys.count(user.id)}
          sessions={sessionCount(db, user.id)}
          hasPassword={hasPassword}
          {...notice}
        />
      ),
    });
  };

  app.get('/_admin/account', requireUser, (c) => account(c));

  app.post('/_admin/account/password', requireUser, async (c) => {
    const field = await formOf(c);
    const user = c.get('user')!;
    const current = userByEmail(db, user.email)?.passwordHash;
    if (current && !(await passwordMatches(current, field('current').slice(0, 1000))))
      return account(c, { error: 'The current password is not right: nothing was changed.' });
    const password = field('password').slice(0, 1000);
    if (password.length < shortestPassword)
      return account(c, {
        error: `The new password needs at least ${shortestPassword} characters (it has ${password.length}).`,
      });
    setPasswordHash(db, user.id, await hashPassword(password));
    return account(c, { ok: 'Your password is changed.' });
  });

  const people = (
    c: Parameters<typeof adminPage>[0],
    extra: { invite?: { link: string; expires: string }; ok?: string } = {},
  ) =>
    adminPage(c, {
      title: 'People',
      children: <PeoplePage me={c.get('user')!} people={allUsers(db)} pending={pendingInvites(db).length} {...extra} />,
    });

  app.get('/_admin/people', requireRole('owner'), (c) => people(c));

  app.post('/_admin/people/invite', requireRole('owner'), (c) => {
    const { token, expiresAt } = createInvite(db, 'editor', c.get('user')!.id);
    const link = `${publicOrigin(c)}${welcomePath}?token=${token}`;
    return people(c, { invite: { link, expires: new Date(expiresAt).toUTCString() } });
  });

  app.post('/_admin/people/:id/remove', requireRole('owner'), (c) => {
    const person = userById(db, Number(c.req.param('id')));
    const removed = person && removeUser(db, person.id);
    return people(c, {
      ok: removed
        ? `${person.name} can no longer log in; what they changed stays in each page's history.`
        : 'Nobody was removed.',
    });
  });
}
