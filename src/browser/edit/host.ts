import { useSyncExternalStore } from 'react';
import type { EditHost } from '../../core/edit-protocol.ts';
import { loadHost, openFile } from './endpoint.ts';
import { say } from './edit-session.ts';

// What the host of the page editor allows, asked once per tab: the one place where the editor learns it. A control
// for something the host does not allow is not shown.

let host: EditHost = { openInEditor: null };
let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    void loadHost().then((answer) => {
      host = answer;
      listeners.forEach((l) => l());
    });
  }
  return () => listeners.delete(listener);
}

export const useHost = (): EditHost => useSyncExternalStore(subscribe, () => host);

/** Opens a file of pages/ at a line in the code editor, and says on the status line what it did. */
export async function openInEditor(file: string, line: number, col: number): Promise<void> {
  say(`Opening ${file}:${line} in your code editor…`);
  const answer = await openFile({ file, line, col });
  say(answer.ok ? `Opened ${file}:${line} in your code editor (${answer.editor}).` : `Not opened: ${answer.problems.map((p) => `${p.title}: ${p.message}`).join(' ')}`);
}
