import { useEffect, useRef } from 'react';
import { isEditShortcut, setEditMode } from './edit-mode.ts';
import { redo, undo } from './edit-session.ts';

/** Where typing goes to a field: there Ctrl+Z undoes the typing, not the last save. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Alt+Shift+E turns edit mode on and off; in edit mode, Ctrl+Z undoes the tab's last save, Ctrl+Shift+Z (or Ctrl+Y)
 * redoes it.
 */
export function useShortcuts(on: boolean): void {
  const latest = useRef(on);
  latest.current = on;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditShortcut(event)) {
        event.preventDefault();
        return setEditMode(!latest.current);
      }
      const command = event.ctrlKey || event.metaKey;
      if (!latest.current || !command || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        void undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        void redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
