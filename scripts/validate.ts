import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSite } from '../src/load/check-site.ts';
import { readPages } from '../src/load/read-pages.ts';
import { formatPretty } from '../src/load/format-pretty.ts';
import { formatGithub, formatJson } from '../src/load/format-machine.ts';
import { isError } from '../src/load/problem.ts';

const usage = `Usage: npm run validate [-- --format pretty|json|github] [--root DIR]

Checks every page under pages/ and prints every problem with its file:line:col.
Exit code: 0 all pages valid, 1 a page is invalid, 2 usage or internal error.`;

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({ options: { format: { type: 'string', default: 'pretty' }, root: { type: 'string', default: '.' }, help: { type: 'boolean' } } }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (!['pretty', 'json', 'github'].includes(values.format)) {
    process.stderr.write(`Unknown format "${values.format}".\n\n${usage}\n`);
    return 2;
  }
  if (!existsSync(join(values.root, 'pages'))) {
    process.stderr.write(`There is no pages/ folder in ${values.root}.\n\n${usage}\n`);
    return 2;
  }
  const files = readPages(values.root);
  const { problems, fileCount } = checkSite(files);
  const out =
    values.format === 'json'
      ? formatJson(problems, fileCount)
      : values.format === 'github'
        ? formatGithub(problems)
        : formatPretty(problems, new Map(files.map((f) => [f.file, f.text])), fileCount, process.stdout.isTTY && !process.env.NO_COLOR);
  process.stdout.write(out);
  return problems.some(isError) ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`validate: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 2;
}
