import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EditProblem, TextSource } from '../../core/edit-protocol.ts';
import { ProblemNote } from './ProblemNote.tsx';
import { textBounds } from './text-match.ts';
import type { Editor } from './use-editor.ts';

export interface InPlaceTarget {
  node: Text;
  source: TextSource;
  label: string;
  /** The text the page showed when editing began: a save from it is refused if the file has changed since. */
  hash: string;
}

/** Where the text is on the page, in page coordinates, and how it looks, so the box sits over it in its own type and width. */
function placeOf(node: Text) {
  const r = textBounds(node);
  const parent = node.parentElement!;
  const style = getComputedStyle(parent);
  // A heading or paragraph lends the box its full width, so the words wrap as they do on the page.
  const line = style.display === 'inline' ? r : parent.getBoundingClientRect();
  const left = Math.min(r.left, line.left);
  return {
    top: r.top + window.scrollY - 4,
    left: left + window.scrollX - 6,
    width: Math.max(Math.max(r.right, line.right) - left + 12, 220),
    font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} / ${style.lineHeight} ${style.fontFamily}`,
    textAlign: style.textAlign as 'left',
    letterSpacing: style.letterSpacing,
  };
}

/**
 * A text being edited where it stands: a box over it with its words as written ({phone} stays {phone}). Enter saves,
 * Shift+Enter starts a new line, Escape cancels. A refused save keeps the box open, with the reason under it.
 */
export function InPlaceEditor({ target, apply, onClose, onDirty }: { target: InPlaceTarget; apply: Editor['apply']; onClose: () => void; onDirty: (dirty: boolean) => void }) {
  const [value, setValue] = useState(target.source.raw);
  const [problems, setProblems] = useState<EditProblem[]>([]);
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

  useEffect(() => onDirty(value !== target.source.raw), [value, target, onDirty]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value, place]);

  const saving = useRef(false);
  const commit = async () => {
    if (value === target.source.raw) return onClose();
    // A second Enter while the first is saving would be refused as a change on disk: the first one's.
    if (saving.current) return;
    saving.current = true;
    const refused = await apply({ kind: 'set', path: target.source.path, value }, target.label, target.hash);
    saving.current = false;
    if (refused.length) return setProblems(refused);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void commit();
    }
  };

  const { top, left, width, ...type } = place;
  return (
    <div className="pe-inplace" style={{ top, left, width }}>
      <textarea
        ref={box}
        className="pe-inplace-box"
        style={type}
        rows={1}
        value={value}
        aria-label={`Edit ${target.label}`}
        aria-describedby={problems.length ? `${problemId} ${helpId}` : helpId}
        aria-invalid={problems.length > 0}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        // Left unchanged, the box closes when the editor clicks elsewhere; with changes, it waits for Enter or Escape.
        onBlur={() => value === target.source.raw && !problems.length && onClose()}
      />
      <p id={helpId} className="pe-inplace-help">
        Enter saves · Shift+Enter new line · Escape cancels
      </p>
      <ProblemNote id={problemId} problems={problems} onReload={() => window.location.reload()} />
    </div>
  );
}
