import { parseArgs } from 'node:util';
import { noPagesFolder, readSite } from '../../src/node/read/read-pages.ts';
import { checkInThreads, pagesPerThread, startCheckThreads } from '../../src/node/threads/check-in-threads.ts';
import { formats, validateReport } from '../../src/node/check/run-validate.ts';
import { workDone } from '../../src/node/threads/code-cache.ts';
import { join, relative } from 'node:path';
import { builtRoutesIn } from '../../src/builder/last-build.ts';
import { pagesGone } from '../../src/node/check/pages-gone.ts';
import { isWrittenPage, routeOf, siteFile } from '../../src/core/routes.ts';

const usage = `Usage: npm run validate [-- --format pretty|json|github] [--root DIR]

Checks every page under pages/ and prints every problem with its file:line:col.
Exit code: 0 all pages valid, 1 a page is invalid, 2 usage or internal error.`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        format: { type: 'string', default: 'pretty' },
        root: { type: 'string', default: '.' },
        help: { type: 'boolean' },
      },
    }));
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
  const noPages = noPagesFolder(values.root);
  if (noPages) {
    process.stderr.write(`${noPages}.\n\n${usage}\n`);
    return 2;
  }
  // The check's threads load their code while this one reads the site.
  const started = startCheckThreads(values.root, pagesPerThread.alone);
  const { files, unread, assets } = readSite(values.root);
  const { check } = await checkInThreads(files, assets, unread, { problemsOnly: true, started });
  // The pages of the last build whose address has neither a page nor a redirect now.
  const builtIn = process.env.OUT_DIR ?? join(values.root, 'dist');
  const built = builtRoutesIn(builtIn);
  if (built) {
    const routes = new Set([
      ...files.filter((f) => isWrittenPage(f.file)).map((f) => routeOf(f.file)),
      ...check.pages.map((p) => p.route),
    ]);
    check.problems.push(
      ...pagesGone(
        files.find((f) => f.file === siteFile),
        built,
        routes,
        `${relative(values.root, builtIn) || '.'}/`,
      ),
    );
  }
  const { exitCode, stdout } = validateReport(
    check,
    files,
    format,
    Boolean(process.stdout.isTTY && !process.env.NO_COLOR),
  );
  process.stdout.write(stdout);
  return exitCode;
}

// A reader that stops early (`npm run validate | head`) closes the pipe: the rest of the report has nowhere to go,
// which is no error of the check's. The exit code still says whether the pages are valid.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

main().then(
  (code) => {
    process.exitCode = code;
    // Compiled, the code V8 compiled for this run is kept for the next one (src/node/threads/code-cache.ts).
    workDone();
  },
  (error: unknown) => {
    process.stderr.write(`validate: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 2;
  },
);
