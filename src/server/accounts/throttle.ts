import type { Db } from '../db/database.ts';

/**
 * Wrong passwords, counted per account (the e-mail typed, whether or not it has an account, so the answers never say
 * which) and per address. From the `slowAfter`th, each try must wait twice as long as the last (1 s, 2 s, 4 s, …); at
 * `lockAfter` the key is locked for `lockMinutes`. A count untouched for an hour starts again; a right password clears
 * its account's. An address tries many accounts, so its limits are wider.
 */
const limits = {
  account: { slowAfter: 3, lockAfter: 10, lockMinutes: 15 },
  address: { slowAfter: 20, lockAfter: 50, lockMinutes: 15 },
};
const forgetAfterMs = 60 * 60_000;
const longestWaitMs = 60_000;

export type ThrottleKey = { kind: keyof typeof limits; value: string };

export const accountKey = (email: string): ThrottleKey => ({ kind: 'account', value: email.trim().toLowerCase() });
export const addressKey = (address: string): ThrottleKey => ({ kind: 'address', value: address });

/** May this try go ahead: yes, or not before `until` (epoch ms), locked or only slowed. */
export type Verdict = { ok: true } | { ok: false; locked: boolean; until: number };

interface Row {
  count: number;
  last_at: number;
  locked_until: number | null;
}

const rowOf = (db: Db, key: ThrottleKey, now: number) => {
  const row = db
    .prepare('SELECT count, last_at, locked_until FROM login_failures WHERE key = ?')
    .get(`${key.kind}:${key.value}`) as Row | undefined;
  return row && now - row.last_at < forgetAfterMs ? row : undefined;
};

export function mayTry(db: Db, keys: readonly ThrottleKey[], now = Date.now()): Verdict {
  let verdict: Verdict = { ok: true };
  for (const key of keys) {
    const row = rowOf(db, key, now);
    if (!row) continue;
    const { slowAfter } = limits[key.kind];
    const locked = row.locked_until !== null && row.locked_until > now;
    const until = locked
      ? row.locked_until!
      : row.count >= slowAfter
        ? row.last_at + Math.min(longestWaitMs, 1000 * 2 ** (row.count - slowAfter))
        : 0;
    if (until > now && (verdict.ok || until > verdict.until)) verdict = { ok: false, locked, until };
  }
  return verdict;
}

export function recordFailure(db: Db, keys: readonly ThrottleKey[], now = Date.now()): void {
  for (const key of keys) {
    const count = (rowOf(db, key, now)?.count ?? 0) + 1;
    const { lockAfter, lockMinutes } = limits[key.kind];
    const lockedUntil = count >= lockAfter ? now + lockMinutes * 60_000 : null;
    db.prepare('INSERT OR REPLACE INTO login_failures (key, count, last_at, locked_until) VALUES (?, ?, ?, ?)').run(
      `${key.kind}:${key.value}`,
      lockedUntil ? 0 : count,
      now,
      lockedUntil,
    );
  }
}

export const clearFailures = (db: Db, key: ThrottleKey) =>
  db.prepare('DELETE FROM login_failures WHERE key = ?').run(`${key.kind}:${key.value}`);
