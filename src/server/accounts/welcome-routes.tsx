import type { ServerApp, ServerTools } from '../http/server-module.ts';
import { startSession } from '../sessions/middleware.ts';
import { formOf } from './form.ts';
import { inviteRole, useInvite, welcomePath } from './invites.ts';
import { WelcomePage } from './pages/WelcomePage.tsx';
import { hashPassword, shortestPassword } from './passwords.ts';
import { createUser, userByEmail, type Role } from './users.ts';

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** What is wrong with a new account's name and e-mail, in words, or undefined. */
export function newAccountProblem(tools: ServerTools, name: string, email: string): string | undefined {
  if (!name.trim()) return 'Write your name: it shows in the history of every page you change.';
  if (!looksLikeEmail(email.trim()))
    return `"${email}" is not an e-mail address: it needs a name, an @ and a domain, as in sam@example.com.`;
  if (userByEmail(tools.db, email))
    return 'That e-mail address already has an account here: log in with it instead, or use another address.';
  return undefined;
}

/**
 * Opening an invitation (or the owner's setup link) and making the account with a password; passkey-routes.ts makes it
 * with a passkey.
 */
export function mountWelcome(app: ServerApp, tools: ServerTools): void {
  const { db, adminPage } = tools;
  const gone = () => ({
    title: 'This link no longer works',
    status: 410 as const,
    children: (
      <p className="card">
        It was used already, or it is too old. Ask the site’s owner for a new one; the owner gets a new setup link each
        time the server starts while the site has no owner.
      </p>
    ),
  });
  const welcome = (token: string, role: Role, values: { name?: string; email?: string; error?: string } = {}) => ({
    title: role === 'owner' ? 'Set up the owner’s account' : 'Make your account',
    status: values.error ? (422 as const) : (200 as const),
    scripts: ['passkeys'],
    children: <WelcomePage token={token} role={role} {...values} />,
  });

  app.get(welcomePath, (c) => {
    const token = c.req.query('token') ?? '';
    const role = inviteRole(db, token);
    return adminPage(c, role ? welcome(token, role) : gone());
  });

  app.post(welcomePath, async (c) => {
    const field = await formOf(c);
    const token = field('token');
    const role = inviteRole(db, token);
    if (!role) return adminPage(c, gone());
    const name = field('name').slice(0, 100);
    const email = field('email').slice(0, 200);
    const password = field('password').slice(0, 1000);
    const problem =
      newAccountProblem(tools, name, email) ??
      (password.length < shortestPassword
        ? `The password needs at least ${shortestPassword} characters (it ` +
          `has ${password.length}), or make the account with a passkey.`
        : undefined);
    if (problem) return adminPage(c, welcome(token, role, { name, email, error: problem }));
    const hash = await hashPassword(password);
    if (!useInvite(db, token)) return adminPage(c, gone());
    const user = createUser(db, { name, email, role }, hash);
    startSession(c, db, user.id);
    return c.redirect('/_admin', 303);
  });
}
