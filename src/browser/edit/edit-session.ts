import { useSyncExternalStore } from 'react';
import type { Edit, EditProblem, SaveResponse } from '../../core/edit-protocol.ts';
import { describe } from '../../core/catalogue.ts';
import { ownProblem, revert, save } from './endpoint.ts';

// The tab's edits, whatever file they change (a page, the site file's brand, a data file) and whatever is selected:
// one queue, so each save is made on the text the one before wrote; one undo history, kept for the tab's session
// (reloads and links included); one status line.

/** One saved edit, as undo and redo see it: the file and its text (hash) before and after, and the tab's page then. */
interface Step {
  file: string;
  before: string;
  after: string;
  label: string;
  key: string;
}

/** The saved edits, oldest first, and those undone since, the last undone last. */
interface History {
  done: Step[];
  undone: Step[];
}

/** What the panel shows of the session: what Undo and Redo would do, and what happened last. */
export interface SessionState {
  undoLabel: string | undefined;
  redoLabel: string | undefined;
  status: string;
}

/**
 * Where a save goes: the file, the text of it the change was made from, and the tab's page (whose source the answer
 * brings).
 */
export interface SaveTarget {
  file: string;
  hash: string;
  key: string;
}

/** A text of a file this tab has seen, in order: made by one of its own saves, or by a change from outside. */
interface Seen {
  hash: string;
  ours: boolean;
  /** A save of this tab that moved blocks or items: a place in the file named before it may name another now. */
  moves: boolean;
}

export type Saved = Extract<SaveResponse, { ok: true }>;

const storageKey = 'page-editor:history';
/** A long session's worth of steps; older ones drop off. */
const kept = 200;

/** An edit after which the places of later items are not what they were. */
const moves = (edit: Edit) =>
  edit.kind === 'move' || edit.kind === 'add-block' || (edit.kind === 'remove' && typeof edit.path.at(-1) === 'number');
const said = (problems: EditProblem[]) => problems.map((p) => `${p.title}: ${p.message}`).join(' ');

function storedHistory(): History {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '') as History;
    return Array.isArray(stored.done) && Array.isArray(stored.undone) ? stored : { done: [], undone: [] };
  } catch {
    return { done: [], undone: [] };
  }
}

let history = storedHistory();
let status = '';
let state: SessionState = { undoLabel: history.done.at(-1)?.label, redoLabel: history.undone.at(-1)?.label, status };
const listeners = new Set<() => void>();
const answerListeners = new Set<(saved: Saved) => void>();
const seen = new Map<string, Seen[]>();
let queue = Promise.resolve();

function changed(): void {
  state = { undoLabel: history.done.at(-1)?.label, redoLabel: history.undone.at(-1)?.label, status };
  listeners.forEach((l) => l());
}

function putHistory(next: History): void {
  history = { done: next.done.slice(-kept), undone: next.undone.slice(-kept) };
  sessionStorage.setItem(storageKey, JSON.stringify(history));
  changed();
}

/** Says what happened last, on the panel's status line (read out to screen readers). */
export function say(text: string): void {
  status = text;
  changed();
}

/** Notes a text of a file the tab has seen: shown by the page (`ours` false), or written by one of its saves. */
export function see(file: string, hash: string, ours: boolean, moved = false): void {
  const texts = seen.get(file) ?? [];
  const last = texts.at(-1);
  if (last?.hash === hash) {
    // The live preview can show a save (and this tab read the text again) before the save's answer comes: the text
    // it wrote is this tab's all the same, or the next save in the queue would be refused as a change from outside.
    if (ours) seen.set(file, [...texts.slice(0, -1), { hash, ours, moves: last.moves || moved }]);
    return;
  }
  seen.set(file, [...texts.slice(-200), { hash, ours, moves: moved }]);
}

/**
 * The text to make a change begun on `base` on: the newest, unless something else changed the file (or a save of this
 * tab moved things) since.
 */
function baseFor(file: string, base: string): string | 'moved' {
  const texts = seen.get(file) ?? [];
  const at = texts.findLastIndex((s) => s.hash === base);
  const since = at < 0 ? undefined : texts.slice(at + 1);
  if (!since?.every((s) => s.ours)) return base;
  return since.some((s) => s.moves) ? 'moved' : texts.at(-1)!.hash;
}

/** Runs the calls one after the other: each starts from what the one before wrote. */
function inTurn<T>(call: () => Promise<T>): Promise<T> {
  const run = queue.then(call);
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/** Hears every answer with the source it brings, to show it where its page is open. */
export function onSaved(listener: (saved: Saved) => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/**
 * Saves one edit in turn; the problems if it is refused (only a change from outside this tab is refused as changed on
 * disk).
 */
export function apply(target: SaveTarget, edit: Edit, label: string): Promise<EditProblem[]> {
  return inTurn(async () => {
    const base = baseFor(target.file, target.hash);
    if (base === 'moved') {
      const problems = [ownProblem(describe('edit-place-gone', {}))];
      say(`Not saved: ${said(problems)}`);
      return problems;
    }
    say(`Saving: ${label}…`);
    const res = await save({ file: target.file, hash: base, edit, key: target.key });
    if (!res.ok) {
      say(`Not saved: ${said(res.problems)}`);
      return res.problems;
    }
    const after = hashOfFile(res, target.file);
    if (after) see(target.file, after, true, moves(edit));
    answerListeners.forEach((l) => l(res));
    status = `Saved: ${label}.`;
    putHistory({
      done: [...history.done, { file: target.file, before: res.before, after: after ?? '', label, key: target.key }],
      undone: [],
    });
    return [];
  });
}

/** The hash the answer gives the file: the source's own, or that of a data file of the page made from data. */
const hashOfFile = (res: Saved, file: string) =>
  res.source.file === file ? res.source.hash : res.source.made?.files.find((f) => f.file === file)?.hash;

/** Undoes (back) or redoes the last step, in turn with the saves. */
function step(back: boolean): Promise<void> {
  return inTurn(async () => {
    const { done, undone } = history;
    const last = (back ? done : undone).at(-1);
    if (!last) return;
    const res = await revert({
      file: last.file,
      from: back ? last.after : last.before,
      to: back ? last.before : last.after,
      key: last.key,
    });
    if (!res.ok) return say(`${back ? 'Cannot undo' : 'Cannot redo'}: ${said(res.problems)}`);
    see(last.file, back ? last.before : last.after, true, true);
    answerListeners.forEach((l) => l(res));
    status = `${back ? 'Undone' : 'Redone'}: ${last.label}.`;
    putHistory(
      back
        ? { done: done.slice(0, -1), undone: [...undone, last] }
        : { done: [...done, last], undone: undone.slice(0, -1) },
    );
  });
}

export const undo = () => step(true);
export const redo = () => step(false);

/** What Undo and Redo would do and the status line, for the panel. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
