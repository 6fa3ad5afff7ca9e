import { useSyncExternalStore } from 'react';

// Whether the page is in edit mode: ?edit in the address, the toggle, or Alt+Shift+E. Kept for the tab's session, so
// it stays on across links (which drop ?edit) and reloads.

const storageKey = 'page-editor:on';
const listeners = new Set<() => void>();
let on = new URLSearchParams(window.location.search).has('edit') || sessionStorage.getItem(storageKey) === '1';

export function setEditMode(value: boolean): void {
  on = value;
  sessionStorage.setItem(storageKey, value ? '1' : '0');
  const url = new URL(window.location.href);
  if (value) url.searchParams.set('edit', '');
  else url.searchParams.delete('edit');
  history.replaceState(history.state, '', url.href.replace(/([?&]edit)=(&|$)/, '$1$2'));
  listeners.forEach((l) => l());
}

export function useEditMode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => on,
  );
}

/** The shortcut that turns edit mode on and off, as written in the toggle's title and the docs. */
export const editShortcut = 'Alt+Shift+E';
export const isEditShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyE';
