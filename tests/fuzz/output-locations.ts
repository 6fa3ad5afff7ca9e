import type { Format } from '../../src/node/check/run-validate.ts';

/** Where one reported problem says it is; pretty output gives only its start. */
export interface ReportedLocation {
  file: string;
  line: number;
  col: number;
  endLine?: number;
  endCol?: number;
  /** Pretty output: the line the code frame marks with ">", as its number and its text, if it shows one. */
  framed?: { line: number; text: string };
}

/** Every problem's location, read back from the output; throws when the output does not have the promised shape. */
export function locationsIn(stdout: string, format: Format): ReportedLocation[] {
  if (format === 'json') return fromJson(stdout);
  if (format === 'github') return fromGithub(stdout);
  return fromPretty(stdout);
}

function fromJson(stdout: string): ReportedLocation[] {
  const report = JSON.parse(stdout) as { errorCount: number; warningCount: number; problems: ReportedLocation[] };
  if (report.problems.length !== report.errorCount + report.warningCount)
    throw new Error('the problem counts do not match the problems');
  return report.problems.map(({ file, line, col, endLine, endCol }) => ({ file, line, col, endLine, endCol }));
}

const annotation = /^::(?:error|warning) file=([^,]*),line=(\d+),col=(\d+),endLine=(\d+),endColumn=(\d+),title=[^:]*::/;

function fromGithub(stdout: string): ReportedLocation[] {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = annotation.exec(line);
      if (!match) throw new Error(`this line is not an annotation: ${line.slice(0, 100)}`);
      const [, file = '', ...numbers] = match;
      const [start, col, endLine, endCol] = numbers.map(Number) as [number, number, number, number];
      return {
        file: file.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%25/g, '%'),
        line: start,
        col,
        endLine,
        endCol,
      };
    });
}

const where = /^ {2}(pages\/\S+):(\d+):(\d+)(?: {2}\(.*\))?$/;
const framed = /^\s*> +(\d+) \|(?: (.*))?$/;
const summary =
  /(?:Found (\d+) errors? in \d+ files?|All pages are valid)(?:, (\d+) warnings?)? \(\d+ files? checked\)\.\n$/;

function fromPretty(stdout: string): ReportedLocation[] {
  const found: ReportedLocation[] = [];
  for (const line of stdout.split('\n')) {
    const at = where.exec(line);
    if (at) found.push({ file: at[1]!, line: Number(at[2]), col: Number(at[3]) });
    const frame = framed.exec(line);
    const last = found.at(-1);
    if (frame && last && !last.framed) last.framed = { line: Number(frame[1]), text: frame[2] ?? '' };
  }
  const counts = summary.exec(stdout);
  if (!counts) throw new Error('the summary line is missing');
  if (found.length !== Number(counts[1] ?? 0) + Number(counts[2] ?? 0))
    throw new Error(
      `the summary counts ${Number(counts[1] ?? 0) + Number(counts[2] ?? 0)} problems, but ${found.length} are shown`,
    );
  return found;
}
