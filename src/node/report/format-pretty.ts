import { codeFrameColumns, type BabelCodeFrameOptions } from '@babel/code-frame';
import { styleText } from 'node:util';
import { isError, placeText, printable, readable, type Problem } from './problem.ts';

type Paint = (style: Parameters<typeof styleText>[0], text: string) => string;

/** @babel/code-frame numbers the lines it is given from `startLine`; its type definitions do not list the option. */
type FrameOptions = BabelCodeFrameOptions & { startLine?: number };

/**
 * How many characters of each code line the frame shows: a line of 100k characters shows the part around the problem.
 */
const frameWidth = 160;
/** How far left of the problem the shown part starts, when the problem lies beyond the first frameWidth characters. */
const frameLead = 40;

/** One problem as an editor reads it: title, location, code frame, message, hint. `lines` are its file's lines. */
function formatProblem(problem: Problem, lines: readonly string[] | undefined, paint: Paint): string {
  const p = readable(problem);
  const mark = isError(p) ? paint('red', '✖') : paint('yellow', '⚠');
  const where = `${p.file}:${p.line}:${p.col}${p.path ? `  (${p.path})` : ''}`;
  const frame = lines ? codeFrame(lines, p) : '';
  return [
    `${mark} ${paint('bold', p.title)}`,
    `  ${paint('cyan', where)}`,
    ...(p.also ?? []).map((place) => `  ${place.what}: ${paint('cyan', placeText(place))}`),
    ...(frame ? ['', indent(frame)] : []),
    '',
    `  ${p.message}`,
    ...(p.hint ? [`  ${paint('dim', p.hint)}`] : []),
  ].join('\n');
}

/** The problem's line and the lines around it, each cut to the same window of columns so that they stay aligned. */
function codeFrame(lines: readonly string[], p: Problem): string {
  const first = Math.max(1, p.line - 1);
  const shown = lines.slice(first - 1, p.line + 1).map((line) => line.replace(/\r$/, ''));
  const from = p.col - 1 < frameWidth - frameLead ? 0 : p.col - 1 - frameLead;
  const cut = (line: string) =>
    `${from ? '…' : ''}${printable(line.slice(from, from + frameWidth))}${line.length > from + frameWidth ? '…' : ''}`;
  const window = shown.map(cut);
  // Columns move left by what the window leaves out, less the "…" that marks it.
  const shift = from ? from - 1 : 0;
  const problemLine = window[p.line - first] ?? '';
  const col = Math.min(p.col - shift, problemLine.length + 1);
  const endCol = Math.max(col, Math.min((p.endLine === p.line ? p.endCol : Infinity) - shift, problemLine.length + 1));
  const options: FrameOptions = { linesAbove: 1, linesBelow: 1, startLine: first };
  return codeFrameColumns(
    window.join('\n'),
    { start: { line: p.line, column: col }, end: { line: p.line, column: endCol } },
    options,
  );
}

/** Every problem, then a one-line summary. */
export function formatPretty(
  problems: readonly Problem[],
  sources: ReadonlyMap<string, string>,
  fileCount: number,
  color: boolean,
): string {
  const paint: Paint = color ? (style, text) => styleText(style, text) : (_style, text) => text;
  const errors = problems.filter(isError);
  const warnings = problems.length - errors.length;
  const files = new Set(errors.map((p) => p.file)).size;
  const summary = errors.length
    ? paint('red', `Found ${plural(errors.length, 'error')} in ${plural(files, 'file')}`)
    : paint('green', 'All pages are valid');
  const tail =
    `${summary}${warnings ? `, ${plural(warnings, 'warning')}` : ''} ` + `(${plural(fileCount, 'file')} checked).`;
  // Each file is split into lines once, not once per problem: a big file can have thousands. An empty one shows none.
  const lines = new Map<string, string[]>();
  const linesOf = (file: string) => {
    const text = sources.get(file);
    if (text && !lines.has(file)) lines.set(file, text.split('\n'));
    return lines.get(file);
  };
  return [...problems.map((p) => formatProblem(p, linesOf(p.file), paint)), tail].join('\n\n') + '\n';
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
