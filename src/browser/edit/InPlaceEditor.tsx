import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { DataPath, EditProblem } from '../../core/edit-protocol.ts';
import { ProblemNote } from './ProblemNote.tsx';
import { followFocus } from './text-markers.ts';
import { textBounds } from './text-match.ts';
import type { Editor } from './use-editor.ts';

/** What a box edits, and where it stands on the page. */
export interface InPlaceTarget {
  /**
   * The text on the page, and the element that takes the focus for it (it, or the link it is in): the focus goes back
   * there when the box is done.
   */
  node: Text;
  element: HTMLElement;
  /** Where the page's text is in its page file: the focus follows it to a new element that shows it after a save. */
  mark: DataPath;
  /** The part of the text the box edits, when it is not all of it (an entry's part, on a page made from data). */
  range?: Range;
  /**
   * The file it is written in, and the text of it the page showed when editing began: a save from it is refused if the
   * file has changed since, outside this tab.
   */
  file: string;
  hash: string;
  path: DataPath;
  /** As written, with {placeholders}; a number's digits. */
  raw: string;
  numeric?: boolean;
  label: string;
  /** What else a save changes, said under the box ("Changes all 8 pages made from …"). */
  reach?: string;
}

/** What an open box holds: changes not saved yet (a click elsewhere comes back here), a save on its way, or neither. */
export type BoxState = 'clean' | 'changed' | 'saving';

/** The part of the window the page has: left of the side panel on a wide screen, all of it on a small one. */
function pageWidth(): number {
  const panel = document.querySelector('.pe-panel');
  const beside =
    panel &&
    getComputedStyle(panel).position === 'fixed' &&
    panel.getBoundingClientRect().left > 0 &&
    panel.getBoundingClientRect().top <= 0;
  return beside ? panel.getBoundingClientRect().left : document.documentElement.clientWidth;
}

/**
 * Where the text is on the page, in page coordinates, and how it looks, so the box sits over it in its own type and
 * width, on screen.
 */
function placeOf({ node, range }: InPlaceTarget) {
  const r = range?.getBoundingClientRect() ?? textBounds(node);
  const parent = node.parentElement!;
  const style = getComputedStyle(parent);
  // A heading or paragraph lends the box its full width, so the words wrap as they do on the page; an entry's part its
  // own.
  const line = style.display === 'inline' || range ? r : parent.getBoundingClientRect();
  const room = pageWidth() - 16;
  // Room for the words as they stand, and a little more for those typed (an entry's part is often one short word).
  const width = Math.min(
    Math.max(Math.max(r.right, line.right) - Math.min(r.left, line.left) + (range ? 48 : 12), 220),
    room,
  );
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

/** The value to save: a number's digits are saved as a number, as it was written. */
const valueOf = (target: InPlaceTarget, text: string) =>
  target.numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

interface InPlaceProps {
  target: InPlaceTarget;
  apply: Editor['apply'];
  onClose: () => void;
  /** Names the box in `onState`. */
  id: string;
  /** What the box holds, reported as it changes, and `undefined` once it is gone. */
  onState: (id: string, state: BoxState | undefined) => void;
  /** Other things to edit in its place: on a page made from data, each entry's part of the text alone. */
  alternatives?: Array<{ label: string; open: () => void }>;
}

/**
 * A text being edited where it stands: a box over it with its words as written ({phone} stays {phone}). Enter saves,
 * Shift+Enter starts a new line, Escape cancels; either way the focus goes back to the text on the page, so Tab goes on
 * to the next. While it saves, the box keeps its words and takes no more typing, and another text can be opened; a
 * refused save keeps the box open, with the reason under it and the words to fix.
 */
export function InPlaceEditor({ id, target, apply, onClose, onState, alternatives = [] }: InPlaceProps) {
  const [value, setValue] = useState(target.raw);
  const [problems, setProblems] = useState<EditProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [place, setPlace] = useState(() => placeOf(target));
  const box = useRef<HTMLTextAreaElement>(null);
  const helpId = useId();
  const reachId = useId();
  const problemId = useId();

  useEffect(() => {
    box.current?.focus();
    box.current?.setSelectionRange(target.raw.length, target.raw.length);
    const onResize = () => setPlace(placeOf(target));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [target]);

  useEffect(
    () => onState(id, saving ? 'saving' : value !== target.raw ? 'changed' : 'clean'),
    [id, value, saving, target, onState],
  );
  // The state goes with the box: React may run an effect of its last render after it was closed, but never after this.
  useEffect(() => () => onState(id, undefined), [id, onState]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value, place]);

  /** The focus back on the text on the page (marked again after a save, it is the same element). */
  const giveBack = () => {
    target.element.focus({ preventScroll: true });
    followFocus(target.mark, target.element);
  };

  const commit = async () => {
    if (value === target.raw) return (giveBack(), onClose());
    if (saving) return;
    setSaving(true);
    // At once, not when the save answers: Tab goes on to the next text while this one saves.
    giveBack();
    const refused = await apply({ kind: 'set', path: target.path, value: valueOf(target, value) }, target.label, {
      file: target.file,
      hash: target.hash,
    });
    setSaving(false);
    if (!refused.length) return onClose();
    setProblems(refused);
    // Back to the words to fix, unless the editor has gone on to another text meanwhile (its box says it is waiting).
    if (document.activeElement === target.element || document.activeElement === document.body) box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      giveBack();
      onClose();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void commit();
    }
  };
  // Left unchanged, the box closes when the focus leaves it for the page or the panel; with changes, it waits for Enter
  // or Escape.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (
      !event.currentTarget.contains(event.relatedTarget as Node | null) &&
      value === target.raw &&
      !problems.length &&
      !saving
    )
      onClose();
  };

  const { top, left, width, ...type } = place;
  return (
    <div className="pe-inplace" style={{ top, left, width }} data-saving={saving || undefined} onBlur={onBlur}>
      <textarea
        ref={box}
        className="pe-inplace-box"
        style={type}
        rows={1}
        value={value}
        readOnly={saving}
        aria-label={`Edit ${target.label}`}
        aria-describedby={[problems.length ? problemId : '', helpId, target.reach ? reachId : '']
          .filter(Boolean)
          .join(' ')}
        aria-invalid={problems.length > 0}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={helpId} className="pe-inplace-help" aria-live="polite">
        {saving ? 'Saving…' : 'Enter saves · Shift+Enter new line · Escape cancels'}
      </p>
      {target.reach && (
        <p id={reachId} className="pe-inplace-reach">
          {target.reach}
        </p>
      )}
      {alternatives.length > 0 && value === target.raw && !saving && (
        <div className="pe-inplace-also">
          {alternatives.map((a) => (
            <button key={a.label} type="button" className="pe-button" onClick={a.open}>
              {a.label}
            </button>
          ))}
        </div>
      )}
      <ProblemNote id={problemId} problems={problems} onReload={() => window.location.reload()} />
    </div>
  );
}
