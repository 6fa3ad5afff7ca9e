import { isNode, isScalar, Lexer, parseDocument, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { linesOf, lineText, nodeAt, spanAt, spanOf, type Lines } from './locate.ts';
import { fileStart, type Problem, type Span } from './problem.ts';
import { quoted, short } from './subject.ts';
import { pathDeeperThan } from '../core/walk.ts';

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
/** Pages nest about ten levels; the parser and the checks recurse per level, and a few thousand exhaust the stack. */
const maxDepth = 100;
/** Pages are a few kB. Past this, a file is a paste gone wrong, and broken YAML that long takes the parser seconds. */
const maxFileLength = 100_000;
/** One mistake often derails the parser for the rest of the file: past this many, the others say nothing new. */
const maxSyntaxProblems = 20;

const syntaxHint =
  'Check the indentation (two spaces per level, no tabs) and that each "field: value" has a space after the colon. Text containing ": " or " #", or starting with a quote, [ or {, needs to be in quotes.';

/** Parses one YAML file; syntax, duplicate keys, empty files, dangerous keys and alias bombs come back as problems. */
export function parseYaml(file: string, text: string): { parsed?: Parsed; problems: Problem[] } {
  const lines = linesOf(text);
  const problems = (found: Found[]): { problems: Problem[] } => ({ problems: found.map((p) => ({ ...p, severity: 'error', file })) });

  if (text.length > maxFileLength) return problems([{ code: 'file-too-long', title: 'File too long', ...spanAt(lines, maxFileLength, maxFileLength + 1), message: `This file has ${text.length.toLocaleString('en')} characters; a page file can have at most ${maxFileLength.toLocaleString('en')}, and pages are usually a few thousand. Reading stopped.`, hint: 'Look for text pasted more than once, or split the page in two.' }]);
  const deep = tooDeepAt(text);
  if (deep !== undefined) return problems([{ code: 'too-deep', title: 'Nested too deeply', ...spanAt(lines, deep, deep + 1), message: `Here the lists and fields are nested more than ${maxDepth} levels deep (counting indentation, brackets and "- " marks), which no page needs; reading stopped.`, hint: 'Remove the extra brackets, dashes or indentation.' }]);

  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) return problems(syntaxProblems(doc.errors, lines));

  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return problems([{ code: 'empty-file', title: 'Empty file', ...fileStart, message: 'This file has no content.', hint: 'Start from a page skeleton: npm run new-page -- <path>, or delete the file.' }]);
  }

  const found: Found[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && forbiddenKeys.has(String(pair.key.value))) {
        found.push({ code: 'forbidden-key', title: 'Forbidden field name', ...spanOf(pair.key, lines), message: `"${String(pair.key.value)}" is reserved by JavaScript and cannot be used as a field name.`, hint: 'Remove this field; no block uses it.' });
      } else if (pair.key !== null && !isScalar(pair.key)) {
        // Legal YAML, but JavaScript turns such a key into text nobody wrote, and Node prints a warning about it.
        found.push({ code: 'complex-key', title: 'Field name is not text', ...spanOf(isNode(pair.key) ? pair.key : undefined, lines), message: 'This field name is a list, a group of fields or an alias, but a field name must be plain text.', hint: 'Write the field name as a word followed by a colon, e.g. "title:". A line starting with "? " also makes one.' });
      }
    },
  });
  if (found.length) return problems(found);

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount });
  } catch (error) {
    let first: Span = fileStart;
    visit(doc, { Alias(_, node) { first = spanOf(node, lines); return visit.BREAK; } });
    const message = error instanceof Error ? error.message : String(error);
    const bomb = /alias/i.test(message);
    return problems([{ ...first, code: bomb ? 'alias-bomb' : 'yaml-syntax', title: bomb ? 'Too many aliases' : 'YAML cannot be read', message: bomb ? `The aliases (*name) in this file expand to more than ${maxAliasCount} copies, which looks like an expansion attack; reading stopped.` : message, hint: bomb ? 'Write the values out instead of repeating them with anchors (&name) and aliases (*name).' : syntaxHint }]);
  }
  // Aliases can nest a value in a copy of itself, without end: the checks that walk the data would never return.
  const tooDeep = pathDeeperThan(data, maxDepth);
  if (tooDeep) return problems([{ code: 'too-deep', title: 'Nested too deeply', ...spanOf(nodeAt(doc, tooDeep).node, lines), message: `With its aliases (*name) filled in, this value is nested more than ${maxDepth} levels deep; an alias inside its own anchor nests without end.`, hint: 'Write the values out instead of using an anchor (&name) and alias (*name) here.' }]);
  return { parsed: { text, doc, lineCounter: lines.lineCounter, data }, problems: [] };
}

