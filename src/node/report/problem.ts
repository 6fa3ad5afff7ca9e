import type { EditProblem } from '../../core/edit-protocol.ts';
import type { Code, Described } from '../../core/catalogue.ts';

/** One thing wrong (or worth a look) in a page, located at the exact value: what the page editor is sent, and more. */
export interface Problem extends EditProblem {
  /** A permanent name from src/core/catalogue.ts. */
  code: Code;
  /** The other places the problem comes from: on a page made from data, its entry and the page's own value. */
  also?: Place[];
}

/** A second place a problem names: what it is (`entry "kelowna" of town`) and where. */
export type Place = Span & { file: string; what: string };

/** The file and span of a place, to put a problem there. */
export const spot = ({ file, line, col, endLine, endCol }: Place): Span & { file: string } => ({
  file,
  line,
  col,
  endLine,
  endCol,
});

export type Span = Pick<Problem, 'line' | 'col' | 'endLine' | 'endCol'>;

/** `file:line:col`, as editors and terminals link it. */
export const placeText = (p: Span & { file: string }) => `${p.file}:${p.line}:${p.col}`;

/** A problem found by walking a file's data: where in the data, and (optionally) which part of the text there. */
export interface Finding {
  path: PropertyKey[];
  within?: string;
  problem: Described;
}

export const fileStart: Span = { line: 1, col: 1, endLine: 1, endCol: 1 };

export function isError(p: Problem): boolean {
  return p.severity === 'error';
}

/** blocks[2].items[0].title: how a path reads in messages. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** The longest title, message, hint or path printed: a value quoted whole can be 100k characters long. */
const maxTextLength = 400;

/**
 * Text with control characters and bidi overrides made visible (␀, ␛, ␊, �): printed as they are, a page's
 * characters could move the cursor, clear the terminal or reorder a line. One character each, so that a caret
 * under a code line stays where it was. Tabs stay: code frames align their carets with them.
 */
export function printable(text: string): string {
  return text.replace(/[\0-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) =>
    c < ' ' ? String.fromCharCode(0x2400 + c.charCodeAt(0)) : c === '\x7f' ? '\u2421' : '\ufffd',
  );
}

/** A long text cut in the middle, so that its start and the end of its sentence both stay. */
export function clipMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = Math.floor(max / 3);
  return `${text.slice(0, max - tail - 1)}…${text.slice(-tail)}`;
}

/** A problem as it is printed: each text on one line, printable, and short enough to read. */
export function readable(problem: Problem): Problem {
  const tidy = (text: string) => clipMiddle(printable(text), maxTextLength);
  return {
    ...problem,
    title: tidy(problem.title),
    message: tidy(problem.message),
    ...(problem.hint === undefined ? {} : { hint: tidy(problem.hint) }),
    file: tidy(problem.file),
    ...(problem.path === undefined ? {} : { path: tidy(problem.path) }),
    ...(problem.also === undefined
      ? {}
      : { also: problem.also.map((place) => ({ ...place, file: tidy(place.file), what: tidy(place.what) })) }),
  };
}
