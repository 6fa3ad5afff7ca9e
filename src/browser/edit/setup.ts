import { useEffect, useSyncExternalStore } from 'react';
import type { EditProblem, EditSetup } from '../../core/edit-protocol.ts';
import { loadSetup } from './endpoint.ts';

// What the page editor learns from its host once per tab (GET /__edit/setup): what the host allows, and the block
// types with their names and fields as JSON Schema. The one place where the editor learns them: its code carries no
// schema of its own (zod and the blocks' schemas stay on the server, which checks every save), so edit mode starts
// sooner.

interface SetupState {
  setup: EditSetup | undefined;
  /** Why the setup did not come (the dev server cannot be reached); asked again the next time edit mode starts. */
  refused: EditProblem[];
}

let state: SetupState = { setup: undefined, refused: [] };
let asking = false;
const listeners = new Set<() => void>();

/**
 * Asks the host for the setup, unless it is known or on its way. Called as early as edit mode starts, beside the page's
 * source.
 */
export function askSetup(): void {
  if (state.setup || asking) return;
  asking = true;
  void loadSetup().then((answer) => {
    asking = false;
    state = Array.isArray(answer) ? { setup: undefined, refused: answer } : { setup: answer, refused: [] };
    listeners.forEach((l) => l());
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The setup, or why it did not come; asked for while `active` (edit mode on). */
export function useSetup(active: boolean): SetupState {
  useEffect(() => {
    if (active) askSetup();
  }, [active]);
  return useSyncExternalStore(subscribe, () => state);
}

/** The setup once it came, for code outside React (labels); the editor shows nothing that needs it before then. */
export const currentSetup = (): EditSetup | undefined => state.setup;
