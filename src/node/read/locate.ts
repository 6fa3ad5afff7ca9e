import { isMap, isNode, isPair, isScalar, isSeq, LineCounter, type Document, type Node } from 'yaml';
import type { Span } from '../report/problem.ts';

export interface Located {
  /** The node of the value at the path, or of its nearest existing parent. */
  node: Node | undefined;
  /** True when the path itself exists (false: a missing key, pointed at its parent). */
  exact: boolean;
}

/** A file's text with the start of each line, to turn offsets into line and column. */
export interface Lines {
  text: string;
  lineCounter: LineCounter;
}

/**
 * Line starts counted from the text itself. The parser's own count skips the line breaks inside some tokens after a
 * syntax error, which moved every later position down the file, even past its end.
 */
export function linesOf(text: string): Lines {
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineCounter.addNewLine(at + 1);
  return { text, lineCounter };
}

/** The text of one line (1-based), without its line break. */
export function lineText({ text, lineCounter }: Lines, line: number): string {
  const start = lineCounter.lineStarts[line - 1] ?? text.length;
  const next = lineCounter.lineStarts[line];
  return text.slice(start, next === undefined ? text.length : next - 1);
}

/**
 * The span from offset `start` to `end`, inside the file and on the start's line: a value that goes on to later
 * lines is underlined by its first character, and an empty one at the end of a line by nothing.
 */
export function spanAt({ text, lineCounter }: Lines, start: number, end: number): Span {
  const from = Math.min(Math.max(start, 0), text.length);
  const at = lineCounter.linePos(from);
  const next = lineCounter.lineStarts[at.line];
  const lineEnd = next === undefined ? text.length : next - 1;
  const wanted = Math.max(end, from + 1);
  const to = Math.min(wanted <= lineEnd ? wanted : from + 1, lineEnd);
  return { line: at.line, col: at.col, endLine: at.line, endCol: at.col + to - from };
}

/** The YAML node at a data path, or the nearest parent that exists. */
export function nodeAt(doc: Document, path: readonly PropertyKey[]): Located {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node)) return { node, exact: depth === path.length };
  }
  return { node: undefined, exact: false };
}

/** The key node of `key` in the map at `path` (for unknown fields: underline the key itself). */
export function keyNodeAt(doc: Document, path: readonly PropertyKey[], key: string): Node | undefined {
  const map = doc.getIn(path as unknown[], true);
  if (!isMap(map)) return undefined;
  const pair = map.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
  return pair && isNode(pair.key) ? pair.key : undefined;
}

/** A node's span; a map or list is underlined on its first line only. */
export function spanOf(node: Node | undefined, lines: Lines): Span {
  if (!node?.range) return { line: 1, col: 1, endLine: 1, endCol: 1 };
  const [start, valueEnd] = node.range;
  const firstChild = isMap(node) || isSeq(node) ? node.items[0] : undefined;
  const childNode = isPair(firstChild) ? firstChild.key : firstChild;
  return spanAt(lines, start, isNode(childNode) && childNode.range ? childNode.range[1] : valueEnd);
}
