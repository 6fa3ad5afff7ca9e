import { useCallback, useMemo, useSyncExternalStore } from 'react';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  emergency: boolean;
}

export const emptyDraft: ContactValues = { name: '', phone: '', email: '', service: '', message: '', emergency: false };

// This tab's copy, so typing still works where localStorage is blocked or full; localStorage keeps it across reloads.
const memory = new Map<string, string | null>();
const listeners = new Set<() => void>();

function readRaw(key: string): string | null {
  if (memory.has(key)) return memory.get(key)!;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string | null): void {
  memory.set(key, raw);
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
  } catch {
    // Storage blocked or full: the draft lives until the tab closes.
  }
  listeners.forEach((l) => l());
}

/** A stored draft, field by field; anything unreadable counts as empty. */
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The form's values, saved in the browser under `key` on every change so a reload or a failed send loses nothing.
 * The server and hydration see an empty form; the saved draft appears right after hydration, so the markup matches.
 */
export function useDraft(key: string): [ContactValues, (values: ContactValues) => void, () => void] {
  const raw = useSyncExternalStore(subscribe, () => readRaw(key), () => null);
  const values = useMemo(() => parseDraft(raw), [raw]);
  const save = useCallback(
    (next: ContactValues) => writeRaw(key, Object.entries(next).some(([, v]) => v !== '' && v !== false) ? JSON.stringify(next) : null),
    [key],
  );
  const clear = useCallback(() => writeRaw(key, null), [key]);
  return [values, save, clear];
}
