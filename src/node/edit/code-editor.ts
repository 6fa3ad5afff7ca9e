import { basename } from 'node:path';
import launchEditor from 'launch-editor';
import guessEditor from 'launch-editor/guess.js';

/** Editors that run inside a terminal: started by the dev server, they would take over the terminal it runs in. */
const inTerminal = new Set([
  'vi',
  'vim',
  'nvim',
  'emacs',
  'nano',
  'pico',
  'micro',
  'hx',
  'helix',
  'kak',
  'joe',
  'ne',
  'mcedit',
  'ed',
]);

/**
 * The code editor "Open in editor" starts, as launch-editor finds it (LAUNCH_EDITOR, an editor running on this
 * computer such as VS Code, then VISUAL and EDITOR), or null when there is none a page can start: none found, or one
 * that runs in a terminal.
 */
export function codeEditor(): string | null {
  const [editor] = guessEditor();
  const name = editor && basename(editor.trim().split(/\s+/)[0]!).replace(/\.(exe|cmd|bat)$/i, '');
  return name && !inTerminal.has(name) ? name : null;
}

/** How long a start that fails (no such command, an error at once) takes to say so. */
const failsWithin = 250;

/** Opens the file at the line and column in the code editor; resolves with the editor's name, or why it could not. */
export function openInCodeEditor(
  path: string,
  line: number,
  col: number,
): Promise<{ editor: string } | { failed: string }> {
  const editor = codeEditor();
  if (!editor) return Promise.resolve({ failed: '' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ editor }), failsWithin);
    launchEditor(`${path}:${line}:${col}`, undefined, (_file, message) => {
      clearTimeout(timer);
      resolve({ failed: message ?? '' });
    });
  });
}
