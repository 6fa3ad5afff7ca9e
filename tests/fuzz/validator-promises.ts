import { isCode } from '../../src/core/catalogue.ts';
import { printable } from '../../src/node/report/problem.ts';
import type { ReadPages } from '../../src/node/read/read-pages.ts';
import { runValidate, type Format, type ValidateRun } from '../../src/node/check/run-validate.ts';
import { locationsIn, type ReportedLocation } from './output-locations.ts';

/** Generous: a check takes milliseconds; only a hang or catastrophic backtracking gets near this. */
export const timeLimitMs = 2000;
/** Longer than any message the validator writes for itself; a value echoed whole goes far past it. */
export const maxLineLength = 1000;

const stackFrame = /^\s*at .*:\d+:\d+\)?$/m;
/**
 * Control characters and bidi overrides: in a terminal they move the cursor, hide text or reorder it. JSON escapes its
 * own.
 */
const unprintable = /[\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Every promise `npm run validate` breaks on these files (and those it could not read), in words; none for a good run.
 */
export function brokenPromises(read: ReadPages, format: Format): string[] {
  const started = performance.now();
  let run: ValidateRun;
  try {
    // No colour: Node leaves it out anyway when the output is not a terminal, as in a test.
    run = runValidate(read, format, false);
  } catch (error) {
    return [`it threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
  }
  const took = performance.now() - started;
  const broken: string[] = [];
  if (took > timeLimitMs) broken.push(`it took ${Math.round(took)} ms`);
  if (run.exitCode !== 0 && run.exitCode !== 1) broken.push(`it ended with exit code ${String(run.exitCode)}`);
  if (stackFrame.test(run.stdout)) broken.push('its output holds a stack trace');
  const long = run.stdout.split('\n').find((line) => line.length > maxLineLength);
  if (long) broken.push(`an output line is ${long.length} characters long: ${long.slice(0, 60)}…`);
  if (format !== 'json' && unprintable.test(run.stdout))
    broken.push(
      `its output holds the unprintable character ` +
        `U+${unprintable.exec(run.stdout)![0].charCodeAt(0).toString(16).padStart(4, '0')}`,
    );

  if (format === 'json') {
    const outside = (JSON.parse(run.stdout) as { problems: Array<{ code: string }> }).problems
      .map((p) => p.code)
      .filter((code) => !isCode(code));
    if (outside.length) broken.push(`it reported codes that are not in the catalogue: ${outside.join(', ')}`);
  }
  let locations: ReportedLocation[] = [];
  try {
    locations = locationsIn(run.stdout, format);
  } catch (error) {
    broken.push(`its ${format} output does not read back: ${(error as Error).message}`);
  }
  // Files are named as printed: control characters in a name are shown as symbols.
  const texts = new Map(read.files.map((f) => [printable(f.file), f.text]));
  const unread = new Set(read.unread.map((p) => printable(p.file)));
  for (const location of locations) {
    // A file that could not be read has no text to be inside of; a missing one (no site file) is named at 1:1.
    if (unread.has(location.file) && location.line >= 1 && location.col >= 1) continue;
    if (!texts.has(location.file) && location.line === 1 && location.col === 1) continue;
    const outside = outsideFile(location, texts.get(location.file));
    if (outside) broken.push(`${location.file}:${location.line}:${location.col} ${outside}`);
  }
  return broken;
}

/**
 * Why a reported location is not inside its file, if it is not. Lines end at "\n", as in the YAML parser and editors.
 */
function outsideFile(at: ReportedLocation, text: string | undefined): string | undefined {
  if (text === undefined) return 'names a file that was not checked';
  const lines = text.split('\n');
  const fits = (line: number, col: number) =>
    Number.isInteger(line) &&
    Number.isInteger(col) &&
    line >= 1 &&
    line <= lines.length &&
    col >= 1 &&
    col <= lines[line - 1]!.length + 1;
  if (!fits(at.line, at.col))
    return (
      `is outside the file (${lines.length} lines; that line ` + `has ${lines[at.line - 1]?.length ?? 'no'} characters)`
    );
  if (at.endLine !== undefined && at.endCol !== undefined) {
    if (!fits(at.endLine, at.endCol)) return `ends outside the file, at ${at.endLine}:${at.endCol}`;
    if (at.endLine < at.line || (at.endLine === at.line && at.endCol < at.col))
      return `ends before it starts, at ${at.endLine}:${at.endCol}`;
  }
  if (at.framed && at.framed.line !== at.line) return `is framed at line ${at.framed.line}`;
  // The frame cuts long lines ("…") and shows control characters as symbols; the rest must be the file's own line.
  const shown = at.framed?.text.replace(/^…|…$/g, '');
  if (shown && !printable(lines[at.line - 1]!).includes(shown))
    return `is framed with a line the file does not have there: ${shown.slice(0, 60)}`;
  return undefined;
}
