import { isAlias, isCollection, visit, type Alias, type Node } from 'yaml';
import type { DataPath } from '../../core/edit-protocol.ts';
import { linesOf } from '../locate.ts';
import { EditError } from './edit-error.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * Refuses an edit at `path` when the value there is written once and used twice: reached through an alias (*name),
 * or an anchor (&name) that an alias elsewhere repeats. The message names the other place and the name.
 */
export function refuseShared({ text, doc }: YamlSource, path: DataPath): void {
  const lineOf = (node: Node) => linesOf(text).lineCounter.linePos(node.range![0]).line;
  let node: unknown = doc.contents;
  for (const key of path) {
    if (isAlias(node)) return throwAlias(node, lineOf, doc);
    if (!isCollection(node)) return;
    node = node.get(key, true);
  }
  if (isAlias(node)) return throwAlias(node, lineOf, doc);
  const anchor = (node as Node | undefined)?.anchor;
  if (!anchor) return;
  let alias: Alias | undefined;
  visit(doc, {
    Alias(_, found) {
      if (found.source !== anchor) return undefined;
      alias = found;
      return visit.BREAK;
    },
  });
  if (alias) throw new EditError('edit-shared-value', { line: lineOf(alias), name: anchor, anchor: true });
}

function throwAlias(alias: Alias, lineOf: (node: Node) => number, doc: YamlSource['doc']): never {
  const target = alias.resolve(doc);
  throw new EditError('edit-shared-value', { line: target ? lineOf(target) : lineOf(alias), name: alias.source, anchor: false });
}
