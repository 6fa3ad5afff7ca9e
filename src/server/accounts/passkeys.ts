import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../db/database.ts';

/** Who a passkey is being made for: an account that exists, or one an invitation is making. */
export type PasskeyFor =
  | { userId: number; email: string; name: string }
  | { invite: string; email: string; name: string };

/** A ceremony begun and not finished: its challenge, for whom, until when. */
interface Pending {
  kind: 'register' | 'login';
  expiresAt: number;
  forWhom?: PasskeyFor;
}

const ceremonyMs = 5 * 60_000;
const transportsOf = (text: string) => (text ? (text.split(',') as AuthenticatorTransport[]) : undefined);

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: options for the browser, then its answer checked against the
 * challenge this server made (each used once, within 5 minutes), the origin the page was on and its host name as the
 * relying party. Login asks for any passkey of this site (a discoverable one), so the page never needs the e-mail
 * first and never learns whether an account exists.
 */
export class Passkeys {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly db: Db,
    private readonly siteName: () => string,
  ) {}

  private remember(challenge: string, pending: Omit<Pending, 'expiresAt'>): void {
    const now = Date.now();
    for (const [key, old] of this.pending) if (old.expiresAt < now) this.pending.delete(key);
    this.pending.set(challenge, { ...pending, expiresAt: now + ceremonyMs });
  }

  /**
   * Takes a challenge the browser signed, once: the ceremony it began, or undefined if this server made none (or it
   * expired).
   */
  private take(challenge: string, kind: Pending['kind']): Pending | undefined {
    const pending = this.pending.get(challenge);
    this.pending.delete(challenge);
    return pending && pending.kind === kind && pending.expiresAt > Date.now() ? pending : undefined;
  }

  async registrationOptions(origin: string, forWhom: PasskeyFor) {
    const existing =
      'userId' in forWhom
        ? (this.db.prepare('SELECT id, transports FROM passkeys WHERE user_id = ?').all(forWhom.userId) as Array<{
            id: string;
            transports: string;
          }>)
        : [];
    const options = await generateRegistrationOptions({
      rpName: this.siteName(),
      rpID: new URL(origin).hostname,
      userName: forWhom.email,
      userDisplayName: forWhom.name,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    this.remember(options.challenge, { kind: 'register', forWhom });
    return options;
  }

  /** Checks a new passkey; if it is good, whom it was made for and the credential to keep (with `keep`). */
  async verifyRegistration(origin: string, response: RegistrationResponseJSON) {
    let pending: Pending | undefined;
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => !!(pending = this.take(challenge, 'register')),
      expectedOrigin: origin,
      expectedRPID: new URL(origin).hostname,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified || !pending?.forWhom) return undefined;
    return { forWhom: pending.forWhom, credential: verification.registrationInfo.credential };
  }

  keep(
    userId: number,
    credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] },
  ): void {
    this.db
      .prepare(
        'INSERT INTO passkeys (id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        credential.id,
        userId,
        Buffer.from(credential.publicKey),
        credential.counter,
        (credential.transports ?? []).join(','),
        Date.now(),
      );
  }

  async loginOptions(origin: string) {
    const options = await generateAuthenticationOptions({
      rpID: new URL(origin).hostname,
      userVerification: 'preferred',
    });
    this.remember(options.challenge, { kind: 'login' });
    return options;
  }

  /**
   * The account a passkey's signature logs into, or undefined (an unknown passkey, a replayed or foreign challenge).
   */
  async verifyLogin(origin: string, response: AuthenticationResponseJSON): Promise<number | undefined> {
    const row = this.db
      .prepare('SELECT user_id AS userId, public_key AS publicKey, counter, transports FROM passkeys WHERE id = ?')
      .get(response.id) as { userId: number; publicKey: Buffer; counter: number; transports: string } | undefined;
    if (!row) return undefined;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => !!this.take(challenge, 'login'),
      expectedOrigin: origin,
      expectedRPID: new URL(origin).hostname,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(row.publicKey),
        counter: row.counter,
        transports: transportsOf(row.transports),
      },
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    this.db
      .prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?')
      .run(verification.authenticationInfo.newCounter, Date.now(), response.id);
    return row.userId;
  }

  count(userId: number): number {
    return this.db.prepare('SELECT count(*) FROM passkeys WHERE user_id = ?').pluck().get(userId) as number;
  }
}
