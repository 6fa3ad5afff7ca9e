import { isNode, isScalar, Lexer, parseDocument, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { linesOf, lineText, nodeAt, spanAt, spanOf, type Lines } from './locate.ts';
import type { Code, ParamsOf } from '../../core/catalogue.ts';
import { pathDeeperThan } from './deeper-than.ts';
import { fileStart, type Problem, type Span } from '../report/problem.ts';
import { describe } from '../../core/catalogue.ts';
import { short } from '../report/subject.ts';
import { readYamlFast } from './read-yaml-fast.ts';

export interface Parsed {
  text: string;
  data: unknown;
  /** The document with every node's place, parsed when first asked for: a page with no problem never needs it. */
  readonly doc: Document;
  readonly lineCounter: LineCounter;
}

type Found = Omit<Problem, 'file'>;
/** A problem of this file at `span`. */
const found = <C extends Code>(span: Span, code: C, params: ParamsOf<C>): Found => ({
  ...describe(code, params),
  ...span,
});

/** Keys that could reach an object's prototype once the YAML becomes data. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
/** An alias expands to a copy of its anchor; past this many, it is an expansion attack, not a page. */
const maxAliasCount = 100;
/** Pages nest about ten levels; the parser and the checks recurse per level, and a few thousand exhaust the stack. */
const maxDepth = 100;
/** Pages are a few kB. Past this, a file is a paste gone wrong, and broken YAML that long takes the parser seconds. */
export const maxFileLength = 100_000;
/** UTF-8 takes at most 4 bytes a character: a file larger than this cannot be within maxFileLength, and is not read. */
export const maxFileBytes = maxFileLength * 4;
/** A file's size as its message says it: "20.0 MB". */
export const megabytesOf = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** One mistake often derails the parser for the rest of the file: past this many, the others say nothing new. */
const maxSyntaxProblems = 20;

/**
 * Parses one YAML file; syntax, duplicate keys, empty files, dangerous keys, unknown tags and alias bombs come back as
 * problems. A file the fast reading is sure of is read that way, its places parsed only if a problem needs one;
 * `fast: false` always parses in full (the tests compare the two readings).
 */
export function parseYaml(file: string, text: string, fast = true): { parsed?: Parsed; problems: Problem[] } {
  const problems = (list: Found[]): { problems: Problem[] } => ({ problems: list.map((p) => ({ ...p, file })) });
  const tooLong = text.length > maxFileLength;
  // The parser reads a lone CR as part of a line: a file saved with CR line ends would read as one comment, empty.
  const loneCr = text.includes('\r') ? text.search(/\r(?!\n)/) : -1;
  const read = fast && !tooLong && loneCr < 0 && surelyShallow(text) ? readYamlFast(text) : undefined;
  if (read) return { parsed: placesOnDemand(text, read.data), problems: [] };

  const lines = linesOf(text);
  if (tooLong)
    return problems([
      found(spanAt(lines, maxFileLength, maxFileLength + 1), 'file-too-long', {
        length: text.length,
        max: maxFileLength,
      }),
    ]);
  if (loneCr >= 0) return problems([found(spanAt(lines, loneCr, loneCr + 1), 'lone-carriage-return', {})]);
  const deep = tooDeepAt(text);
  if (deep !== undefined)
    return problems([found(spanAt(lines, deep, deep + 1), 'too-deep', { max: maxDepth, aliases: false })]);

  const doc = fullParse(text);
  if (doc.errors.length) return problems(syntaxProblems(doc.errors, lines));
  // A tag the parser does not know (!!js/function, !custom) is read as plain text without a word: say so instead.
  const tags = doc.warnings.filter((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (tags.length)
    return problems(
      tags.map((w) =>
        found(spanAt(lines, w.pos[0], w.pos[1]), 'unresolved-tag', {
          tag: short(w.message.replace(/^Unresolved tag: /, '').replace('tag:yaml.org,2002:', '!!')),
        }),
      ),
    );

  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null))
    return problems([found(fileStart, 'empty-file', {})]);

  const refused: Found[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && forbiddenKeys.has(String(pair.key.value)))
        refused.push(found(spanOf(pair.key, lines), 'forbidden-key', { key: String(pair.key.value) }));
      // Legal YAML, but JavaScript turns such a key into text nobody wrote, and Node prints a warning about it.
      else if (pair.key !== null && !isScalar(pair.key))
        refused.push(found(spanOf(isNode(pair.key) ? pair.key : undefined, lines), 'complex-key', {}));
    },
  });
  if (refused.length) return problems(refused);

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount });
  } catch (error) {
    let first: Span = fileStart;
    visit(doc, {
      Alias(_, node) {
        first = spanOf(node, lines);
        return visit.BREAK;
      },
    });
    const message = error instanceof Error ? error.message : String(error);
    return problems([
      /alias/i.test(message)
        ? found(first, 'alias-bomb', { max: maxAliasCount })
        : found(first, 'yaml-syntax', { detail: message }),
    ]);
  }
  // Aliases can nest a value in a copy of itself, without end: the checks that walk the data would never return.
  const tooDeep = pathDeeperThan(data, maxDepth);
  if (tooDeep)
    return problems([found(spanOf(nodeAt(doc, tooDeep).node, lines), 'too-deep', { max: maxDepth, aliases: true })]);
  return { parsed: { text, doc, lineCounter: lines.lineCounter, data }, problems: [] };
}

