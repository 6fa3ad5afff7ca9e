import { devEditorSettings, type EditorPageSettings } from '../../core/edit-protocol.ts';
import { editorBundle } from '../editing.ts';

/** Where the bundle runs, as its page says (#editor-settings); a page that does not say gets the least. */
const fromPage = (): EditorPageSettings => {
  try {
    return JSON.parse(document.getElementById('editor-settings')?.textContent ?? '') as EditorPageSettings;
  } catch {
    return { host: 'server', role: 'editor' };
  }
};

const { host, role } = editorBundle ? fromPage() : devEditorSettings;

/**
 * What the page editor offers where it runs. On the dev server, everything. On the site's own server: the brand and the
 * site's facts to the owner alone (the server refuses an editor's change to them anyway), and an undo that is a new
 * commit, said so, since the history keeps both.
 */
export const editorSettings = {
  mayEditBrand: role === 'owner',
  undoIsCommit: host === 'server',
  onServer: host === 'server',
  owner: role === 'owner',
};
