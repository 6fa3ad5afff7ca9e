import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EditProblem, TextSource } from '../../core/edit-protocol.ts';
import { ProblemNote } from './ProblemNote.tsx';
import { textBounds } from './text-match.ts';
import type { Editor } from './use-editor.ts';

export interface InPlaceTarget {
  node: Text;
  source: TextSource;
  label: string;
  /** The text the page showed when editing began: a save from it is refused if the file has changed since, outside this tab. */
  hash: string;
}

/** What an open box holds: changes not saved yet (a click elsewhere comes back here), a save on its way, or neither. */
export type BoxState = 'clean' | 'changed' | 'saving';

/** The part of the window the page has: left of the side panel on a wide screen, all of it on a small one. */
function pageWidth(): number {
  const panel = document.querySelector('.pe-panel');
  const beside = panel && getComputedStyle(panel).position === 'fixed' && panel.getBoundingClientRect().left > 0 && panel.getBoundingClientRect().top <= 0;
  return beside ? panel.getBoundingClientRect().left : document.documentElement.clientWidth;
}

/** Where the text is on the page, in page coordinates, and how it looks, so the box sits over it in its own type and width, on screen. */
function placeOf(node: Text) {
  const r = textBounds(node);
  const parent = node.parentElement!;
  const style = getComputedStyle(parent);
  // A heading or paragraph lends the box its full width, so the words wrap as they do on the page.
  const line = style.display === 'inline' ? r : parent.getBoundingClientRect();
  const room = pageWidth() - 16;
  const width = Math.min(Math.max(Math.max(r.right, line.right) - Math.min(r.left, line.left) + 12, 220), room);
  const left = Math.max(8, Math.min(Math.min(r.left, line.left) - 6, room + 8 - width));
  return {
    top: r.top + window.scrollY - 4,
    left: left + window.scrollX,
    width,
    font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} / ${style.lineHeight} ${style.fontFamily}`,
    textAlign: style.textAlign as 'left',
    letterSpacing: style.letterSpacing,
  };
}

interface InPlaceProps {
  target: InPlaceTarget;
  apply: Editor['apply'];
  onClose: () => void;
  /** Names the box in `onState`. */
  id: string;
  /** What the box holds, reported as it changes, and `undefined` once it is gone. */
  onState: (id: string, state: BoxState | undefined) => void;
}

/**
 * A text being edited where it stands: a box over it with its words as written ({phone} stays {phone}). Enter saves,
 * Shift+Enter starts a new line, Escape cancels. While it saves, the box keeps its words and takes no more typing, and
 * another text can be opened; a refused save keeps the box open, with the reason under it and the words to fix.
 */
export function InPlaceEditor({ id, target, apply, onClose, onState }: InPlaceProps) {
  const [value, setValue] = useState(target.source.raw);
  const [problems, setProblems] = useState<EditProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [place, setPlace] = useState(() => placeOf(target.node));
  const box = useRef<HTMLTextAreaElement>(null);
  const helpId = useId();
  const problemId = useId();

  useEffect(() => {
    box.current?.focus();
    box.current?.setSelectionRange(target.source.raw.length, target.source.raw.length);
    const onResize = () => setPlace(placeOf(target.node));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [target]);

  useEffect(() => onState(id, saving ? 'saving' : value !== target.source.raw ? 'changed' : 'clean'), [id, value, saving, target, onState]);
  // The state goes with the box: React may run an effect of its last render after it was closed, but never after this.
  useEffect(() => () => onState(id, undefined), [id, onState]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value, place]);

  const commit = async () => {
    if (value === target.source.raw) return onClose();
    if (saving) return;
    setSaving(true);
    const refused = await apply({ kind: 'set', path: target.source.path, value }, target.label, target.hash);
    setSaving(false);
    if (refused.length) return setProblems(refused);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void commit();
    }
  };

  const { top, left, width, ...type } = place;
  return (
    <div className="pe-inplace" style={{ top, left, width }} data-saving={saving || undefined}>
      <textarea
        ref={box}
        className="pe-inplace-box"
        style={type}
        rows={1}
        value={value}
        readOnly={saving}
        aria-label={`Edit ${target.label}`}
        aria-describedby={problems.length ? `${problemId} ${helpId}` : helpId}
        aria-invalid={problems.length > 0}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        // Left unchanged, the box closes when the editor clicks elsewhere; with changes, it waits for Enter or Escape.
        onBlur={() => value === target.source.raw && !problems.length && !saving && onClose()}
      />
      <p id={helpId} className="pe-inplace-help" aria-live="polite">
        {saving ? 'Saving…' : 'Enter saves · Shift+Enter new line · Escape cancels'}
      </p>
      <ProblemNote id={problemId} problems={problems} onReload={() => window.location.reload()} />
    </div>
  );
}
