import { onServer } from '../editing.ts';

/** What the site's own server says of the person logged in, in the page it serves them (#editor-settings). */
interface ServerSettings {
  role: 'owner' | 'editor';
}

const fromServer = (): ServerSettings => {
  try {
    return JSON.parse(document.getElementById('editor-settings')?.textContent ?? '') as ServerSettings;
  } catch {
    return { role: 'editor' };
  }
};

const role = onServer ? fromServer().role : 'owner';

/**
 * What the page editor offers where it runs. On the dev server, everything. On the site's own server: the brand and the
 * site's facts to the owner alone (the server refuses an editor's change to them anyway), and an undo that is a new commit, said so, since the history keeps both.
 */
export const editorSettings = {
  mayEditBrand: role === 'owner',
  undoIsCommit: onServer,
  onServer,
  owner: role === 'owner',
};
