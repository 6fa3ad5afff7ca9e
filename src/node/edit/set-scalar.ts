import { CST, isCollection, isScalar, parseDocument, type Document, type Node, type Scalar as YamlScalar } from 'yaml';
import { isDeepStrictEqual } from 'node:util';
import type { DataPath, Scalar } from '../../core/edit-protocol.ts';
import { cannotWrite, EditError } from './edit-error.ts';
import { readYaml, writeYaml } from './yaml-source.ts';
import { spliceScalar } from './splice-scalar.ts';

type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE';

/**
 * The text with the scalar at `path` set to `value`: only the characters that differ where the value's style can
 * write them (spliceScalar), else the whole value through the syntax tree, and nothing outside that value.
 * The value keeps its quoting where it can (plain stays plain, 'single' stays single); a text that would read back as
 * something else written plain (true, 12, a line break) is written in double quotes.
 */
export function setScalar(text: string, path: DataPath, value: Scalar): string {
  const old = readYaml(text).doc.getIn(path, true) as Node | undefined;
  if (!isScalar(old) || !old.srcToken) throw new EditError('edit-not-a-single-value', {});
  // Only the characters that change, where the value's style allows: the rest keeps its spelling.
  if (typeof value === 'string' && typeof old.value === 'string' && old.srcToken.type !== 'block-scalar') {
    const spliced = spliceScalar(text, old.srcToken as CST.FlowScalar, old.value, value);
    if (spliced !== undefined && readsBack(spliced, path, value)) return spliced;
  }
  const styles: Array<ScalarStyle | undefined> =
    typeof value === 'string' && !value.includes('\n')
      ? [undefined, 'QUOTE_DOUBLE']
      : typeof value === 'string'
        ? ['QUOTE_DOUBLE']
        : ['PLAIN'];
  // A block scalar keeps its style through line breaks: try it first.
  if (typeof value === 'string' && value.includes('\n') && old.srcToken.type === 'block-scalar')
    styles.unshift(undefined);
  for (const type of styles) {
    const source = readYaml(text);
    const node = source.doc.getIn(path, true) as YamlScalar;
    const token = node.srcToken as CST.FlowScalar | CST.BlockScalar;
    // As an "implicit key" a double-quoted text keeps a line break as \n on one line, rather than folding it over two.
    const block = token.type === 'block-scalar' && type === undefined;
    CST.setScalarValue(token, typeof value === 'string' ? value : String(value), {
      type,
      afterKey: typeof path.at(-1) === 'string',
      implicitKey: !block,
      inFlow: inFlow(source.doc, path),
    });
    const out = writeYaml(source);
    if (readsBack(out, path, value)) return out;
  }
  throw cannotWrite('This value could not be written without changing its meaning');
}

/** Whether the value sits inside [ ] or { }: there, a comma ends a plain value. */
function inFlow(doc: Document, path: DataPath): boolean {
  return path.some((_, depth) => {
    const parent = doc.getIn(path.slice(0, depth), true);
    return isCollection(parent) && parent.flow === true;
  });
}

function readsBack(text: string, path: DataPath, value: Scalar): boolean {
  const doc = parseDocument(text, { uniqueKeys: true });
  return doc.errors.length === 0 && isDeepStrictEqual(doc.getIn(path), value);
}
