// npm run bench [-- --lighthouse] [--runs 3] [--no-live] [--quick (no 10,000-page builds)] [--only editor|inbox|server
// (the page editor's runs, the inbox's, or the site's own server's, alone)]: how fast the engine and the site are, as a
// table and as JSON in .bench/results.json. Everything it builds or generates goes to a temporary folder; pages/ and
// dist/ are never touched.
import { cpus } from 'node:os';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { writeCorpus } from '../bench/corpus.ts';
import { benchBuild, buildTable } from '../bench/build-scale.ts';
import { byteBudgets } from '../../src/builder/budgets.ts';
import { benchPictureStep, pictureStepTable } from '../bench/picture-step.ts';
import { benchStructuredData, structuredDataTable } from '../bench/structured-data.ts';
import { benchShareCards, shareCardsTable } from '../bench/share-cards.ts';
import { formatLighthouse, lighthouseMisses, runLighthouse, type LighthouseRow } from '../bench/lighthouse.ts';
import { measureRoutes, type RouteBytes } from '../../src/builder/measure-routes.ts';
import type { EditorTimes } from '../bench/editor.ts';
import type { EditAccuracy } from '../bench/editor-accuracy.ts';
import type { PageReads } from '../bench/page-reads.ts';
import { timed, validateRun } from '../bench/timed-run.ts';
import { benchDataPages, dataPagesRows } from '../bench/data-pages.ts';
import { benchInbox, type InboxBench } from '../bench/inbox.ts';
import { benchServer, serverRows, type ServerBench } from '../bench/server.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Median wall time of `npm run validate` on a root, each run a cold process. */
const validateMs = (root: string, runs: number) => median(Array.from({ length: runs }, () => validateRun(root).ms));

/** A corpus of `size` valid pages in a new folder (scripts/bench/corpus.ts). */
function generateCorpus(size: number): string {
  const root = mkdtempSync(join(tmpdir(), `bench-corpus-${size}-`));
  writeCorpus(root, size);
  return root;
}

/** Least squares line through (pages, ms): fixed start-up cost, cost per page, and how straight the line is (R²). */
function linearFit(points: { pages: number; ms: number }[]): { startupMs: number; msPerPage: number; r2: number } {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.pages, 0) / n;
  const my = points.reduce((s, p) => s + p.ms, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.pages - mx) * (p.ms - my), 0);
  const sxx = points.reduce((s, p) => s + (p.pages - mx) ** 2, 0);
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const ssRes = points.reduce((s, p) => s + (p.ms - (intercept + slope * p.pages)) ** 2, 0);
  const ssTot = points.reduce((s, p) => s + (p.ms - my) ** 2, 0);
  return {
    startupMs: Math.round(intercept),
    msPerPage: Number(slope.toFixed(3)),
    r2: Number((1 - ssRes / ssTot).toFixed(4)),
  };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const mark = (bytes: number, budget: number) => `${kB(bytes)}${bytes > budget ? ' ✖' : ''}`;

