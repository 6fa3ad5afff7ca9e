import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PageSource } from '../../core/edit-protocol.ts';
import { BlockOutlines } from './BlockOutlines.tsx';
import { editShortcut, setEditMode, useEditMode } from './edit-mode.ts';
import { InPlaceEditor, type BoxState, type InPlaceTarget } from './InPlaceEditor.tsx';
import { RefusedPanel } from './RefusedPanel.tsx';
import { editLabel } from './labels.ts';
import { SidePanel } from './SidePanel.tsx';
import { entryPartAt, partRange, textBounds } from './text-match.ts';
import { useTextMarkers, type MarkedText } from './text-markers.ts';
import { useEditor } from './use-editor.ts';
import { usePageKey } from './use-page-source.ts';
import { siteFile } from '../../core/routes.ts';
import { usePagePointer } from './use-page-pointer.ts';
import { useSetup } from './setup.ts';
import { useShortcuts } from './use-shortcuts.ts';

/** Where a text (or one part of it) is, in page coordinates, for its outline under the pointer. */
const boxOf = (text: MarkedText, part?: number) => {
  const r =
    (part === undefined ? undefined : partRange(text.node, text.source.parts!, part)?.getBoundingClientRect()) ??
    textBounds(text.node);
  return {
    top: r.top + window.scrollY - 2,
    left: r.left + window.scrollX - 3,
    width: r.width + 6,
    height: r.height + 4,
  };
};

const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;

/**
 * What a box over a text edits: the text as its file writes it, or on a page made from data, one entry's part of it
 * (`part`), which is edited in the file the entry is written in.
 */
function targetOf(text: MarkedText, source: PageSource, part?: number): InPlaceTarget {
  const shown = { node: text.node, element: text.focusable, mark: text.source.path };
  const entry = part === undefined ? undefined : text.source.parts?.[part]?.entry;
  if (!entry) {
    const reach = source.made && `Changes all ${pages(source.made.pages)} made from ${source.file}.`;
    return {
      ...shown,
      file: source.file,
      hash: source.hash,
      path: text.source.path,
      raw: text.source.raw,
      label: editLabel(text.index, source.blocks[text.index]!.type, text.source.path),
      reach,
    };
  }
  const hash =
    entry.file === source.file ? source.hash : (source.made?.files.find((f) => f.file === entry.file)?.hash ?? '');
  const reach =
    `Changes the ${entry.label} in ${entry.file}:${entry.line}, on ` +
    `${entry.pages === 1 ? 'this page' : `the ${pages(entry.pages)} that show it`}.`;
  return {
    ...shown,
    range: partRange(text.node, text.source.parts!, part!),
    file: entry.file,
    hash,
    path: entry.path,
    raw: entry.raw,
    numeric: entry.numeric,
    label: entry.label,
    reach,
  };
}

/** A text open in a box; `id` is its place in its file. */
interface OpenText {
  id: string;
  target: InPlaceTarget;
  /** The text on the page it was opened from, and its entries' parts, each of which can be opened in its place. */
  text: MarkedText;
}

const idOf = (target: InPlaceTarget) => `${target.file}#${target.path.join('.')}`;

/**
 * The page editor of the dev server: a toggle, and in edit mode the blocks' outlines, in-place text editing and the
 * side panel.
 */
