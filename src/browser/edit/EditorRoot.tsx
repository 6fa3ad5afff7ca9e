import { useCallback, useEffect, useRef, useState } from 'react';
import { BlockOutlines } from './BlockOutlines.tsx';
import { editShortcut, setEditMode, useEditMode } from './edit-mode.ts';
import { InPlaceEditor, type InPlaceTarget } from './InPlaceEditor.tsx';
import { RefusedPanel } from './RefusedPanel.tsx';
import { editLabel } from './labels.ts';
import { SidePanel } from './SidePanel.tsx';
import { textBounds, type MatchedText } from './text-match.ts';
import { useEditor } from './use-editor.ts';
import { usePageKey } from './use-page-source.ts';
import { usePagePointer } from './use-page-pointer.ts';
import { useShortcuts } from './use-shortcuts.ts';

const boxOf = (text: MatchedText) => {
  const r = textBounds(text.node);
  return { top: r.top + window.scrollY - 2, left: r.left + window.scrollX - 3, width: r.width + 6, height: r.height + 4 };
};

/** The page editor of the dev server: a toggle, and in edit mode the blocks' outlines, in-place text editing and the side panel. */
export function EditorRoot() {
  const on = useEditMode();
  const key = usePageKey();
  const editor = useEditor(key, on);
  const { source } = editor;
  const [selected, setSelected] = useState<number>();
  const [inPlace, setInPlace] = useState<InPlaceTarget>();
  const [hover, setHover] = useState<ReturnType<typeof boxOf>>();
  const dirty = useRef(false);
  const onDirty = useCallback((value: boolean) => void (dirty.current = value), []);
  const close = useCallback(() => {
    dirty.current = false;
    setInPlace(undefined);
  }, []);

  useEffect(() => {
    setSelected(undefined);
    close();
  }, [key, on, close]);
  // The panel takes the right of the window: the page moves over rather than hide under it.
  useEffect(() => {
    document.body.classList.toggle('pe-editing', on);
  }, [on]);
  useShortcuts(on, editor);
  usePagePointer(on ? source : undefined, {
    onClick: (index, text) => {
      // A text with changes not saved yet stays open: Enter saves it, Escape drops it.
      if (dirty.current) return document.querySelector<HTMLElement>('.pe-inplace-box')?.focus();
      setSelected(index);
      if (text && source) setInPlace({ node: text.node, source: text.source, label: editLabel(index, source.blocks[index]!.type, text.source.path), hash: source.hash });
    },
    onHover: (text) => setHover(text && boxOf(text)),
  });

  return (
    <>
      <button type="button" className="pe-toggle" aria-pressed={on} aria-keyshortcuts="Alt+Shift+E" title={`Edit this page where you see it (${editShortcut})`} onClick={() => setEditMode(!on)}>
        Edit page
      </button>
      {on && source && (
        <>
          <BlockOutlines source={source} selected={selected} onSelect={setSelected} />
          {hover && !inPlace && <div className="pe-hover" style={hover} />}
          {inPlace && <InPlaceEditor key={`${inPlace.source.path.join('.')}@${inPlace.hash}`} target={inPlace} apply={editor.apply} onClose={close} onDirty={onDirty} />}
          <SidePanel editor={{ ...editor, source }} selected={selected} onSelect={setSelected} onClose={() => setEditMode(false)} />
        </>
      )}
      {on && !source && editor.refused.length > 0 && <RefusedPanel problems={editor.refused} onClose={() => setEditMode(false)} />}
    </>
  );
}