function bytesTable(rows: RouteBytes[]): string {
  return [
    `| Route | HTML kB | CSS kB | JS kB | JS files |`,
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${mark(r.html, byteBudgets.html)} | ${mark(r.css, byteBudgets.css)} ` +
        `| ${mark(r.js, byteBudgets.js)} | ${r.jsFiles.length} |`,
    ),
    `| **budget** | ${kB(byteBudgets.html)} | ${kB(byteBudgets.css)} | ${kB(byteBudgets.js)} | |`,
  ].join('\n');
}

const { values } = parseArgs({
  options: {
    lighthouse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'no-live': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (values.only !== undefined && !['editor', 'inbox', 'server'].includes(values.only))
  throw new Error(
    `--only takes "editor" (the page editor's timing and accuracy runs), "inbox" (the contact ` +
      `form's inbox) or "server" (the site's own server at 1,000 pages), not "${values.only}".`,
  );
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not "${values.runs}".`);
const log = (line: string) => console.error(`bench: ${line}`);

type Skipped = { skipped: string };
const notMeasured = (error: unknown): Skipped => ({
  skipped: `not measured: ${(error as Error).message.split('\n')[0]}`,
});

/**
 * The page editor's two runs, each on its own: a failed accuracy run leaves the timing run's result as it was, and the
 * other way round.
 */
async function benchPageEditor(): Promise<{
  pageEditor: EditorTimes | Skipped;
  editAccuracy: EditAccuracy | Skipped;
  pageReads: PageReads | Skipped;
}> {
  const { measureEditor } = await import('../bench/editor.ts');
  const { measureEditAccuracy } = await import('../bench/editor-accuracy.ts');
  const { measurePageReads } = await import('../bench/page-reads.ts');
  log('page editor: edit mode ready after a fresh load, then a series of edits quiet and with one core busy');
  const pageEditor = await measureEditor().catch(notMeasured);
  log('page editor: 20 edits clicked on five pages of the site');
  const editAccuracy = await measureEditAccuracy().catch(notMeasured);
  log('page editor: GET /__edit/page at 200 requests a second for 5 s');
  const pageReads = await measurePageReads().catch(notMeasured);
  return { pageEditor, editAccuracy, pageReads };
}

/** "median 120 ms, worst 210 ms" */
const spreadText = (s: { medianMs: number; worstMs: number }) => `median ${s.medianMs} ms, worst ${s.worstMs} ms`;

const editorRows = (
  pageEditor: EditorTimes | Skipped,
  editAccuracy: EditAccuracy | Skipped,
  pageReads: PageReads | Skipped,
) => {
  const timed = (what: string, text: (t: EditorTimes) => string) =>
    `| Page editor, ${what} | ${'skipped' in pageEditor ? pageEditor.skipped : text(pageEditor)} |`;
  const both = (of: (s: EditorTimes['quiet']) => { medianMs: number; worstMs: number }) => (t: EditorTimes) =>
    `${spreadText(of(t.quiet))}; busy: ${spreadText(of(t.busy))}`;
  return [
    `| Page editor, GET /__edit/page asked 200 times a second for 5 s | ${
      'asked' in pageReads
        ? `${pageReads.answered} answered a second, median ` +
          `${pageReads.medianMs} ms, 95th percentile ${pageReads.p95Ms} ms`
        : pageReads.skipped
    } |`,
    timed('edit mode ready after load (fresh browser, 1280 px, dev server warmed once)', (t) => spreadText(t.ready)),
    timed(
      'a quick series of edits, click to box (as it ran; busy: one more core kept busy)',
      both((s) => s.clickToBox),
    ),
    timed(
      'a quick series of edits, Enter to the page showing the edit',
      both((s) => s.enterToVisible),
    ),
    timed(
      'a quick series of edits, Enter to saved (checked and written, median)',
      (t) => `${t.quiet.saveMedianMs} ms; busy: ${t.busy.saveMedianMs} ms`,
    ),
    timed(
      'machine load when each series began (1-minute load average)',
      (t) => `${t.quiet.loadAverage}; busy: ${t.busy.loadAverage}`,
    ),
    `| Page editor, edits clicked on site pages that landed where they were made | ${
      'landed' in editAccuracy
        ? `${editAccuracy.landed} of ${editAccuracy.edits} on ${editAccuracy.pages} pages, Enter to visible ${
            Number.isNaN(editAccuracy.medianMs) ? 'never' : `${Math.round(editAccuracy.medianMs)} ms`
          } (median)`
        : editAccuracy.skipped
    } |`,
  ].join('\n');
};

const inboxRow = (inbox: InboxBench | Skipped) =>
  `| Inbox, a message stored and answered at ` +
  `${'medianMs' in inbox ? `${inbox.perSecond} a second (median, p95; first after start)` : 'a rate'} | ` +
  `${'medianMs' in inbox ? `${inbox.medianMs} ms, ${inbox.p95Ms} ms; ${inbox.firstMs} ms` : inbox.skipped} |`;

/** When and where a run was measured: the head of every file in .bench/. */
function ranAt() {
  return {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model },
  };
}

/** Ends a run of one part (--only): its figures to .bench/<name>.json, its table to the terminal. */
function endOnly(name: string, measured: Record<string, unknown>, table: string): never {
  const file = join('.bench', `${name}.json`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...ranAt(), ...measured }, null, 2)}\n`);
  console.log(`\n| Measure | Result |\n| --- | ---: |\n${table}\n\nWritten to ${file}.`);
  process.exit(0);
}

// --only inbox: the inbox's run alone, written to .bench/inbox.json.
if (values.only === 'inbox') {
  const inbox = await benchInbox(log);
  endOnly('inbox', { inbox }, inboxRow(inbox));
}

// --only server: the site's own server's run alone, written to .bench/server.json.
if (values.only === 'server') {
  const server = await benchServer(log);
  endOnly('server', { server }, serverRows(server).join('\n'));
}

// --only editor: the page editor's runs alone, written to .bench/editor.json (results.json keeps the last full run).
if (values.only === 'editor') {
  const { pageEditor, editAccuracy, pageReads } = await benchPageEditor();
  const misses = 'misses' in editAccuracy ? editAccuracy.misses : [];
  const table = editorRows(pageEditor, editAccuracy, pageReads) + misses.map((m) => `\n✖ ${m}`).join('');
  endOnly('editor', { pageEditor, editAccuracy, pageReads }, table);
}

log('validating the site, 5 cold runs');
const sitePages = readdirSync('pages', { recursive: true, encoding: 'utf8' }).filter((f) => /\.ya?ml$/.test(f)).length;
const siteValidateMs = validateMs('.', 5);

