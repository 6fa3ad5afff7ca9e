// A real SMTP server on localhost (smtp-server, by nodemailer's authors), keeping what it receives: the tests' mailbox.
// It can be stopped and started again on the same port, as a mail server that goes down and comes back.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The mail as sent: headers, a blank line, the body. */
  raw: string;
}

export interface Mailbox {
  port: number;
  mails: ReceivedMail[];
  /** The unfolded value of a header of a mail, e.g. header(mail, 'reply-to'). */
  header(mail: ReceivedMail, name: string): string | undefined;
  /** The text of a one-part mail, its quoted-printable encoding undone. */
  body(mail: ReceivedMail): string;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Refuses the mails whose text matches, as a mail server refuses one it takes for spam; the others still arrive. */
  refuse: RegExp | undefined;
  /** The SMTP settings that reach it, as the server reads them from its environment. */
  env: Record<string, string>;
}

const credentials = { user: 'site@example.test', pass: 'a mailbox password' };

/** Starts the mailbox on a free port; it asks for the test credentials, as real mail servers do. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      secure: false,
      // No TLS certificate here: plain SMTP on localhost, with the login allowed over it.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === credentials.user && auth.password === credentials.pass
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid username or password')),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          if (box.refuse?.test(raw))
            return callback(Object.assign(new Error('Message refused as spam'), { responseCode: 554 }));
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();
  const header = (mail: ReceivedMail, name: string) => {
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
  };
  const box: Mailbox = {
    refuse: undefined,
    get port() {
      return port;
    },
    mails,
    header,
    body(mail) {
      const body = mail.raw.slice(mail.raw.search(/\r?\n\r?\n/)).trim();
      if (!/quoted-printable/i.test(header(mail, 'content-transfer-encoding') ?? '')) return body;
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
    get env() {
      return {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: credentials.user,
        SMTP_PASSWORD: credentials.pass,
      };
    },
  };
  return box;
}
