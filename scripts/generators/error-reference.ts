// docs/errors.md: every code of the catalogue, with an example that is run through the validator to show what it says.
import { readFileSync } from 'node:fs';
import { catalogue, codes, describe, isWarning, type Code } from '../../src/core/catalogue.ts';
import { checkSite } from '../../src/node/check/check-site.ts';
import type { SourceFile } from '../../src/node/read/source-file.ts';
import { formatPretty } from '../../src/node/report/format-pretty.ts';
import { fileStart, type Problem } from '../../src/node/report/problem.ts';
import { readAssets, readPages } from '../../src/node/read/read-pages.ts';

/** The small valid site the examples are put into. */
const exampleRoot = 'docs/example-site';
const exampleFile = 'pages/example.yaml';

/** The files of the example site with a code's example in it, or undefined for a situation on disk. */
function exampleFiles(code: Code): SourceFile[] | undefined {
  const example = catalogue[code].example;
  const site = readPages(exampleRoot).files;
  const replacing = (added: SourceFile[]) => [...site.filter((f) => !added.some((a) => a.file === f.file)), ...added];
  if ('page' in example) return replacing([{ file: exampleFile, text: example.page }]);
  if ('files' in example) return replacing(Object.entries(example.files).map(([file, text]) => ({ file, text })));
  if ('change' in example) {
    const { file, find, replace } = example.change;
    const text = readFileSync(`${exampleRoot}/${file}`, 'utf8');
    if (!text.includes(find))
      throw new Error(
        `The example of ${code} changes "${find}" in ${exampleRoot}/${file}, which is not there any more.`,
      );
    return replacing([{ file, text: text.replace(find, replace) }]);
  }
  return undefined;
}

/** What validate reports for a code's example: every problem of the example site with it in. */
export function exampleProblems(code: Code): Problem[] {
  const files = exampleFiles(code);
  return files ? checkSite(files, readAssets(exampleRoot)).problems : [];
}

/** How validate shows the example's problem of this code, without the summary line. */
function shown(code: Code): string {
  const files = exampleFiles(code);
  const example = catalogue[code].example;
  const described = 'params' in example ? describe(code, example.params as never) : undefined;
  // The page editor shows its refusals under the text or field, with no place of their own in a file.
  if ('edit' in example)
    return [
      `✖ ${described!.title}`,
      '',
      `  ${described!.message}`,
      ...(described!.hint ? [`  ${described!.hint}`] : []),
    ].join('\n');
  const problem = files
    ? exampleProblems(code).find((p) => p.code === code)
    : { ...described!, file: ('at' in example && example.at) || exampleFile, ...fileStart };
  if (!problem)
    throw new Error(`The example of ${code} in src/core/catalogue.ts does not make validate report ${code}.`);
  const report = formatPretty([problem], new Map((files ?? []).map((f) => [f.file, f.text])), 1, false);
  return report.slice(0, report.lastIndexOf('\n\n'));
}

/**
 * The example in words where the validator's code frame cannot show it: files added or changed, a situation on disk, an
 * edit.
 */
function exampleText(code: Code): string[] {
  const example = catalogue[code].example;
  if ('page' in example) return [];
  if ('files' in example)
    return [
      `With ${Object.keys(example.files)
        .map((f) => `\`${f}\``)
        .join(' and ')} added to a valid site:`,
      '',
    ];
  if ('change' in example)
    return [
      `With \`${example.change.find.trim()}\` changed to ` +
        `\`${example.change.replace.trim().replace(/\n\s*/g, ' ')}\` in \`${example.change.file}\`:`,
      '',
    ];
  if ('edit' in example)
    return [`In the page editor (npm start): ${example.edit} The editor says, under the text or field:`, ''];
  return [`${example.disk} Validate says:`, ''];
}

export function errorReference(): string {
  const out = [
    '<!-- Generated from src/core/catalogue.ts by `npm run gen`. ' +
      'Do not edit: change the catalogue, then run npm run gen. -->',
    '# Error reference',
    '',
    'Every problem `npm run validate` (and the build, and the dev server) can report has a permanent code, shown in',
    '`--format json` and in GitHub annotations. Each entry below is an example, run through the validator: its title,',
    'where it is, the lines around it, what happened (what the code means) and, on the last line, how to fix it.',
    'The page editor of `npm start` words its refusals from the same catalogue (the entries that start "In the page',
    'editor"); each of those is made for real by a test.',
    'Warnings (⚠) leave the site valid; errors (✖) stop the build. The codes are defined in `src/core/catalogue.ts`.',
    '',
    '| Code | Title |',
    '| --- | --- |',
    ...codes.map((code) => `| [\`${code}\`](#${code}) | ${titleOf(code)}${isWarning(code) ? ' (warning)' : ''} |`),
    '',
    ...codes.flatMap((code) => [`## ${code}`, '', ...exampleText(code), '```', shown(code), '```', '']),
  ];
  return `${out.join('\n').trimEnd()}\n`;
}

function titleOf(code: Code): string {
  const { title } = catalogue[code];
  return typeof title === 'string'
    ? title
    : shown(code)
        .split('\n')[0]!
        .replace(/^[✖⚠] /, '');
}