const corpora: { pages: number; ms: number; pagesPerSecond: number }[] = [];
for (const size of [250, 500, 1000]) {
  log(`validating a generated corpus of ${size} pages, 3 cold runs`);
  const root = generateCorpus(size);
  try {
    const ms = validateMs(root, 3);
    corpora.push({ pages: size, ms: Math.round(ms), pagesPerSecond: Math.round((size / ms) * 1000) });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
const fit = linearFit(corpora);

log('building and prerendering into a temporary folder');
const out = mkdtempSync(join(tmpdir(), 'bench-dist-'));
// A cache of its own, so that the build is cold: no bundle or page from an earlier build.
const buildMs = timed('npm', ['run', 'build'], { OUT_DIR: out, PRERENDER_CACHE: `${out}-cache` });
const bytes = measureRoutes(out);

let lighthouse: LighthouseRow[] | undefined;
if (values.lighthouse) {
  log(`Lighthouse, ${runs} runs per route (about 8 s each)`);
  lighthouse = await runLighthouse({ dir: out, runs, log });
}
rmSync(out, { recursive: true, force: true });
rmSync(`${out}-cache`, { recursive: true, force: true });

const buildScale = benchBuild(values.quick ? [1000] : [1000, 10_000], log);
const pictureStep = await benchPictureStep(values.quick ? [1000] : [10_000], log);
const structuredData = await benchStructuredData(values.quick ? [1000] : [1000, 10_000], log);
const shareCards = await benchShareCards(values.quick ? [1000] : [1000, 10_000], log);

let livePreview: { samplesMs: number[]; medianMs: number } | { skipped: string } = {
  skipped: 'skipped with --no-live',
};
if (!values['no-live']) {
  log('live preview: save to update');
  try {
    const { measureLivePreview } = (await import('../bench/live-preview.ts')) as {
      measureLivePreview: (samples?: number) => Promise<{ samplesMs: number[]; medianMs: number }>;
    };
    livePreview = await measureLivePreview();
  } catch (error) {
    livePreview = { skipped: `not measured: ${(error as Error).message.split('\n')[0]}` };
  }
}

const { pageEditor, editAccuracy, pageReads } = values['no-live']
  ? {
      pageEditor: { skipped: 'skipped with --no-live' },
      editAccuracy: { skipped: 'skipped with --no-live' },
      pageReads: { skipped: 'skipped with --no-live' },
    }
  : await benchPageEditor();

const dataPages = await benchDataPages({ quick: values.quick, live: !values['no-live'], log });

const inbox: InboxBench | Skipped = await benchInbox(log).catch(notMeasured);

const server: ServerBench | Skipped = await benchServer(log).catch(notMeasured);

const results = {
  ...ranAt(),
  validate: { site: { pages: sitePages, medianMs: Math.round(siteValidateMs) }, corpora, fit },
  build: { ms: Math.round(buildMs), routes: bytes.length },
  buildScale,
  pictureStep,
  structuredData,
  shareCards,
  firstLoadGzipBytes: bytes.map(({ route, html, css, js, jsFiles }) => ({
    route,
    html,
    css,
    js,
    jsFiles: jsFiles.length,
  })),
  budgets: byteBudgets,
  lighthouse: lighthouse ?? 'not run (add --lighthouse)',
  livePreview,
  pageEditor,
  editAccuracy,
  dataPages,
  inbox,
  server,
};
mkdirSync('.bench', { recursive: true });
writeFileSync(join('.bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const over = bytes.filter((r) => r.html > byteBudgets.html || r.css > byteBudgets.css || r.js > byteBudgets.js);
console.log(
  `
## Engine (${results.machine.cpus} × ${results.machine.cpu}, Node ${process.version})

| Measure | Result |
| --- | ---: |
| Validate the site (${sitePages} files, cold process, median of 5) | ${Math.round(siteValidateMs)} ms |
${corpora
  .map(
    (c) =>
      `| Validate ${c.pages} generated pages (cold process, median of 3) | ${c.ms} ms, ${c.pagesPerSecond} pages/s |`,
  )
  .join('\n')}
| Validate: linear fit over the corpora | ${fit.startupMs} ms start-up + ${fit.msPerPage} ms per page (R² ${fit.r2}) |
| Build + prerender (npm run build, ${bytes.length} routes) | ${(buildMs / 1000).toFixed(1)} s |
| Live preview, save to update (median) | ` +
    `${'medianMs' in livePreview ? `${Math.round(livePreview.medianMs)} ms` : livePreview.skipped} |
${editorRows(pageEditor, editAccuracy, pageReads)}
${dataPagesRows(dataPages).join('\n')}
${inboxRow(inbox)}
${serverRows(server).join('\n')}

## The build at scale (generated sites${values.quick ? '; --quick: 10,000 pages skipped' : ''})

${buildTable(buildScale)}

## The build's picture step (a phone photo made into every width and format it is shown in)

${pictureStepTable(pictureStep)}

## Structured data (JSON-LD) and the sitemap's lastmod

${structuredDataTable(structuredData)}

## The build's card step (the picture a shared link shows: written pages, each its own title and card)

${shareCardsTable(shareCards)}

## First load per route (gzip; ✖ over budget)

${bytesTable(bytes)}
${
  over.length
    ? `\n${over.length} of ${bytes.length} routes are over a byte budget.`
    : `\nEvery route is within the byte budgets.`
}
${
  lighthouse
    ? `\n## Lighthouse (mobile, median of ${runs})\n\n${formatLighthouse(lighthouse)}\n${lighthouseMisses(lighthouse)
        .map((m) => `\n✖ ${m}`)
        .join('')}`
    : ''
}
Written to ${relative(process.cwd(), join('.bench', 'results.json'))}.`,
);
