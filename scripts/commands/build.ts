// npm run build: the build of src/builder/build.ts, run as a command. It checks the pages, makes their pictures and
// share cards, builds the bundles (or reuses them), prerenders the pages that changed, writes the site's other files,
// and moves the staged build into dist/ in one step; dist/.build-report.json says which routes were rendered and which
// reused.
import { build } from '../../src/builder/build.ts';
import { BuildStop } from '../../src/builder/build-stop.ts';
import { workDone } from '../../src/node/threads/code-cache.ts';

// A stop said in words (BuildStop) is printed alone; any other failure goes on as it comes: Node prints it and exits
// with 1. Compiled, the code V8 compiled for this build is kept for the next one (src/node/threads/code-cache.ts).
void build().then(workDone, (error: unknown) => {
  if (!(error instanceof BuildStop)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
