import { useEffect, useRef } from 'react';
import { isEditShortcut, setEditMode } from './edit-mode.ts';
import type { Editor } from './use-editor.ts';

/** Where typing goes to a field: there Ctrl+Z undoes the typing, not the last save. */
const typingIn = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Alt+Shift+E turns edit mode on and off; in edit mode, Ctrl+Z undoes the last save, Ctrl+Shift+Z (or Ctrl+Y) redoes it. */
export function useShortcuts(on: boolean, editor: Pick<Editor, 'undo' | 'redo'>): void {
  const latest = useRef({ on, editor });
  latest.current = { on, editor };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { on: active, editor: e } = latest.current;
      if (isEditShortcut(event)) {
        event.preventDefault();
        return setEditMode(!active);
      }
      const command = event.ctrlKey || event.metaKey;
      if (!active || !command || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        void e.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        void e.redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
