// npm run race [-- --sizes 1000,10000 --runs 3]: our build against Eleventy on the same written YAML pages (copies of
// the site's own, scripts/bench/corpus.ts), side by side in one run: cold (no output, no cache at all), cold with only
// the bundle cache kept (as a CI cache of node_modules/.cache keeps it), a rebuild after one page's title changed, the
// HTML each writes per page, and the peak memory; and how long `npm run validate` takes on the same pages. Eleventy renders the same blocks to the same text
// (scripts/bench/peers/eleventy.config.mjs). Medians of --runs; everything in a temporary folder.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../bench/build-scale.ts';
import { retitleAbout, writeWrittenCorpus } from '../bench/corpus.ts';
import { measuredRun, validateRun } from '../bench/timed-run.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000' }, runs: { type: 'string', default: '3' } } });
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
if (sizes.some((n) => !Number.isInteger(n) || n < 100) || !Number.isInteger(runs) || runs < 1) throw new Error('--sizes takes page counts of 100 or more, e.g. 1000,10000; --runs a whole number.');
const log = (line: string) => console.error(`race: ${line}`);
const gnuTime = '/usr/bin/time';
const eleventyConfig = resolve('scripts/bench/peers/eleventy.config.mjs');

interface Run {
  ms: number;
  peakMB: number;
}
const median = (list: Run[]): Run => {
  const sorted = [...list].sort((a, b) => a.ms - b.ms);
  return sorted[sorted.length >> 1]!;
};

/** One Eleventy build of `pagesDir` into `out`, in a fresh process, as `npx @11ty/eleventy` runs it. */
function eleventy(pagesDir: string, out: string): Run {
  const { ms, peakMB } = measuredRun(process.execPath, [resolve('node_modules/@11ty/eleventy/cmd.cjs'), `--config=${eleventyConfig}`, `--output=${out}`, '--quiet'], { PAGES_DIR: pagesDir });
  return { ms, peakMB: peakMB! };
}

/** The average bytes of a page's HTML file, after checking the build wrote one for every page (and no more than its not-found page besides). */
function htmlPerPage(out: string, pages: number): number {
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && f !== '404.html');
  if (files.length !== pages) throw new Error(`${out} has ${files.length} pages, not ${pages}: the race would not be fair.`);
  return Math.round(files.reduce((sum, f) => sum + statSync(join(out, f)).size, 0) / files.length);
}


if (!existsSync(gnuTime)) throw new Error(`${gnuTime} measures the peak memory: apt-get install time.`);
const rows: string[] = [];
const work = mkdtempSync(join(tmpdir(), 'race-'));
try {
  for (const pages of sizes) {
    const root = join(work, `site-${pages}`);
    writeWrittenCorpus(root, pages);
    const oursCold: Run[] = [];
    const oursBundles: Run[] = [];
    const oursRebuild: Run[] = [];
    const peerCold: Run[] = [];
    const peerRebuild: Run[] = [];
    const oursValidate: Run[] = [];
    let oursHtml = 0;
    let peerHtml = 0;
    for (let round = 1; round <= runs; round++) {
      log(`${pages} pages, round ${round} of ${runs}`);
      const [out, cache, peerOut] = ['out', 'cache', 'peer-out'].map((name) => join(work, `${name}-${pages}`)) as [string, string, string];
      for (const dir of [out, cache, peerOut]) rmSync(dir, { recursive: true, force: true });
      oursCold.push(build(out, root, cache));
      oursHtml = htmlPerPage(out, pages);
      // Only the bundles kept: the output and the page cache go.
      rmSync(out, { recursive: true, force: true });
      for (const name of readdirSync(cache).filter((n) => !n.startsWith('bundles-'))) rmSync(join(cache, name), { recursive: true, force: true });
      oursBundles.push(build(out, root, cache));
      retitleAbout(root, `About Us, changed for the race ${round}`);
      oursRebuild.push(build(out, root, cache));
      peerCold.push(eleventy(join(root, 'pages'), peerOut));
      peerHtml = htmlPerPage(peerOut, pages);
      retitleAbout(root, `About Us, changed for the race ${round + 0.5}`);
      peerRebuild.push(eleventy(join(root, 'pages'), peerOut));
      const { ms, peakMB } = validateRun(root);
      oursValidate.push({ ms, peakMB: peakMB! });
    }
    const row = (what: string, a: Run[], b: Run[]) => {
      const [x, y] = [median(a), median(b)];
      return `| ${pages} | ${what} | ${(x.ms / 1000).toFixed(1)} s (${x.peakMB} MB) | ${(y.ms / 1000).toFixed(1)} s (${y.peakMB} MB) | ${(x.ms / y.ms).toFixed(2)} |`;
    };
    rows.push(
      row('cold, no cache at all', oursCold, peerCold),
      row('cold, bundle cache kept', oursBundles, peerCold),
      row("rebuild after one page's title changed", oursRebuild, peerRebuild),
      `| ${pages} | \`npm run validate\` (every page checked; the peers check nothing) | ${(median(oursValidate).ms / 1000).toFixed(1)} s (${median(oursValidate).peakMB} MB), ${Math.round(pages / (median(oursValidate).ms / 1000))} pages/s | | |`,
      `| ${pages} | HTML per page (raw) | ${(oursHtml / 1000).toFixed(1)} kB | ${(peerHtml / 1000).toFixed(1)} kB | ${(oursHtml / peerHtml).toFixed(2)} |`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`
## The build race (${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}; median of ${runs}; time (peak memory))

Written YAML pages (copies of the site's own). Eleventy ${JSON.parse(readFileSync('node_modules/@11ty/eleventy/package.json', 'utf8')).version} renders the same blocks to the same text,
as plain HTML with no client JavaScript; its "cold with the bundle cache" is its cold build (it has no bundles).

| Pages | Build | Ours | Eleventy | Ours ÷ Eleventy |
| ---: | --- | ---: | ---: | ---: |
${rows.join('\n')}
`);
