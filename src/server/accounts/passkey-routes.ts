import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ServerApp, ServerContext, ServerTools } from '../http/server-module.ts';
import { startSession } from '../sessions/middleware.ts';
import { safeNext } from './form.ts';
import { inviteRole, useInvite } from './invites.ts';
import type { Passkeys } from './passkeys.ts';
import { createUser } from './users.ts';
import { newAccountProblem } from './welcome-routes.tsx';

const refused = (c: ServerContext, message: string, status: 400 | 401 | 410 | 422 = 400) =>
  c.json({ ok: false, message }, status);

/** The passkeys' JSON calls, made by src/browser/admin/passkeys.ts: options, then the browser's signed answer. */
export function mountPasskeys(app: ServerApp, tools: ServerTools, passkeys: Passkeys): void {
  const { db } = tools;
  const origin = (c: ServerContext) => c.req.header('origin')!;
  const body = async <T>(c: ServerContext) => (await c.req.json().catch(() => ({}))) as T;

  app.post('/_admin/passkeys/register-options', async (c) => {
    const user = c.get('user');
    if (user)
      return c.json(
        await passkeys.registrationOptions(origin(c), { userId: user.id, email: user.email, name: user.name }),
      );
    const { token = '', name = '', email = '' } = await body<{ token?: string; name?: string; email?: string }>(c);
    if (!inviteRole(db, String(token)))
      return refused(c, 'This invitation no longer works: ask the site’s owner for a new one.', 410);
    const problem = newAccountProblem(tools, String(name).slice(0, 100), String(email).slice(0, 200));
    if (problem) return refused(c, problem, 422);
    return c.json(
      await passkeys.registrationOptions(origin(c), {
        invite: String(token),
        name: String(name).slice(0, 100),
        email: String(email).slice(0, 200),
      }),
    );
  });

  app.post('/_admin/passkeys/register', async (c) => {
    const made = await passkeys.verifyRegistration(
      origin(c),
      (await body<{ response: RegistrationResponseJSON }>(c)).response,
    );
    if (!made) return refused(c, 'The passkey could not be checked. Try again.');
    const { forWhom, credential } = made;
    if ('userId' in forWhom) {
      if (c.get('user')?.id !== forWhom.userId) return refused(c, 'Log in again, then add the passkey.', 401);
      passkeys.keep(forWhom.userId, credential);
      return c.json({ ok: true, next: '/_admin/account' });
    }
    const role = inviteRole(db, forWhom.invite);
    if (!role || !useInvite(db, forWhom.invite))
      return refused(c, 'This invitation no longer works: ask the site’s owner for a new one.', 410);
    const user = createUser(db, { name: forWhom.name, email: forWhom.email, role }, null);
    passkeys.keep(user.id, credential);
    startSession(c, db, user.id);
    return c.json({ ok: true, next: '/_admin' });
  });

  app.post('/_admin/passkeys/login-options', async (c) => c.json(await passkeys.loginOptions(origin(c))));

  app.post('/_admin/passkeys/login', async (c) => {
    const { response, next = '' } = await body<{ response: AuthenticationResponseJSON; next?: string }>(c);
    const userId = response?.id ? await passkeys.verifyLogin(origin(c), response) : undefined;
    if (userId === undefined)
      return refused(c, 'This passkey does not open an account here. Use another, or your password.', 401);
    startSession(c, db, userId);
    return c.json({ ok: true, next: safeNext(String(next)) });
  });
}
