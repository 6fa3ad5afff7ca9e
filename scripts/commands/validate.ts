import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readAssets, readPages } from '../../src/node/read-pages.ts';
import { formats, runValidate } from '../../src/node/run-validate.ts';

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
  const format = formats.find((f) => f === values.format);
  if (!format) {
    process.stderr.write(`Unknown format "${values.format}".\n\n${usage}\n`);
    return 2;
  }
  if (!existsSync(join(values.root, 'pages'))) {
    process.stderr.write(`There is no pages/ folder in ${values.root}.\n\n${usage}\n`);
    return 2;
  }
  const { exitCode, stdout } = runValidate(readPages(values.root), format, Boolean(process.stdout.isTTY && !process.env.NO_COLOR), readAssets(values.root));
  process.stdout.write(stdout);
  return exitCode;
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`validate: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 2;
}
