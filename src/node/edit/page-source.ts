import { createHash } from 'node:crypto';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { pageSchema } from '../../core/page-schemas.ts';
import { visitKinds } from '../../core/kind-walk.ts';
import type { Site } from '../../../schema/site.ts';
import { fillPlaceholders, siteFacts } from '../../core/placeholders.ts';
import { linesOf } from '../locate.ts';
import { siteFile } from '../../core/routes.ts';
import type { BlockSource, DataPath, PageSource, TextSource } from '../../core/edit-protocol.ts';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A page file as the editor needs it: each block's fields as written, and each text (a field of the text kind in the
 * schema, whatever its name) with where it is and how it shows; the site file, its fields as written.
 */
export function pageSource(key: string, file: string, absolute: string, text: string, site: Site | undefined): PageSource {
  const { lineCounter } = linesOf(text);
  const doc = parseDocument(text);
  const blocks = doc.errors.length ? undefined : doc.get('blocks', true);
  const facts = site && siteFacts(site);
  const at = (node: Node) => lineCounter.linePos(node.range![0]);
  const texts: TextSource[][] = [];
  if (!doc.errors.length) {
    visitKinds(pageSchema, doc.toJS(), ({ value, meta, path }) => {
      const node = doc.getIn(path, true);
      if (meta.kind !== 'text' || typeof value !== 'string' || path[0] !== 'blocks' || !isScalar(node) || !node.range) return;
      (texts[path[1] as number] ??= []).push({ path: path as DataPath, raw: value, shown: facts ? fillPlaceholders(value, facts) : value, ...at(node) });
    });
  }
  const sources: BlockSource[] = isSeq(blocks)
    ? blocks.items.map((block, i) => (isMap(block) ? { type: String(block.get('type')), ...at(block), data: block.toJS(doc) as Record<string, unknown>, texts: texts[i] ?? [] } : undefined)).filter((b) => b !== undefined)
    : [];
  const written = file === siteFile && !doc.errors.length ? { site: doc.toJS() as Record<string, unknown> } : {};
  return { key, file, absolute, hash: hashOf(text), blocks: sources, ...written };
}
