/**
 * Whether this bundle edits pages: the dev server's modules (npm start), and the page editor's bundle (`vite build
 * --mode editor`), which the site's own server serves to people who have logged in and the dev server to pages opened
 * with ?edit. Both are replaced by constants at build, so a visitors' build leaves the editor, the live preview and the
 * brand's CSS in the page out.
 */
export const editing = import.meta.env.DEV || import.meta.env.MODE === 'editor';

/** The page editor's bundle, whose live preview comes over its server's event stream (/__edit/events). */
export const editorBundle = import.meta.env.MODE === 'editor';
