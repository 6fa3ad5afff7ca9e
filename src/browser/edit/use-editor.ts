import { useCallback, useRef, useState } from 'react';
import type { Edit, EditProblem, PageSource, SaveResponse } from '../../core/edit-protocol.ts';
import { revert, save } from './endpoint.ts';
import { usePageSource } from './use-page-source.ts';

/** One saved edit, as undo and redo see it: the file and its text (hash) before and after. */
interface Step {
  file: string;
  before: string;
  after: string;
  label: string;
}

/** The session's saved edits, oldest first, and those undone since, the last undone last. */
interface History {
  done: Step[];
  undone: Step[];
}

export interface Editor {
  source: PageSource | undefined;
  /** Why the page in the tab cannot be edited, when its source did not come (a page made from data, no dev server). */
  refused: EditProblem[];
  /** Saves one edit made from the text with this hash (by default the one shown now); the problems if it is refused. */
  apply: (edit: Edit, label: string, hash?: string) => Promise<EditProblem[]>;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  undoLabel: string | undefined;
  redoLabel: string | undefined;
  /** What happened last, for the status line read out to screen readers. */
  status: string;
}

const said = (problems: EditProblem[]) => problems.map((p) => `${p.title}: ${p.message}`).join(' ');

/** The page's source, the edits of this session, and the calls that change the file, one at a time. */
export function useEditor(key: string, active: boolean): Editor {
  const [source, putSource, refused] = usePageSource(key, active);
  const [history, setHistory] = useState<History>({ done: [], undone: [] });
  const [status, setStatus] = useState('');
  const queue = useRef(Promise.resolve());
  const latest = useRef({ source });
  latest.current = { source };
  // The next call in the queue can start before React renders what the last one did: it reads the history from here.
  const historyNow = useRef(history);
  const putHistory = useCallback((next: History) => {
    historyNow.current = next;
    setHistory(next);
  }, []);

  /** Runs the calls one after the other: each starts from what the one before wrote. */
  const inTurn = useCallback(<T,>(call: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(call);
    queue.current = run.then(() => undefined, () => undefined);
    return run;
  }, []);

  const shown = useCallback(
    (res: Extract<SaveResponse, { ok: true }>) => {
      if (res.source.key === latest.current.source?.key) putSource(res.source, res.version);
    },
    [putSource],
  );

  const apply = useCallback(
    (edit: Edit, label: string, hash?: string) =>
      inTurn(async () => {
        const current = latest.current.source;
        if (!current) return [];
        const res = await save(current.file, hash ?? current.hash, edit);
        if (!res.ok) {
          setStatus(`Not saved: ${said(res.problems)}`);
          return res.problems;
        }
        shown(res);
        putHistory({ done: [...historyNow.current.done, { file: res.source.file, before: res.before, after: res.source.hash, label }], undone: [] });
        setStatus(`Saved: ${label}.`);
        return [];
      }),
    [inTurn, shown, putHistory],
  );

  const step = useCallback(
    (back: boolean) =>
      inTurn(async () => {
        const { done, undone } = historyNow.current;
        const last = (back ? done : undone).at(-1);
        if (!last) return;
        const res = await revert({ file: last.file, from: back ? last.after : last.before, to: back ? last.before : last.after });
        if (!res.ok) return setStatus(`${back ? 'Cannot undo' : 'Cannot redo'}: ${said(res.problems)}`);
        shown(res);
        putHistory(back ? { done: done.slice(0, -1), undone: [...undone, last] } : { done: [...done, last], undone: undone.slice(0, -1) });
        setStatus(`${back ? 'Undone' : 'Redone'}: ${last.label}.`);
      }),
    [inTurn, shown, putHistory],
  );

  return {
    source,
    refused,
    apply,
    undo: useCallback(() => step(true), [step]),
    redo: useCallback(() => step(false), [step]),
    undoLabel: history.done.at(-1)?.label,
    redoLabel: history.undone.at(-1)?.label,
    status,
  };
}
