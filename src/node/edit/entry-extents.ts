import { isMap, isPair, isSeq, type CST, type Node } from 'yaml';
import { cannotWrite, EditError } from './edit-error.ts';

/**
 * Where one entry of a block list or map lies in the text, whole lines: its comment lines just above it, itself, and
 * what is nested in it.
 */
export interface Extent {
  start: number;
  /** The start of the line of its dash or key (after its comment lines). */
  line: number;
  end: number;
  /** The column of its dash or key. */
  col: number;
  /** A list item's first field, on the line of the item's dash: its lines are the item's too. */
  onDash: boolean;
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
const nextLine = (text: string, offset: number) => {
  const at = text.indexOf('\n', offset);
  return at < 0 ? text.length : at + 1;
};
const lineAt = (text: string, start: number) => text.slice(start, nextLine(text, start)).replace(/\r?\n$/, '');
const isBlank = (line: string) => line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

/** The extent of the entry whose dash or key is at `anchor`. */
function extentAt(text: string, anchor: number, continues: (line: string, col: number) => boolean): Extent {
  const first = lineStart(text, anchor);
  const col = anchor - first;
  const before = text.slice(first, anchor);
  const onDash = /^[ -]*-\s+$/.test(before);
  if (before.trim() !== '' && !onDash)
    throw cannotWrite('This list is written in a compact form the page editor cannot change');
  let start = onDash ? anchor : first;
  for (let above = lineStart(text, start - 1); start > 0 && !onDash; above = lineStart(text, start - 1)) {
    const line = lineAt(text, above);
    if (indentOf(line) !== col || !line.trimStart().startsWith('#')) break;
    start = above;
  }
  let end = nextLine(text, anchor);
  for (let at = end; at < text.length; at = nextLine(text, at)) {
    const line = lineAt(text, at);
    if (isBlank(line)) continue;
    if (indentOf(line) < col || (indentOf(line) === col && !continues(line, col))) break;
    end = nextLine(text, at);
  }
  return { start, line: onDash ? anchor : first, end, col, onDash };
}

/** The extents of the entries of a list or map written in block style (not [ ] or { }), in order. */
export function entryExtents(text: string, collection: Node): Extent[] {
  if (isSeq(collection)) {
    const token = collection.srcToken as CST.BlockSequence;
    return token.items.map((item) => {
      const dash = item.start.find((t) => t.type === 'seq-item-ind');
      if (!dash) throw cannotWrite('This list item has no dash the page editor can find');
      // Inside an item, lines at the dash's column belong to the next item; nothing continues there.
      return extentAt(text, dash.offset, () => false);
    });
  }
  if (isMap(collection)) {
    return collection.items.map((pair) => {
      const key = isPair(pair) && (pair.key as Node | null)?.range;
      if (!key) throw cannotWrite('This field has no name the page editor can find');
      // A list may be written at its key's column: "items:" then "- a" under it.
      return extentAt(text, key[0], (line) => isSeq(pair.value) && /^\s*-(\s|$)/.test(line));
    });
  }
  throw new EditError('edit-not-a-single-value', {});
}

/** Whether the entries are set apart by blank lines (then a new one is too). */
export function blankBetween(text: string, extents: readonly Extent[]): boolean {
  return extents.length > 1 && text.slice(extents[0]!.end, extents[1]!.start).split('\n').slice(0, -1).some(isBlank);
}

/** The file's line break: CRLF files stay CRLF. */
export const eolOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');
