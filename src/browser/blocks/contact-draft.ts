import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readStored, subscribe, writeStored } from './contact-storage.ts';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  emergency: boolean;
}

export const emptyDraft: ContactValues = { name: '', phone: '', email: '', service: '', message: '', emergency: false };

/**
 * Where a form's draft is kept: one per page and per block, so no form ever shows another's text. The page is the one
 * the form belongs to, not the address bar's: after a link is followed, this page stays on screen until the next is ready.
 */
export function draftKey(pageKey: string, blockIndex: number): string {
  return `contact-draft:${pageKey}#${blockIndex}`;
}

/** A stored draft, field by field; anything unreadable counts as empty, and keys other than the fields are dropped. */
export function parseDraft(raw: string | null): ContactValues {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // A damaged draft is dropped rather than breaking the form.
  }
  const str = (k: keyof ContactValues) => (typeof data[k] === 'string' ? (data[k] as string) : '');
  return { name: str('name'), phone: str('phone'), email: str('email'), service: str('service'), message: str('message'), emergency: data.emergency === true };
}

/**
 * The form's values, saved under `key` on every change so a reload or a failed send loses nothing (writing even a
 * 200 kB draft takes under a millisecond, so it is written at once rather than on a timer that a reload could beat).
 * The server and hydration see an empty form; the saved draft appears right after hydration, so the markup matches.
 */
export function useDraft(key: string): [ContactValues, (values: ContactValues) => void, () => void] {
  const raw = useSyncExternalStore(subscribe, () => readStored(key), () => null);
  const values = useMemo(() => parseDraft(raw), [raw]);
  const save = useCallback(
    (next: ContactValues) => writeStored(key, Object.values(next).some((v) => v !== '' && v !== false) ? JSON.stringify(next) : null),
    [key],
  );
  const clear = useCallback(() => writeStored(key, null), [key]);
  return [values, save, clear];
}
