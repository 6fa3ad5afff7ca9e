import type { ContactValues } from '../../core/inbox.ts';
import { readStored, writeStored } from './contact-storage.ts';

export const emptyDraft: ContactValues = { name: '', phone: '', email: '', service: '', message: '', emergency: false };

/**
 * Where a form's draft is kept: one per page and per block, so no form ever shows another's text. The page is the one
 * the form belongs to, not the address bar's: after a link is followed, this page stays on screen until the next is
 * ready.
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
  return {
    name: str('name'),
    phone: str('phone'),
    email: str('email'),
    service: str('service'),
    message: str('message'),
    emergency: data.emergency === true,
  };
}

/** The values of the form's fields as they stand (read before the fields are locked: a locked field has no value). */
export function formValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const text = (name: keyof ContactValues) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    service: text('service'),
    message: text('message'),
    emergency: data.has('emergency'),
  };
}

/**
 * Puts a stored draft into the fields still as the page drew them (empty, unticked): never over what the visitor typed.
 */
export function restoreDraft(form: HTMLFormElement, draft: ContactValues): void {
  for (const [name, value] of Object.entries(draft)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked ||= value === true;
    else if (
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement) &&
      field.value === ''
    )
      field.value = String(value);
  }
}

/**
 * Keeps the draft under `key`, on every change, so a reload or a failed send loses nothing (writing even a 200 kB
 * draft takes under a millisecond, so it is written at once rather than on a timer that a reload could beat).
 */
export function saveDraft(key: string, values: ContactValues): void {
  writeStored(key, Object.values(values).some((v) => v !== '' && v !== false) ? JSON.stringify(values) : null);
}

export const readDraft = (key: string): ContactValues => parseDraft(readStored(key));
export const clearDraft = (key: string): void => writeStored(key, null);
