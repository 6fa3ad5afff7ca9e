import { createRoot } from 'react-dom/client';
import { EditorRoot } from './EditorRoot.tsx';
import './editor.css';

/** A container of the page editor's: at the start of the page (the skip link, first for Tab) or at its end. */
function container(id: string, first = false): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  if (first) document.body.prepend(element);
  else document.body.append(element);
  return element;
}

/**
 * Starts the page editor beside the site, in its own root: the site's markup and hydration stay as they are. Dev server
 * only. The block outlines sit under the site's header, the boxes and the panel over everything.
 */
export function startEditor(): void {
  const skip = container('page-editor-skip', true);
  const marks = container('page-editor-marks');
  createRoot(container('page-editor')).render(<EditorRoot skip={skip} marks={marks} />);
}
