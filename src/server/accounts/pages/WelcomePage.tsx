import type { Role } from '../users.ts';
import { shortestPassword } from '../passwords.ts';
import { Notice } from './Notice.tsx';

/**
 * Makes an account from an invitation (the owner's setup link is one): a name, an e-mail, and a password or a passkey.
 */
export function WelcomePage({
  token,
  role,
  name = '',
  email = '',
  error,
}: {
  token: string;
  role: Role;
  name?: string;
  email?: string;
  error?: string;
}) {
  return (
    <div className="card">
      <p>
        {role === 'owner'
          ? 'This makes the site owner’s account: the owner publishes the ' +
            'site, invites editors, and changes the brand and the site’s facts.'
          : 'You were invited to edit this site’s pages and pictures.'}
      </p>
      <Notice error={error} />
      <form method="post" action="/_admin/welcome" className="stack" data-welcome-form>
        <input type="hidden" name="token" value={token} />
        <label>
          Your name
          <span className="hint">As it will show in the history of each page you change.</span>
          <input name="name" autoComplete="name" required maxLength={100} defaultValue={name} />
        </label>
        <label>
          E-mail address
          <input name="email" type="email" autoComplete="username" required maxLength={200} defaultValue={email} />
        </label>
        <label>
          Password
          <span className="hint">
            {`At least ${shortestPassword} characters. ` + `A few unrelated words make a good one.`}
          </span>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={shortestPassword}
            maxLength={1000}
          />
        </label>
        <button type="submit">Make my account</button>
      </form>
      <div data-passkey-area hidden>
        <p className="or">or, instead of a password</p>
        <button type="button" className="secondary" data-passkey-register>
          Make my account with a passkey
        </button>
        <p role="status" className="meta" data-passkey-status />
      </div>
    </div>
  );
}
