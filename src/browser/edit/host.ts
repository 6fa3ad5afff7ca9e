import type { EditHost } from '../../core/edit-protocol.ts';
import { openFile } from './endpoint.ts';
import { say } from './edit-session.ts';
import { useSetup } from './setup.ts';

// What the host of the page editor allows, learnt with the setup (setup.ts). A control for something the host does
// not allow is not shown.

const nothingBeyondEditing: EditHost = { openInEditor: null };

export const useHost = (): EditHost => useSetup(false).setup?.host ?? nothingBeyondEditing;

/** Opens a file of pages/ at a line in the code editor, and says on the status line what it did. */
export async function openInEditor(file: string, line: number, col: number): Promise<void> {
  say(`Opening ${file}:${line} in your code editor…`);
  const answer = await openFile({ file, line, col });
  say(
    answer.ok
      ? `Opened ${file}:${line} in your code editor (${answer.editor}).`
      : `Not opened: ${answer.problems.map((p) => `${p.title}: ${p.message}`).join(' ')}`,
  );
}
