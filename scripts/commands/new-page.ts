// npm run new-page -- services/gas-fitting: writes a valid page skeleton, so a new page never starts from a blank file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { paramsOf, routeOf } from '../../src/core/routes.ts';
import { addressOf, newPage, UsageError } from '../generators/new-page.ts';

const usage = `Usage: npm run new-page -- <path> [--root DIR]

Writes pages/<path>.yaml, a page that passes validation, for you to fill in.
Example: npm run new-page -- services/gas-fitting  (the page /services/gas-fitting)
A [name] in the path starts a page made from data, one page per entry:
         npm run new-page -- "plumber-in/[town]"  (the pages /plumber-in/<each town's slug>)
Ready to use, written from pages/_site.yaml and the site's form: privacy (a privacy policy), terms (terms of
service), sitemap (every page of the site). A page beside the services is listed under services: in pages/_site.yaml;
a page that knownMissingPages waited for leaves that list.
Exit code: 0 written, 2 usage error, bad name or existing file.`;

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { root: { type: 'string', default: '.' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`${positionals.length ? 'Give one page path.' : 'Which page? Give its path.'}\n\n${usage}\n`);
    return 2;
  }
  if (!existsSync(join(values.root, 'pages'))) {
    process.stderr.write(`There is no pages/ folder in ${values.root}.\n\n${usage}\n`);
    return 2;
  }
  try {
    const { file, said } = newPage(values.root, positionals[0]!);
    const pages = paramsOf(file).length ? `one page per entry, at ${addressOf(file)}` : `the page ${routeOf(file)}`;
    process.stdout.write(
      `Wrote ${file}: ${pages}.\n${said.map((line) => `${line}\n`).join('')}Fill in its text; ` +
        `with npm start running, the browser shows every save. Blocks to add: docs/blocks.md.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`new-page: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 2;
}
