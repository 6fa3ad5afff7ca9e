import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Edit, EditProblem, PageSource } from '../../core/edit-protocol.ts';
import { apply as save, onSaved, see } from './edit-session.ts';
import { usePageSource } from './use-page-source.ts';

/** Which text of which file an edit is made from: by default the page's file, as the tab shows it now. */
export interface MadeOn {
  /** A data file of a page made from data, or the page's own file. */
  file?: string;
  hash?: string;
}

export interface Editor {
  source: PageSource | undefined;
  /** Why the page in the tab cannot be edited, when its source did not come (no dev server). */
  refused: EditProblem[];
  /** Saves one edit in the tab's session (edit-session.ts); the problems if it is refused. */
  apply: (edit: Edit, label: string, on?: MadeOn) => Promise<EditProblem[]>;
}

/**
 * The source of the page at `key` and how to change its files: every save goes through the tab's one session, in turn
 * with every other, and its answer shows here when it is this page's.
 */
export function useEditor(key: string, active: boolean): Editor {
  const [source, putSource, refused] = usePageSource(key, active);
  if (source) {
    see(source.file, source.hash, false);
    for (const data of source.made?.files ?? []) see(data.file, data.hash, false);
  }
  useEffect(
    () => onSaved((saved) => saved.source.key === key && putSource(saved.source, saved.version)),
    [key, putSource],
  );
  const latest = useRef(source);
  latest.current = source;

  const apply = useCallback(
    async (edit: Edit, label: string, on: MadeOn = {}) => {
      const current = latest.current;
      if (!current) return [];
      const file = on.file ?? current.file;
      const shown = file === current.file ? current.hash : current.made?.files.find((f) => f.file === file)?.hash;
      return save({ file, hash: on.hash ?? shown ?? '', key }, edit, label);
    },
    [key],
  );
  // The same object while nothing in it changes: the side panel, memoised, renders again only when its editor does.
  return useMemo(() => ({ source, refused, apply }), [source, refused, apply]);
}
