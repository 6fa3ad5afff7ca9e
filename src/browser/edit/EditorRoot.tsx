import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BlockOutlines } from './BlockOutlines.tsx';
import { editShortcut, setEditMode, useEditMode } from './edit-mode.ts';
import { InPlaceEditor, type BoxState, type InPlaceTarget } from './InPlaceEditor.tsx';
import { RefusedPanel } from './RefusedPanel.tsx';
import { editLabel } from './labels.ts';
import { SidePanel } from './SidePanel.tsx';
import { textBounds } from './text-match.ts';
import { useTextMarkers, type MarkedText } from './text-markers.ts';
import { useEditor } from './use-editor.ts';
import { usePageKey } from './use-page-source.ts';
import { siteFile } from '../../core/routes.ts';
import { usePagePointer } from './use-page-pointer.ts';
import { useShortcuts } from './use-shortcuts.ts';

const boxOf = (text: MarkedText) => {
  const r = textBounds(text.node);
  return { top: r.top + window.scrollY - 2, left: r.left + window.scrollX - 3, width: r.width + 6, height: r.height + 4 };
};

/** A text open in a box; `id` is its place in the file. */
interface OpenText {
  id: string;
  target: InPlaceTarget;
}

/** The page editor of the dev server: a toggle, and in edit mode the blocks' outlines, in-place text editing and the side panel. */
export function EditorRoot({ skip, marks }: { skip: HTMLElement; marks: HTMLElement }) {
  const on = useEditMode();
  const key = usePageKey();
  const editor = useEditor(key, on);
  const { source } = editor;
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
  const setState = useCallback((id: string, state: BoxState | undefined) => void (state ? states.current.set(id, state) : states.current.delete(id)), []);

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
  useShortcuts(on, brandOpen ? siteEditor : editor);

  /** Opens a text in a box. Words typed and not saved yet come first: their box gets the focus back instead. */
  const openText = (text: MarkedText) => {
    const focusBox = (id: string) => document.querySelector<HTMLTextAreaElement>(`[data-text-box="${CSS.escape(id)}"] textarea`)?.focus();
    const changed = [...states.current].find(([, state]) => state === 'changed');
    if (changed) return focusBox(changed[0]);
    setSelected(text.index);
    if (!source) return;
    const id = text.source.path.join('.');
    if (states.current.get(id) === 'saving') return focusBox(id);
    const target = { node: text.node, source: text.source, label: editLabel(text.index, source.blocks[text.index]!.type, text.source.path), hash: source.hash };
    // A box whose save is on its way stays until it is done; one left unchanged gives way.
    setOpen((boxes) => [...boxes.filter((b) => b.id !== id && states.current.get(b.id) === 'saving'), { id, target }]);
  };
  usePagePointer(on && !!source, {
    textOf,
    onClick: (index, text) => (text ? openText(text) : setSelected(index)),
    onHover: (text) => setHover(text && boxOf(text)),
    onKey: openText,
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

  return (
    <>
      <button type="button" className="pe-toggle" aria-pressed={on} aria-keyshortcuts="Alt+Shift+E" title={`Edit this page where you see it (${editShortcut})`} onClick={() => setEditMode(!on)}>
        Edit page
      </button>
      {on && (source || editor.refused.length > 0) &&
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
          {open.map(({ id, target }) => (
            <div key={`${id}@${target.hash}`} data-text-box={id}>
              <InPlaceEditor id={id} target={target} apply={editor.apply} onClose={() => close(id)} onState={setState} />
            </div>
          ))}
          <SidePanel editor={panelEditor} selected={selected} onSelect={select} brand={brandOpen ? siteEditor : undefined} onBrand={openBrand} onClose={leave} sheetOpen={sheetOpen} onSheet={setSheetOpen} />
        </>
      )}
      {on && !source && editor.refused.length > 0 && <RefusedPanel problems={editor.refused} onClose={leave} />}
    </>
  );
}
