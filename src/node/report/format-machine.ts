import { isError, placeText, readable, type Problem } from './problem.ts';

/** The results for programs: one JSON document. */
export function formatJson(problems: readonly Problem[], fileCount: number): string {
  const errorCount = problems.filter(isError).length;
  return `${JSON.stringify(
    {
      ok: errorCount === 0,
      errorCount,
      warningCount: problems.length - errorCount,
      fileCount,
      problems: problems.map(readable),
    },
    null,
    2,
  )}\n`;
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub Actions workflow commands: each problem becomes an annotation on its line. */
export function formatGithub(problems: readonly Problem[]): string {
  return problems
    .map(readable)
    .map((p) => {
      const props =
        `file=${escapeProperty(p.file)},line=${p.line},col=${p.col},endLine=${p.endLine},` +
        `endColumn=${p.endCol},title=${escapeProperty(`${p.title} (${p.code})`)}`;
      const places = (p.also ?? []).map((place) => `${place.what}: ${placeText(place)}`);
      return (
        `::${isError(p) ? 'error' : 'warning'} ` +
        `${props}::${escapeData([p.message, p.hint, ...places].filter(Boolean).join('\n'))}\n`
      );
    })
    .join('');
}
