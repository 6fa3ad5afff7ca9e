import { createHash } from 'node:crypto';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { Site } from '../../../schema/site.ts';
import { fillPlaceholders, siteFacts } from '../../core/placeholders.ts';
import { linesOf } from '../locate.ts';
import type { BlockSource, DataPath, PageSource, TextSource } from '../../core/edit-protocol.ts';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A page file as the editor needs it: each block's fields as written, and each text with where it is and how it shows. */
export function pageSource(key: string, file: string, absolute: string, text: string, site: Site | undefined): PageSource {
  const { lineCounter } = linesOf(text);
  const doc = parseDocument(text);
  const blocks = doc.errors.length ? undefined : doc.get('blocks', true);
  const facts = site && siteFacts(site);
  const at = (node: Node) => lineCounter.linePos(node.range![0]);
  const sources: BlockSource[] = isSeq(blocks)
    ? blocks.items.filter(isMap).map((block, i) => {
        const texts: TextSource[] = [];
        collectTexts(block, ['blocks', i], (node, path, raw) => texts.push({ path, raw, shown: facts ? fillPlaceholders(raw, facts) : raw, ...at(node) }));
        return { type: String(block.get('type')), ...at(block), data: block.toJS(doc) as Record<string, unknown>, texts };
      })
    : [];
  return { key, file, absolute, hash: hashOf(text), blocks: sources };
}

/** Every text under `node`, in file order, except the block's type. */
function collectTexts(node: unknown, path: DataPath, found: (node: Node, path: DataPath, raw: string) => void): void {
  if (isScalar(node) && typeof node.value === 'string' && !(path.length === 3 && path[2] === 'type')) found(node, path, node.value);
  else if (isSeq(node)) node.items.forEach((item, i) => collectTexts(item, [...path, i], found));
  else if (isMap(node)) for (const pair of node.items) if (isPair(pair) && isScalar(pair.key)) collectTexts(pair.value, [...path, String(pair.key.value)], found);
}
