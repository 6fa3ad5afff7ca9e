/**
 * Whether this bundle edits pages: the dev server's (npm start), and the page editor's bundle of the site's own server
 * (`vite build --mode editor`, served only to people who have logged in). Both are replaced by constants at build, so
 * a visitors' build leaves the editor, the live preview and the brand's CSS in the page out.
 */
export const editing = import.meta.env.DEV || import.meta.env.MODE === 'editor';

/** The page editor's bundle of the site's own server, whose live preview comes over the server's event stream. */
export const onServer = import.meta.env.MODE === 'editor';
