import { codeFrameColumns } from '@babel/code-frame';
import { styleText } from 'node:util';
import { isError, type Problem } from './problem.ts';

type Paint = (style: Parameters<typeof styleText>[0], text: string) => string;

/** One problem as an editor reads it: title, location, code frame, message, hint. */
export function formatProblem(problem: Problem, source: string | undefined, paint: Paint): string {
  const mark = isError(problem) ? paint('red', '✖') : paint('yellow', '⚠');
  const where = `${problem.file}:${problem.line}:${problem.col}${problem.path ? `  (${problem.path})` : ''}`;
  const frame = source
    ? codeFrameColumns(source, { start: { line: problem.line, column: problem.col }, end: { line: problem.endLine, column: problem.endCol } }, { linesAbove: 1, linesBelow: 1 })
    : '';
  return [
    `${mark} ${paint('bold', problem.title)}`,
    `  ${paint('cyan', where)}`,
    ...(frame ? ['', indent(frame)] : []),
    '',
    `  ${problem.message}`,
    ...(problem.hint ? [`  ${paint('dim', problem.hint)}`] : []),
  ].join('\n');
}

/** Every problem, then a one-line summary. */
export function formatPretty(problems: readonly Problem[], sources: ReadonlyMap<string, string>, fileCount: number, color: boolean): string {
  const paint: Paint = color ? (style, text) => styleText(style, text) : (_style, text) => text;
  const errors = problems.filter(isError);
  const warnings = problems.length - errors.length;
  const files = new Set(errors.map((p) => p.file)).size;
  const summary = errors.length
    ? paint('red', `Found ${plural(errors.length, 'error')} in ${plural(files, 'file')}`)
    : paint('green', 'All pages are valid');
  const tail = `${summary}${warnings ? `, ${plural(warnings, 'warning')}` : ''} (${plural(fileCount, 'file')} checked).`;
  return [...problems.map((p) => formatProblem(p, sources.get(p.file), paint)), tail].join('\n\n') + '\n';
}

function indent(text: string): string {
  return text.split('\n').map((line) => `  ${line}`).join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
