/** How the inbox reaches the mail server: from the environment, never from a file in the repository. */
export interface MailSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  /** The From address; the user name when it is an address, else inbox@ the site's domain. */
  from?: string;
  /** Seconds before the first try again after a failure; each next wait doubles, up to an hour. */
  retrySeconds: number;
}

/**
 * The mail settings in `env` (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM, SMTP_RETRY_SECONDS: see
 * docs/deploying.md), or undefined when SMTP_HOST is not set (mail is off; messages stay in the inbox).
 * Settings that cannot work stop the server's start with the reason, rather than losing mail later.
 */
export function mailSettingsOf(env: Readonly<Record<string, string | undefined>>): MailSettings | undefined {
  const {
    SMTP_HOST: host,
    SMTP_PORT: portText = '587',
    SMTP_USER: user,
    SMTP_PASSWORD: pass,
    SMTP_FROM: from,
    SMTP_RETRY_SECONDS: retryText = '30',
  } = env;
  if (!host) return undefined;
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(
      `SMTP_PORT is "${portText}", which is not a port number: write the mail server's port, e.g. 587 or 465.`,
    );
  if (Boolean(user) !== Boolean(pass))
    throw new Error(
      'SMTP_USER and SMTP_PASSWORD go together: set both for a mail server that asks for a login, or neither.',
    );
  const retrySeconds = Number(retryText);
  if (!(retrySeconds >= 1 && retrySeconds <= 3600))
    throw new Error(
      `SMTP_RETRY_SECONDS is "${retryText}": write the seconds to wait ` +
        `before trying a failed mail again, from 1 to 3600 (30 if left out).`,
    );
  const fromAddress = from ?? (user?.includes('@') ? user : undefined);
  return {
    host,
    port,
    secure: port === 465,
    retrySeconds,
    ...(user && pass ? { auth: { user, pass } } : {}),
    ...(fromAddress ? { from: fromAddress } : {}),
  };
}
