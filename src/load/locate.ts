import { isMap, isNode, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { Span } from './problem.ts';

export interface Located {
  /** The node of the value at the path, or of its nearest existing parent. */
  node: Node | undefined;
  /** True when the path itself exists (false: a missing key, pointed at its parent). */
  exact: boolean;
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
export function spanOf(node: Node | undefined, lineCounter: LineCounter): Span {
  if (!node?.range) return { line: 1, col: 1, endLine: 1, endCol: 1 };
  const [start, valueEnd] = node.range;
  const from = lineCounter.linePos(start);
  const firstChild = isMap(node) || isSeq(node) ? node.items[0] : undefined;
  const childNode = isPair(firstChild) ? firstChild.key : firstChild;
  const end = isNode(childNode) && childNode.range ? childNode.range[1] : valueEnd;
  const to = lineCounter.linePos(Math.max(end, start + 1));
  return to.line === from.line
    ? { line: from.line, col: from.col, endLine: to.line, endCol: to.col }
    : { line: from.line, col: from.col, endLine: from.line, endCol: from.col + 1 };
}