const fullParse = (text: string) => parseDocument(text, { uniqueKeys: true, prettyErrors: false });

/** A file read the fast way: its places are parsed the first time a problem needs one (the same data, tested). */
function placesOnDemand(text: string, data: unknown): Parsed {
  let places: { doc: Document; lines: Lines } | undefined;
  const full = () => (places ??= { doc: fullParse(text), lines: linesOf(text) });
  return {
    text,
    data,
    get doc() {
      return full().doc;
    },
    get lineCounter() {
      return full().lines.lineCounter;
    },
  };
}

/** The parser's errors in words, the first few of them: later ones mostly follow from the first. */
function syntaxProblems(errors: readonly YAMLError[], lines: Lines): Found[] {
  const list: Found[] = [];
  const seen = new Set<number>();
  for (const [index, error] of errors.entries()) {
    // One mistake often yields several parser errors at the same place: the first says it best.
    if (seen.has(error.pos[0])) continue;
    seen.add(error.pos[0]);
    if (list.length === maxSyntaxProblems) {
      list.push(
        found(spanAt(lines, error.pos[0], error.pos[1]), 'more-syntax-errors', { count: errors.length - index }),
      );
      break;
    }
    list.push(syntaxProblem(error, lines));
  }
  return list;
}

function syntaxProblem(error: YAMLError, lines: Lines): Found {
  const span = spanAt(lines, ...syntaxPos(lines.text, error.code, error.message, error.pos));
  const line = lineText(lines, span.line);
  const detail = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (error.code === 'DUPLICATE_KEY') {
    // The parser points at the key's first character; the key runs to its colon.
    const key = (/^("[^"]*"|'[^']*'|[^:]*):/.exec(line.slice(span.col - 1))?.[1] ?? '').trimEnd();
    return found(spanAt(lines, error.pos[0], error.pos[0] + key.length), 'duplicate-key', { key: short(key) });
  }
  const quote = /^Missing closing (["'])quote/.exec(detail)?.[1];
  if (quote) return found(span, 'unclosed-quote', { quote });
  const colon = secondColon(line);
  if (colon) return found(span, 'colon-in-text', { field: short(colon) });
  return found(span, 'yaml-syntax', { detail, tabs: error.code === 'TAB_AS_INDENT' });
}
/**
 * Whether `tooDeepAt` surely finds nothing, known without lexing: it counts at most every bracket of the file plus,
 * on the worst line, the indentation and every -, ? and : of the line.
 */
function surelyShallow(text: string): boolean {
  const room = maxDepth - (text.match(/[[{]/g)?.length ?? 0);
  if (room < 0) return false;
  // A line counts no more than its length: only the few lines longer than the room left are counted, character by
  // character.
  for (let start = 0, end = 0; start <= text.length; start = end + 1) {
    end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end - start <= room) continue;
    const line = text.slice(start, end);
    const indent = /^ */.exec(line)![0].length;
    if (indent + (line.slice(indent).match(/[-?:]/g)?.length ?? 0) > room) return false;
  }
  return true;
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
  const quote =
    code === 'MISSING_CHAR' && /closing "quote/.test(message)
      ? '"'
      : code === 'MISSING_CHAR' && /closing 'quote/.test(message)
        ? "'"
        : undefined;
  const open = quote ? text.lastIndexOf(quote, pos[0] - 1) : -1;
  return open >= 0 ? [open, open + 1] : [pos[0], pos[1]];
}

/** The field name when a line reads `field: text with: another colon` (the most common YAML trap). */
function secondColon(line: string): string | undefined {
  return /^\s*(?:- )?([\w-]+): [^"'|>\s][^#]*?: /.exec(line)?.[1];
}
