import { Notice } from './Notice.tsx';

/**
 * Log in with a password (a plain form, works before any script) or a passkey (the passkeys script shows its button).
 */
export function LoginPage({ next, email = '', error }: { next: string; email?: string; error?: string }) {
  return (
    <div className="card">
      <Notice error={error} />
      <form method="post" action="/_admin/login" className="stack">
        <input type="hidden" name="next" value={next} />
        <label>
          E-mail address
          <input name="email" type="email" autoComplete="username webauthn" required defaultValue={email} />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit">Log in</button>
      </form>
      <div data-passkey-area hidden>
        <p className="or">or</p>
        <button type="button" className="secondary" data-passkey-login data-next={next}>
          Log in with a passkey
        </button>
        <p role="status" className="meta" data-passkey-status />
      </div>
    </div>
  );
}
