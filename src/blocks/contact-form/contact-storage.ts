/**
 * Drafts by key. This tab's copy comes first, so typing works where localStorage is blocked (private windows, cookies
 * off: touching it throws) or full; localStorage keeps the draft across a reload when the browser allows it.
 */
const memory = new Map<string, string | null>();
const listeners = new Set<() => void>();
/** Whether the last write reached localStorage, i.e. whether leaving the page keeps what was typed. */
let kept = true;

const emit = () => listeners.forEach((l) => l());

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Runs a localStorage write and notes whether the browser took it. */
function persist(write: (storage: Storage) => void): void {
  let ok = true;
  try {
    write(window.localStorage);
  } catch {
    ok = false;
  }
  if (ok !== kept) {
    kept = ok;
    emit();
  }
}

export function readStored(key: string): string | null {
  if (!memory.has(key)) {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      // Blocked: nothing was kept from an earlier visit.
    }
    // Read once: a 200 kB draft is not copied out of storage on every render.
    memory.set(key, raw);
  }
  return memory.get(key)!;
}

export function writeStored(key: string, raw: string | null): void {
  memory.set(key, raw);
  emit();
  persist((storage) => (raw === null ? storage.removeItem(key) : storage.setItem(key, raw)));
}

/** Tries a tiny write, so a visitor whose browser keeps nothing is told before they type, not after. */
export function checkStorage(): void {
  persist((storage) => {
    storage.setItem('contact-draft-check', '');
    storage.removeItem('contact-draft-check');
  });
}

export const isKept = () => kept;
