import { isCollection, isMap, isPair, isScalar, isSeq, stringify, type Node } from 'yaml';
import { blankBetween, entryExtents, eolOf, type Extent } from './entry-extents.ts';
import type { DataPath } from '../../core/edit-protocol.ts';
import { cannotWrite, EditError } from './edit-error.ts';
import { nodeAt, readYaml } from './yaml-source.ts';

// Lists and maps written in block style are changed by moving whole lines, so every other byte stays where it was.
// One written in [ ] or { } is written again from its new value: only its own characters change.

const splice = (text: string, start: number, end: number, insert = '') =>
  text.slice(0, start) + insert + text.slice(end);
const withEol = (text: string, at: number) => (at > 0 && text[at - 1] !== '\n' ? eolOf(text) : '');

interface Parent {
  node: Node;
  index: number;
  extents?: Extent[];
}

/** The list or map holding the entry at `path`, the entry's index in it, and (in block style) where its entries lie. */
function parentOf(text: string, path: DataPath): Parent {
  const source = readYaml(text);
  const node = nodeAt(source, path.slice(0, -1));
  const last = path.at(-1);
  const index =
    isSeq(node) && typeof last === 'number' && last < node.items.length
      ? last
      : isMap(node)
        ? node.items.findIndex((p) => isPair(p) && isScalar(p.key) && p.key.value === last)
        : -1;
  if (!node || index < 0) throw new EditError('edit-place-gone', {});
  return { node, index, extents: isCollection(node) && node.flow ? undefined : entryExtents(text, node) };
}

/** Writes a [ ] or { } collection again with `change` made to its value. */
function rewriteFlow(text: string, node: Node, change: (value: unknown[] | Record<string, unknown>) => void): string {
  const value = node.toJSON() as unknown[] | Record<string, unknown>;
  change(value);
  const written = stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trimEnd();
  return splice(text, node.range![0], node.range![1], written);
}

/** Removes a field of a map or an item of a list, with its comment lines just above it. */
export function removeEntry(text: string, path: DataPath): string {
  const { node, index, extents } = parentOf(text, path);
  if (!extents)
    return rewriteFlow(text, node, (v) => (Array.isArray(v) ? v.splice(index, 1) : delete v[String(path.at(-1))]));
  if (extents[index]!.onDash) throw cannotWrite("A list item's first field cannot be removed from the page");
  let { start, end } = extents[index]!;
  // Blank lines set entries apart: the ones after it go with it, or for the last entry the ones before it.
  const next = extents[index + 1];
  const previous = extents[index - 1];
  if (next) end = Math.max(end, blankRunEnd(text, end, next.start));
  else if (previous) start = Math.min(start, blankRunStart(text, previous.end, start));
  return splice(text, start, end);
}

/** Moves a list item one place up or down: the two items' lines change places, the blank lines between them stay. */
export function moveItem(text: string, path: DataPath, by: -1 | 1): string {
  const { node, index, extents } = parentOf(text, path);
  const other = index + by;
  if (!isSeq(node) || other < 0 || other >= node.items.length) throw new EditError('edit-place-gone', {});
  if (!extents)
    return rewriteFlow(text, node, (v) => (v as unknown[]).splice(other, 0, ...(v as unknown[]).splice(index, 1)));
  const [a, b] = by < 0 ? [extents[other]!, extents[index]!] : [extents[index]!, extents[other]!];
  return (
    text.slice(0, a.start) +
    text.slice(b.start, b.end) +
    text.slice(a.end, b.start) +
    text.slice(a.start, a.end) +
    text.slice(b.end)
  );
}

/**
 * Adds an item at the end of the list at `path`: `value` if given, else a copy of the list's last item (written in
 * block style, a copy of its lines). A list written one item per line always has one to copy.
 */
export function appendItem(text: string, path: DataPath, value?: unknown): string {
  const node = nodeAt(readYaml(text), path);
  if (!isSeq(node)) throw new EditError('edit-not-a-single-value', {});
  const last = node.items.length - 1;
  if (node.flow)
    return rewriteFlow(text, node, (v) => (v as unknown[]).push(value ?? structuredClone((v as unknown[])[last])));
  const extents = entryExtents(text, node);
  // The item itself, from its dash: its comment lines are about it, not about the copy.
  const { line, end } = extents[last]!;
  return appendLines(text, extents, text.slice(line, end));
}

/** Inserts a list item written as YAML at column 0 (a block's example) at `index` of the list at `path`. */
export function insertItem(text: string, path: DataPath, index: number, yaml: string): string {
  const node = nodeAt(readYaml(text), path);
  if (!isSeq(node) || node.flow)
    throw cannotWrite('Blocks can be added only to a list of blocks written one per line, as pages are');
  const extents = entryExtents(text, node);
  if (index < 0 || index > extents.length || extents.length === 0) throw new EditError('edit-place-gone', {});
  const eol = eolOf(text);
  const pad = ' '.repeat(extents[0]!.col);
  const lines = yaml
    .replace(/^(\s*(#.*)?\r?\n)*/, '')
    .trimEnd()
    .split(/\r?\n/);
  const item =
    lines.map((line, i) => (line.trim() === '' ? '' : `${pad}${i === 0 ? '- ' : '  '}${line}`)).join(eol) + eol;
  if (index === extents.length) return appendLines(text, extents, item);
  const at = extents[index]!.start;
  return splice(text, at, at, item + (blankBetween(text, extents) ? eol : ''));
}

/** Adds a field after the last field of the map at `path`. */
export function addField(text: string, path: DataPath, key: string, value: unknown): string {
  const node = nodeAt(readYaml(text), path);
  if (!isMap(node)) throw new EditError('edit-not-a-single-value', {});
  if (node.flow || node.items.length === 0)
    return rewriteFlow(text, node, (v) => void ((v as Record<string, unknown>)[key] = value));
  const extents = entryExtents(text, node);
  const pad = ' '.repeat(extents[0]!.col);
  const eol = eolOf(text);
  const lines = stringify({ [key]: value }, { lineWidth: 0 })
    .trimEnd()
    .split('\n');
  const end = extents.at(-1)!.end;
  return splice(text, end, end, withEol(text, end) + lines.map((line) => (line ? pad + line : line)).join(eol) + eol);
}

/** Appends lines after the last entry, set apart by a blank line when the entries are. */
function appendLines(text: string, extents: readonly Extent[], lines: string): string {
  const end = extents.at(-1)!.end;
  const eol = eolOf(text);
  return splice(
    text,
    end,
    end,
    withEol(text, end) + (blankBetween(text, extents) ? eol : '') + lines.replace(/\r?\n?$/, eol),
  );
}

/** The end of the blank lines from `from` (not past `limit`). */
function blankRunEnd(text: string, from: number, limit: number): number {
  let end = from;
  for (let at = from; at < limit; ) {
    const next = text.indexOf('\n', at) + 1 || text.length;
    if (text.slice(at, next).trim() !== '') break;
    end = at = next;
  }
  return end;
}

/** The start of the blank lines that end at `to` (not before `limit`). */
function blankRunStart(text: string, limit: number, to: number): number {
  let start = to;
  while (start > limit) {
    const above = text.lastIndexOf('\n', start - 2) + 1;
    if (above < limit || text.slice(above, start).trim() !== '') break;
    start = above;
  }
  return start;
}
