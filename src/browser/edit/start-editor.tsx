import { createRoot } from 'react-dom/client';
import { EditorRoot } from './EditorRoot.tsx';
import './editor.css';

/** Starts the page editor beside the site, in its own root: the site's markup and hydration stay as they are. Dev server only. */
export function startEditor(): void {
  const container = document.createElement('div');
  container.id = 'page-editor';
  document.body.append(container);
  createRoot(container).render(<EditorRoot />);
}
