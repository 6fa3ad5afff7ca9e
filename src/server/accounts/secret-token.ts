import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a cookie: 32 random bytes, as URL-safe text. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its hash, so a copy of the database opens no session and no invitation. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
