import { createHash } from 'node:crypto';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { z } from 'zod';
import { visitKinds } from '../../core/kind-walk.ts';
import type { Site } from '../../../schema/site.ts';
import { fillPlaceholders, siteFacts } from '../../core/placeholders.ts';
import { checkDocument } from '../check/check-document.ts';
import { partsOf as templateParts } from '../check/data-template.ts';
import { linesOf, lineText } from '../read/locate.ts';
import { isError } from '../report/problem.ts';
import { siteFile } from '../../core/routes.ts';
import type {
  BlockSource,
  DataPath,
  EditProblem,
  EntryText,
  MadeFrom,
  PageSource,
  TextPart,
  TextSource,
} from '../../core/edit-protocol.ts';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** How a page made from data fills in its texts: its file's [names], and what each entry of the page gives. */
export interface Filling extends MadeFrom {
  params: string[];
  /** For each [name], the page's entry: its fields' values, and each field as a text to edit where it is written. */
  entries: Map<string, { values: Record<string, unknown>; texts: Map<string, EntryText> }>;
}

/** The text in parts: what the file writes (site facts filled in) and what an entry fills in at each {name.field}. */
function partsOf(raw: string, filling: Filling, fill: (text: string) => string): TextPart[] {
  const parts = templateParts(raw, filling.params).map((piece, i): TextPart => {
    if (i % 2 === 0) return { shown: fill(piece) };
    const [list = '', field = ''] = piece.split(/\.(.*)/);
    const entry = filling.entries.get(list);
    const value = entry?.values[field];
    return value === undefined ? { shown: `{${piece}}` } : { shown: String(value), entry: entry!.texts.get(field) };
  });
  return parts.filter((p) => p.shown !== '');
}

/** The file's errors as validate says them, each with the lines around it, so the editor shows where. */
function problemsOf(file: string, text: string, schema: z.ZodType): EditProblem[] {
  const lines = linesOf(text);
  return checkDocument(file, text, schema)
    .problems.filter(isError)
    .map((p) => ({
      ...p,
      excerpt: [p.line - 1, p.line, p.line + 1]
        .filter((n) => n >= 1 && n <= lines.lineCounter.lineStarts.length)
        .map((n) => ({ line: n, text: lineText(lines, n) })),
    }));
}

/**
 * A page file as the editor needs it: each block's fields as written, and each text (a field of the text kind in the
 * schema, whatever its name) with where it is and how it shows; the site file, its fields as written; and the file's
 * mistakes. A page made from data (`filling`) shows each text in parts, each entry's part editable where it is written.
 */
export function pageSource(
  key: string,
  file: string,
  text: string,
  schema: z.ZodType,
  site: Site | undefined,
  filling?: Filling,
): PageSource {
  const { lineCounter } = linesOf(text);
  const doc = parseDocument(text);
  const readable = !doc.errors.length;
  const blocks = readable ? doc.get('blocks', true) : undefined;
  const facts = site && siteFacts(site);
  const fill = (value: string) => (facts ? fillPlaceholders(value, facts) : value);
  const at = (node: Node) => lineCounter.linePos(node.range![0]);
  const texts: TextSource[][] = [];
  if (readable) {
    visitKinds(schema, doc.toJS(), ({ value, meta, path }) => {
      const node = doc.getIn(path, true);
      if (meta.kind !== 'text' || typeof value !== 'string' || path[0] !== 'blocks' || !isScalar(node) || !node.range)
        return;
      const parts = filling && partsOf(value, filling, fill);
      const shown = parts ? { shown: parts.map((p) => p.shown).join(''), parts } : { shown: fill(value) };
      (texts[path[1] as number] ??= []).push({ path: path as DataPath, raw: value, ...shown, ...at(node) });
    });
  }
  const sources: BlockSource[] = isSeq(blocks)
    ? blocks.items
        .map((block, i) =>
          isMap(block)
            ? {
                type: String(block.get('type')),
                ...at(block),
                data: block.toJS(doc) as Record<string, unknown>,
                texts: texts[i] ?? [],
              }
            : undefined,
        )
        .filter((b) => b !== undefined)
    : [];
  const written = file === siteFile && readable ? { site: doc.toJS() as Record<string, unknown> } : {};
  const made = filling && { made: { pages: filling.pages, files: filling.files } };
  return {
    key,
    file,
    hash: hashOf(text),
    blocks: sources,
    problems: problemsOf(file, text, schema),
    ...written,
    ...made,
  };
}
