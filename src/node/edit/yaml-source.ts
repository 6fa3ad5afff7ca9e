import { Composer, CST, isNode, Parser, type Document, type Node } from 'yaml';
import { EditError } from './edit-error.ts';
import type { DataPath } from '../../core/edit-protocol.ts';

/**
 * A YAML text with its document and concrete syntax tree: the tree keeps every byte, so it can be written back as it
 * was.
 */
export interface YamlSource {
  text: string;
  doc: Document;
  tokens: CST.Token[];
}

export function readYaml(text: string): YamlSource {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1 || docs[0]!.errors.length) throw new EditError('edit-yaml-broken', { file: 'This page file' });
  return { text, doc: docs[0]!, tokens };
}

/** The text again, from the syntax tree (with whatever was changed in it). */
export function writeYaml(source: YamlSource): string {
  return source.tokens.map((token) => CST.stringify(token)).join('');
}

export function nodeAt(source: YamlSource, path: DataPath): Node | undefined {
  const node = source.doc.getIn(path, true);
  return isNode(node) ? node : undefined;
}