/** The parser's errors in words, the first few of them: later ones mostly follow from the first. */
function syntaxProblems(errors: readonly YAMLError[], lines: Lines): Found[] {
  const found: Found[] = [];
  const seen = new Set<number>();
  for (const [index, error] of errors.entries()) {
    // One mistake often yields several parser errors at the same place: the first says it best.
    if (seen.has(error.pos[0])) continue;
    seen.add(error.pos[0]);
    if (found.length === maxSyntaxProblems) {
      found.push({ code: 'more-syntax-errors', title: 'More YAML syntax errors', ...spanAt(lines, error.pos[0], error.pos[1]), message: `The parser reports ${errors.length - index} more errors from here on; most follow from the ones above.`, hint: 'Fix the errors above and check again.' });
      break;
    }
    found.push(syntaxProblem(error, lines));
  }
  return found;
}

function syntaxProblem(error: YAMLError, lines: Lines): Found {
  const span = spanAt(lines, ...syntaxPos(lines.text, error.code, error.message, error.pos));
  const line = lineText(lines, span.line);
  const detail = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (error.code === 'DUPLICATE_KEY') {
    // The parser points at the key's first character; the key runs to its colon.
    const key = (/^("[^"]*"|'[^']*'|[^:]*):/.exec(line.slice(span.col - 1))?.[1] ?? '').trimEnd();
    const field = key ? `The field ${quoted(key)}` : 'A field with no name';
    return { code: 'duplicate-key', title: 'Duplicate field', ...spanAt(lines, error.pos[0], error.pos[0] + key.length), message: `${field} is written twice in the same place; only one value can be kept.`, hint: 'Delete one of the two lines, or merge their values.' };
  }
  const quote = /^Missing closing (["'])quote/.exec(detail)?.[1];
  if (quote) return { code: 'unclosed-quote', title: 'Unclosed quote', ...span, message: `The quote (${quote}) opened here is never closed, so everything after it reads as one text.`, hint: `Add the closing ${quote} at the end of the text.` };
  const colon = secondColon(line);
  if (colon) return { code: 'colon-in-text', title: 'Colon in unquoted text', ...span, message: `The text after "${short(colon)}:" contains ": ", which YAML reads as the start of another field.`, hint: `Put the whole text in double quotes: ${short(colon)}: "…"` };
  return { code: 'yaml-syntax', title: 'YAML syntax error', ...span, message: `This line cannot be read as YAML: ${detail}.`, hint: error.code === 'TAB_AS_INDENT' ? 'Indent with spaces, not tabs.' : syntaxHint };
}

/**
 * The offset where the nesting first gets deeper than `maxDepth`, if it does, found before parsing: the parser
 * recurses once per level and, a few thousand levels down, runs out of stack. The lexer does not recurse. The count
 * is an upper bound: brackets still open, plus the indentation and the "- ", "? " and ": " marks of the line.
 */
function tooDeepAt(text: string): number | undefined {
  let flow = 0;
  let line = 0;
  let offset = 0;
  let lineStart = true;
  for (const token of new Lexer().lex(text)) {
    // The lexer marks where documents, flows and scalars begin with control characters that are not in the text.
    if (token === '\u0002' || token === '\u0018' || token === '\u001f') continue;
    if (token === '[' || token === '{') flow++;
    else if (token === ']' || token === '}') flow = Math.max(0, flow - 1);
    else if (token === '-' || token === '?' || token === ':') line++;
    else if (token === '\n' || token === '\r\n') line = 0;
    else if (lineStart && /^ +$/.test(token)) line += token.length;
    if (flow + line > maxDepth) return offset;
    lineStart = token === '\n' || token === '\r\n';
    offset += token.length;
  }
  return undefined;
}

/** An unclosed quote is reported at the end of the file; the editor needs the place it opened. */
function syntaxPos(text: string, code: string, message: string, pos: readonly [number, number]): [number, number] {
  const quote = code === 'MISSING_CHAR' && /closing "quote/.test(message) ? '"' : code === 'MISSING_CHAR' && /closing 'quote/.test(message) ? "'" : undefined;
  const open = quote ? text.lastIndexOf(quote, pos[0] - 1) : -1;
  return open >= 0 ? [open, open + 1] : [pos[0], pos[1]];
}

/** The field name when a line reads `field: text with: another colon` (the most common YAML trap). */
function secondColon(line: string): string | undefined {
  return /^\s*(?:- )?([\w-]+): [^"'|>\s][^#]*?: /.exec(line)?.[1];
}
