import { isAlias, isCollection, visit, type Alias, type Node } from 'yaml';
import type { DataPath } from '../../core/edit-protocol.ts';
import { linesOf } from '../read/locate.ts';
import { EditError } from './edit-error.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * Refuses an edit at `path` when anything on the way to it is written once and used twice: the value itself or any
 * group or list it is in (every step of the path, the file's top included) reached through an alias (*name), or
 * written with an anchor (&name) that an alias elsewhere repeats. A change there would change the other place too.
 * The message names the other place and the name.
 */
export function refuseShared({ text, doc }: YamlSource, path: DataPath): void {
  const lineAt = (offset: number) => linesOf(text).lineCounter.linePos(offset).line;
  const lineOf = (node: Node) => lineAt(node.range![0]);
  let aliases: Alias[] | undefined;
  let node: unknown = doc.contents;
  for (let depth = 0; ; depth++) {
    const inGroup = depth < path.length;
    if (isAlias(node)) {
      const target = node.resolve(doc);
      // Where &name is written: a list or group under `items: &name` starts on the next line, its anchor before it.
      const at = target ? text.lastIndexOf(`&${node.source}`, target.range![0]) : -1;
      throw new EditError('edit-shared-value', {
        line: at >= 0 ? lineAt(at) : lineOf(target ?? node),
        name: node.source,
        anchor: false,
        inGroup,
      });
    }
    const anchor = (node as Node | null | undefined)?.anchor;
    if (anchor) {
      aliases ??= aliasesIn(doc);
      const alias = aliases.find((found) => found.resolve(doc) === node);
      if (alias) throw new EditError('edit-shared-value', { line: lineOf(alias), name: anchor, anchor: true, inGroup });
    }
    if (!inGroup || !isCollection(node)) return;
    node = node.get(path[depth], true);
  }
}

function aliasesIn(doc: YamlSource['doc']): Alias[] {
  const found: Alias[] = [];
  visit(doc, { Alias: (_, alias) => void found.push(alias) });
  return found;
}
