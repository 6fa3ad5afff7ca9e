import { hash, verify } from '@node-rs/argon2';

/** The shortest password accepted: long enough that guessing it online, slowed and locked as login is, never ends. */
export const shortestPassword = 10;

/**
 * A password kept as argon2id, memory-hard (19 MiB, 2 passes: OWASP's recommended minimum), with its own salt and
 * parameters in the one string, so they can be raised later without breaking older hashes.
 */
export const hashPassword = (password: string) => hash(password);

/**
 * Made once: the hash a password is checked against when the account does not exist, so that takes as long as a real
 * check.
 */
let standIn: Promise<string> | undefined;

/** Whether `password` is the one `hashed` was made from; with no hash, a check as long as a real one, and false. */
export async function passwordMatches(hashed: string | null | undefined, password: string): Promise<boolean> {
  standIn ??= hash('no account has this password');
  const against = hashed ?? (await standIn);
  const matches = await verify(against, password).catch(() => false);
  return matches && !!hashed;
}