export function EditorRoot({ skip, marks }: { skip: HTMLElement; marks: HTMLElement }) {
  const on = useEditMode();
  const key = usePageKey();
  // The page's source and the setup (the block types' fields) are asked for at once: the panel needs both.
  const setup = useSetup(on);
  const editor = useEditor(key, on);
  const source = setup.setup && editor.source;
  // Why the page cannot be edited: its source did not come, or the setup did not.
  const refused = editor.refused.length ? editor.refused : setup.refused;
  const [selected, setSelected] = useState<number>();
  // The site's brand, chosen in the panel instead of a block: a block chosen on the page takes its place.
  const [brand, setBrand] = useState(false);
  const brandOpen = brand && selected === undefined;
  const siteEditor = useEditor(siteFile, on && brandOpen);
  const [open, setOpen] = useState<OpenText[]>([]);
  const [hover, setHover] = useState<ReturnType<typeof boxOf>>();
  const [sheetOpen, setSheetOpen] = useState(false);
  const states = useRef(new Map<string, BoxState>());
  const textOf = useTextMarkers(on ? source : undefined);

  const close = useCallback((id: string) => setOpen((boxes) => boxes.filter((b) => b.id !== id)), []);
  const setState = useCallback(
    (id: string, state: BoxState | undefined) =>
      void (state ? states.current.set(id, state) : states.current.delete(id)),
    [],
  );

  useEffect(() => {
    setSelected(undefined);
    setBrand(false);
    setOpen([]);
  }, [key, on]);
  // The panel takes the right of a wide window: the page moves over rather than hide under it.
  useEffect(() => {
    document.body.classList.toggle('pe-editing', on);
  }, [on]);
  useEffect(() => {
    if (selected !== undefined) setBrand(false);
  }, [selected]);
  // A mistake in the page file is said at the top of the panel: on a phone the sheet opens to say it.
  const mistakes = source?.problems.length ?? 0;
  useEffect(() => {
    if (mistakes) setSheetOpen(true);
  }, [mistakes]);
  useShortcuts(on);

  /**
   * Opens a text (or an entry's part of it) in a box. Words typed and not saved yet come first: their box gets the
   * focus back instead.
   */
  const openText = (text: MarkedText, part?: number) => {
    const focusBox = (id: string) =>
      document.querySelector<HTMLTextAreaElement>(`[data-text-box="${CSS.escape(id)}"] textarea`)?.focus();
    const changed = [...states.current].find(([, state]) => state === 'changed');
    if (changed) return focusBox(changed[0]);
    setSelected(text.index);
    if (!source) return;
    const target = targetOf(text, source, part);
    const id = idOf(target);
    if (states.current.get(id) === 'saving') return focusBox(id);
    // A box whose save is on its way stays until it is done; one left unchanged gives way.
    setOpen((boxes) => [
      ...boxes.filter((b) => b.id !== id && states.current.get(b.id) === 'saving'),
      { id, target, text },
    ]);
  };
  usePagePointer(on && !!source, {
    textOf,
    onClick: (index, text, x, y) =>
      text ? openText(text, text.source.parts && entryPartAt(text.node, text.source.parts, x, y)) : setSelected(index),
    onHover: (text, x, y) =>
      setHover(text && boxOf(text, text.source.parts && entryPartAt(text.node, text.source.parts, x, y))),
    onKey: (text) => openText(text),
  });
  // The panel's props stay the same objects while nothing they show changes (the panel is memoised).
  const select = useCallback((index: number | undefined) => {
    setSelected(index);
    if (index !== undefined) setSheetOpen(true);
  }, []);
  const openBrand = useCallback((open: boolean) => {
    setBrand(open);
    if (open) setSheetOpen(true);
  }, []);
  const leave = useCallback(() => setEditMode(false), []);
  const panelEditor = useMemo(() => source && { ...editor, source }, [editor, source]);
  // The panel follows a click or a save a moment later, in a render the browser can interrupt: the box opens, and
  // the page shows the save, first (the selected block's fields are most of the editor's rendering).
  const panelSource = useDeferredValue(panelEditor);
  const panelSelected = useDeferredValue(selected);

  return (
    <>
      <button
        type="button"
        className="pe-toggle"
        aria-pressed={on}
        aria-keyshortcuts="Alt+Shift+E"
        title={`Edit this page where you see it (${editShortcut})`}
        onClick={() => setEditMode(!on)}
      >
        Edit page
      </button>
      {on &&
        (source || refused.length > 0) &&
        createPortal(
          <a
            className="pe-skip"
            href="#page-editor-panel"
            onClick={(event) => {
              event.preventDefault();
              setSheetOpen(true);
              requestAnimationFrame(() => document.getElementById('page-editor-panel')?.focus());
            }}
          >
            Skip to the page editor
          </a>,
          skip,
        )}
      {on && panelEditor && (
        <>
          {createPortal(
            <>
              <BlockOutlines source={panelEditor.source} selected={selected} onSelect={select} />
              {hover && open.length === 0 && <div className="pe-hover" style={hover} />}
            </>,
            marks,
          )}
          {open.map(({ id, target, text }) => (
            <div key={`${id}@${target.hash}`} data-text-box={id}>
              <InPlaceEditor
                id={id}
                target={target}
                apply={editor.apply}
                onClose={() => close(id)}
                onState={setState}
                alternatives={
                  target.range
                    ? []
                    : (text.source.parts ?? []).flatMap((part, i) =>
                        part.entry
                          ? [
                              {
                                label: `Only “${part.shown}”: the ${part.entry.label}`,
                                open: () => (states.current.delete(id), openText(text, i)),
                              },
                            ]
                          : [],
                      )
                }
              />
            </div>
          ))}
          <SidePanel
            editor={panelSource ?? panelEditor}
            selected={panelSelected}
            onSelect={select}
            brand={brandOpen ? siteEditor : undefined}
            onBrand={openBrand}
            onClose={leave}
            sheetOpen={sheetOpen}
            onSheet={setSheetOpen}
          />
        </>
      )}
      {on && !source && refused.length > 0 && <RefusedPanel problems={refused} onClose={leave} />}
    </>
  );
}
