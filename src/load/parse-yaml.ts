import { isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { spanOf } from './locate.ts';
import { fileStart, type Problem, type Span } from './problem.ts';

export interface Parsed {
  text: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
}

type Found = Omit<Problem, 'file' | 'severity'>;

/** Keys that could reach an object's prototype once the YAML becomes data. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
/** An alias expands to a copy of its anchor; past this many, it is an expansion attack, not a page. */
const maxAliasCount = 100;

const syntaxHint =
  'Check the indentation (two spaces per level, no tabs) and that each "field: value" has a space after the colon. Text containing ": " or " #", or starting with a quote, [ or {, needs to be in quotes.';

/** Parses one YAML file; syntax, duplicate keys, empty files, dangerous keys and alias bombs come back as problems. */
export function parseYaml(file: string, text: string): { parsed?: Parsed; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const found: Found[] = [];
  const at = (pos: readonly [number, number]): Span => {
    const from = lineCounter.linePos(pos[0]);
    const to = lineCounter.linePos(Math.max(pos[1], pos[0] + 1));
    return to.line === from.line ? { line: from.line, col: from.col, endLine: to.line, endCol: to.col } : { ...from, endLine: from.line, endCol: from.col + 1 };
  };

  const seen = new Set<number>();
  for (const error of doc.errors) {
    // One mistake often yields several parser errors at the same place: the first says it best.
    if (seen.has(error.pos[0])) continue;
    seen.add(error.pos[0]);
    const span = at(syntaxPos(text, error.code, error.message, error.pos));
    const detail = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    if (error.code === 'DUPLICATE_KEY') {
      const key = /^("[^"]*"|'[^']*'|[^:\n]*?)\s*:/.exec(text.slice(error.pos[0]))?.[1] ?? '';
      found.push({ code: 'duplicate-key', title: 'Duplicate field', ...at([error.pos[0], error.pos[0] + key.length]), message: `The field "${key}" is written twice in the same place; only one value can be kept.`, hint: 'Delete one of the two lines, or merge their values.' });
    } else {
      const colon = secondColon(text, span.line);
      const quote = /^Missing closing (["'])quote/.exec(detail)?.[1];
      found.push(
        quote
          ? { code: 'unclosed-quote', title: 'Unclosed quote', ...span, message: `The quote (${quote}) opened here is never closed, so everything after it reads as one text.`, hint: `Add the closing ${quote} at the end of the text.` }
          : colon
          ? { code: 'colon-in-text', title: 'Colon in unquoted text', ...span, message: `The text after "${colon}:" contains ": ", which YAML reads as the start of another field.`, hint: `Put the whole text in double quotes: ${colon}: "…"` }
          : { code: 'yaml-syntax', title: 'YAML syntax error', ...span, message: `This line cannot be read as YAML: ${detail}.`, hint: error.code === 'TAB_AS_INDENT' ? 'Indent with spaces, not tabs.' : syntaxHint },
      );
    }
  }
  if (found.length) return { problems: found.map((p) => ({ ...p, severity: 'error', file })) };

  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return { problems: [{ severity: 'error', file, code: 'empty-file', title: 'Empty file', ...fileStart, message: 'This file has no content.', hint: 'Start from a page skeleton: npm run new-page -- <path>, or delete the file.' }] };
  }

  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && forbiddenKeys.has(String(pair.key.value))) {
        found.push({ code: 'forbidden-key', title: 'Forbidden field name', ...spanOf(pair.key, lineCounter), message: `"${String(pair.key.value)}" is reserved by JavaScript and cannot be used as a field name.`, hint: 'Remove this field; no block uses it.' });
      }
    },
  });
  if (found.length) return { problems: found.map((p) => ({ ...p, severity: 'error', file })) };

  try {
    const data = doc.toJS({ maxAliasCount });
    return { parsed: { text, doc, lineCounter, data }, problems: [] };
  } catch (error) {
    let first: Span = fileStart;
    visit(doc, { Alias(_, node) { first = spanOf(node, lineCounter); return visit.BREAK; } });
    const message = error instanceof Error ? error.message : String(error);
    const bomb = /alias/i.test(message);
    return {
      problems: [{ severity: 'error', file, ...first, code: bomb ? 'alias-bomb' : 'yaml-syntax', title: bomb ? 'Too many aliases' : 'YAML cannot be read', message: bomb ? `The aliases (*name) in this file expand to more than ${maxAliasCount} copies, which looks like an expansion attack; reading stopped.` : message, hint: bomb ? 'Write the values out instead of repeating them with anchors (&name) and aliases (*name).' : syntaxHint }],
    };
  }
}

/** An unclosed quote is reported at the end of the file; the editor needs the place it opened. */
function syntaxPos(text: string, code: string, message: string, pos: readonly [number, number]): readonly [number, number] {
  const quote = code === 'MISSING_CHAR' && /closing "quote/.test(message) ? '"' : code === 'MISSING_CHAR' && /closing 'quote/.test(message) ? "'" : undefined;
  const open = quote ? text.lastIndexOf(quote, pos[0] - 1) : -1;
  return open >= 0 ? [open, open + 1] : pos;
}

/** The field name when a line reads `field: text with: another colon` (the most common YAML trap). */
function secondColon(text: string, line: number): string | undefined {
  return /^\s*(?:- )?([\w-]+): [^"'|>\s][^#]*?: /.exec(text.split('\n')[line - 1] ?? '')?.[1];
}
