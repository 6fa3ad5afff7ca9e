import type { ServerApp, ServerTools } from '../http/server-module.ts';
import { loginPath, startSession, endThisSession } from '../sessions/middleware.ts';
import { endAllSessions } from '../sessions/sessions.ts';
import { formOf, safeNext, timeUntil } from './form.ts';
import { LoginPage } from './pages/LoginPage.tsx';
import { passwordMatches } from './passwords.ts';
import { accountKey, addressKey, clearFailures, mayTry, recordFailure, type Verdict } from './throttle.ts';
import { userByEmail } from './users.ts';

/** Said for a wrong e-mail and a wrong password alike: the answer never tells whether an account exists. */
const noMatch = 'That e-mail address and password do not match an account here. Check both, then try again.';

const waitFor = (verdict: Extract<Verdict, { ok: false }>) =>
  verdict.locked
    ? `Too many wrong passwords: logging in with a password is locked for now. Try again ` +
      `${timeUntil(verdict.until)}, or log in with a passkey, or ask the site’s owner.`
    : `Too many wrong passwords in a row: try again ${timeUntil(verdict.until)}.`;

/** Logging in with a password, logging out, and logging out everywhere. */
export function mountLogin(app: ServerApp, { db, adminPage, clientAddress }: ServerTools): void {
  const login = (next: string, status: 200 | 401 | 429, email?: string, error?: string) => ({
    title: 'Log in',
    status,
    scripts: ['passkeys'],
    children: <LoginPage next={next} email={email} error={error} />,
  });

  app.get(loginPath, (c) => {
    if (c.get('user')) return c.redirect(safeNext(c.req.query('next') ?? ''), 303);
    return adminPage(c, login(safeNext(c.req.query('next') ?? ''), 200));
  });

  app.post(loginPath, async (c) => {
    const field = await formOf(c);
    const email = field('email').slice(0, 200);
    const next = safeNext(field('next'));
    const keys = [accountKey(email), addressKey(clientAddress(c))];
    const verdict = mayTry(db, keys);
    if (!verdict.ok) return adminPage(c, login(next, 429, email, waitFor(verdict)));
    const user = userByEmail(db, email);
    if (!(await passwordMatches(user?.passwordHash, field('password').slice(0, 1000))) || !user) {
      recordFailure(db, keys);
      const after = mayTry(db, keys);
      return adminPage(c, login(next, 401, email, after.ok ? noMatch : `${noMatch} ${waitFor(after)}`));
    }
    clearFailures(db, accountKey(email));
    startSession(c, db, user.id);
    return c.redirect(next, 303);
  });

  app.post('/_admin/logout', (c) => {
    endThisSession(c, db);
    return c.redirect(loginPath, 303);
  });

  app.post('/_admin/logout-everywhere', (c) => {
    const user = c.get('user');
    if (user) endAllSessions(db, user.id);
    endThisSession(c, db);
    return c.redirect(loginPath, 303);
  });
}
