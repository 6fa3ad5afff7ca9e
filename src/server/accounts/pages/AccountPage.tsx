import type { User } from '../users.ts';
import { shortestPassword } from '../passwords.ts';
import { Notice } from './Notice.tsx';

interface AccountPageProps {
  user: User;
  passkeys: number;
  sessions: number;
  hasPassword: boolean;
  error?: string | undefined;
  ok?: string | undefined;
}

/** The user's own account: passkeys, password, and logging out of every device. */
export function AccountPage({ user, passkeys, sessions, hasPassword, error, ok }: AccountPageProps) {
  return (
    <>
      <Notice error={error} ok={ok} />
      <section className="card" aria-labelledby="who">
        <h2 id="who">{user.name}</h2>
        <p className="meta">{`${user.email} · ${user.role === 'owner' ? 'Owner' : 'Editor'}`}</p>
      </section>
      <section className="card" aria-labelledby="passkeys">
        <h2 id="passkeys">Passkeys</h2>
        <p>
          {passkeys === 0
            ? 'No passkey yet: log in with your fingerprint, face or phone instead of a password.'
            : `${passkeys} passkey${passkeys === 1 ? '' : 's'}.`}
        </p>
        <div data-passkey-area hidden>
          <button type="button" className="secondary" data-passkey-register data-signed-in>
            Add a passkey
          </button>
          <p role="status" className="meta" data-passkey-status />
        </div>
      </section>
      <section className="card" aria-labelledby="password">
        <h2 id="password">{hasPassword ? 'Change your password' : 'Set a password'}</h2>
        <form method="post" action="/_admin/account/password" className="stack">
          <input type="text" name="username" autoComplete="username" defaultValue={user.email} hidden readOnly />
          {hasPassword && (
            <label>
              Current password
              <input name="current" type="password" autoComplete="current-password" required />
            </label>
          )}
          <label>
            New password
            <span className="hint">{`At least ${shortestPassword} characters.`}</span>
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={shortestPassword}
              maxLength={1000}
              required
            />
          </label>
          <button type="submit">Save the password</button>
        </form>
      </section>
      <section className="card" aria-labelledby="everywhere">
        <h2 id="everywhere">Log out everywhere</h2>
        <p>
          {`You are logged in on ${sessions} ${sessions === 1 ? 'device or browser' : 'devices or browsers'}. ` +
            `A lost phone or a shared computer: end them all, this one too.`}
        </p>
        <form method="post" action="/_admin/logout-everywhere">
          <button type="submit" className="danger">
            Log out everywhere
          </button>
        </form>
      </section>
    </>
  );
}
