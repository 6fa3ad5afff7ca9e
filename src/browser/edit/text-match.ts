import type { BlockSource, TextPart, TextSource } from '../../core/edit-protocol.ts';

// Which text on the page comes from which field, found without any help from the block components: within a block's
// element, the text nodes whose text is one of the block's texts as shown (placeholders filled in), taken in order.
// The match reads the page's structure, never where things are on the screen.

export interface MatchedText {
  node: Text;
  source: TextSource;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function blockElement(index: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#main [data-block-index="${index}"]`);
}

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (squash(n.nodeValue ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

/**
 * The block's texts that are on the page, each with its text node. A text shown differently (a number with its unit) is
 * left to the side panel.
 */
export function matchTexts(element: Element, block: BlockSource): MatchedText[] {
  const nodes = textNodes(element);
  const used = new Set<number>();
  const matched: MatchedText[] = [];
  let cursor = 0;
  for (const source of block.texts) {
    const wanted = squash(source.shown);
    if (!wanted) continue;
    const fits = (i: number) => !used.has(i) && squash(nodes[i]!.nodeValue ?? '') === wanted;
    // The next one in order first: the same words can be in a block twice (a button label and a heading).
    let at = nodes.findIndex((_, i) => i >= cursor && fits(i));
    if (at < 0) at = nodes.findIndex((_, i) => fits(i));
    if (at < 0) continue;
    used.add(at);
    cursor = at + 1;
    matched.push({ node: nodes[at]!, source });
  }
  return matched;
}

export function textBounds(node: Text): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/** Whether a point is on the characters of a range (within 2 px), not beside them. */
const onRange = (range: Range, x: number, y: number) =>
  [...range.getClientRects()].some(
    (r) => r.width > 0 && x >= r.left - 2 && x <= r.right + 2 && y >= r.top - 2 && y <= r.bottom + 2,
  );

/**
 * Whether a click inside the text's own element is on its characters, not beside them (a question's arrow opens it).
 */
export function onWords(node: Text, x: number, y: number): boolean {
  const range = document.createRange();
  range.selectNodeContents(node);
  return onRange(range, x, y);
}

/**
 * The characters of one part of a text shown in parts, in its text node; undefined when the node does not show the
 * parts as they are.
 */
export function partRange(node: Text, parts: readonly TextPart[], index: number): Range | undefined {
  if (node.nodeValue !== parts.map((p) => p.shown).join('')) return undefined;
  const start = parts.slice(0, index).reduce((length, p) => length + p.shown.length, 0);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + parts[index]!.shown.length);
  return range;
}

/**
 * The part an entry fills in that a point is on (its index), if any: a click there edits the entry, not the page file.
 */
export function entryPartAt(node: Text, parts: readonly TextPart[], x: number, y: number): number | undefined {
  const at = parts.findIndex((part, i) => {
    const range = part.entry && partRange(node, parts, i);
    return range !== undefined && onRange(range, x, y);
  });
  return at < 0 ? undefined : at;
}
