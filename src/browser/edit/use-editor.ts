import { useCallback, useMemo, useRef, useState } from 'react';
import type { Edit, EditProblem, PageSource, SaveResponse } from '../../core/edit-protocol.ts';
import { describe } from '../../core/catalogue.ts';
import { ownProblem, revert, save } from './endpoint.ts';
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

/** A text of the page file this tab has seen, in order: made by one of its own saves, or by a change from outside. */
interface Seen {
  hash: string;
  ours: boolean;
  /** A save of this tab that moved blocks or items: a place in the file named before it may name another now. */
  moves: boolean;
}

/** An edit after which the places of later items are not what they were. */
const moves = (edit: Edit) => edit.kind === 'move' || edit.kind === 'add-block' || (edit.kind === 'remove' && typeof edit.path.at(-1) === 'number');

/**
 * The page's source, the edits of this session, and the calls that change the file, one at a time: each is made on
 * the text the one before wrote, so quick saves from one tab never refuse each other; only a change from outside the
 * tab is refused (changed-on-disk), with the edit kept.
 */
export function useEditor(key: string, active: boolean): Editor {
  const [source, putSource, refused] = usePageSource(key, active);
  const [history, setHistory] = useState<History>({ done: [], undone: [] });
  const [status, setStatus] = useState('');
  const queue = useRef(Promise.resolve());
  const latest = useRef({ source });
  latest.current = { source };
  // The texts of the file this tab has seen: a change begun on an older one is made on the newest, if every save since is this tab's.
  const seen = useRef<Seen[]>([]);
  const see = useCallback((hash: string, ours: boolean, moved = false) => {
    const last = seen.current.at(-1);
    if (last?.hash === hash) {
      // The live preview can show a save (and this tab read the text again) before the save's answer comes: the text
      // it wrote is this tab's all the same, or the next save in the queue would be refused as a change from outside.
      if (ours) seen.current = [...seen.current.slice(0, -1), { hash, ours, moves: last.moves || moved }];
      return;
    }
    seen.current = [...seen.current.slice(-200), { hash, ours, moves: moved }];
  }, []);
  if (source) see(source.hash, false);
  /** The text to make a change begun on `base` on: the newest, unless something else changed the file (or a save of this tab moved things) since. */
  const baseFor = useCallback((base: string): string | 'moved' => {
    const at = seen.current.findLastIndex((s) => s.hash === base);
    const since = at < 0 ? undefined : seen.current.slice(at + 1);
    if (!since?.every((s) => s.ours)) return base;
    return since.some((s) => s.moves) ? 'moved' : seen.current.at(-1)!.hash;
  }, []);
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
        const base = baseFor(hash ?? current.hash);
        if (base === 'moved') {
          const problems = [ownProblem(describe('edit-place-gone', {}))];
          setStatus(`Not saved: ${said(problems)}`);
          return problems;
        }
        setStatus(`Saving: ${label}…`);
        const res = await save(current.file, base, edit);
        if (!res.ok) {
          setStatus(`Not saved: ${said(res.problems)}`);
          return res.problems;
        }
        see(res.source.hash, true, moves(edit));
        shown(res);
        putHistory({ done: [...historyNow.current.done, { file: res.source.file, before: res.before, after: res.source.hash, label }], undone: [] });
        setStatus(`Saved: ${label}.`);
        return [];
      }),
    [inTurn, shown, putHistory, baseFor, see],
  );

  const step = useCallback(
    (back: boolean) =>
      inTurn(async () => {
        const { done, undone } = historyNow.current;
        const last = (back ? done : undone).at(-1);
        if (!last) return;
        const res = await revert({ file: last.file, from: back ? last.after : last.before, to: back ? last.before : last.after });
        if (!res.ok) return setStatus(`${back ? 'Cannot undo' : 'Cannot redo'}: ${said(res.problems)}`);
        see(res.source.hash, true, true);
        shown(res);
        putHistory(back ? { done: done.slice(0, -1), undone: [...undone, last] } : { done: [...done, last], undone: undone.slice(0, -1) });
        setStatus(`${back ? 'Undone' : 'Redone'}: ${last.label}.`);
      }),
    [inTurn, shown, putHistory, see],
  );

  const undo = useCallback(() => step(true), [step]);
  const redo = useCallback(() => step(false), [step]);
  const undoLabel = history.done.at(-1)?.label;
  const redoLabel = history.undone.at(-1)?.label;
  // The same object while nothing in it changes: the side panel, memoised, renders again only when its editor does.
  return useMemo(
    () => ({ source, refused, apply, undo, redo, undoLabel, redoLabel, status }),
    [source, refused, apply, undo, redo, undoLabel, redoLabel, status],
  );
}
