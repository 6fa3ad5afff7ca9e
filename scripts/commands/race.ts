// npm run race [-- --sizes 1000,10000 --runs 3 --corpora own,copied]: our build against Eleventy on the same written
// YAML pages (copies of the site's own, scripts/bench/corpus.ts), side by side in one run: cold (no output, no cache at
// all), cold with only the bundle cache kept (as a CI cache of node_modules/.cache keeps it), a rebuild after one
// page's title changed, the HTML each writes per page, the peak memory and the share cards made and reused; and how
// long `npm run validate` takes on the same pages. Two corpora: `own`, each copy with a title and description of its
// own (so a share card of its own), as a real site's pages have; `copied`, the copies' titles as they were (29 cards
// for any number of pages), as the earlier rounds raced. Eleventy renders the same blocks to the same text
// (scripts/bench/peers/eleventy.config.mjs). Medians of --runs; everything in a temporary folder.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, cpuPerCard, type BuildRun } from '../bench/build-scale.ts';
import { retitleAbout, writeWrittenCorpus } from '../bench/corpus.ts';
import { measuredRun, validateRun } from '../bench/timed-run.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    runs: { type: 'string', default: '3' },
    corpora: { type: 'string', default: 'own,copied' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const corpora = values.corpora.split(',');
if (sizes.some((n) => !Number.isInteger(n) || n < 100) || !Number.isInteger(runs) || runs < 1)
  throw new Error('--sizes takes page counts of 100 or more, e.g. 1000,10000; --runs a whole number.');
if (!corpora.length || corpora.some((c) => c !== 'own' && c !== 'copied'))
  throw new Error('--corpora takes own, copied or both (own,copied).');
/** How each corpus names its rows. */
const titlesOf = { own: 'each page its own title', copied: 'titles copied' } as const;
const log = (line: string) => console.error(`race: ${line}`);
const gnuTime = '/usr/bin/time';
const eleventyConfig = resolve('scripts/bench/peers/eleventy.config.mjs');

interface Run {
  ms: number;
  peakMB: number;
}
const median = <R extends Run>(list: R[]): R => {
  const sorted = [...list].sort((a, b) => a.ms - b.ms);
  return sorted[sorted.length >> 1]!;
};

/** One Eleventy build of `pagesDir` into `out`, in a fresh process, as `npx @11ty/eleventy` runs it. */
function eleventy(pagesDir: string, out: string): Run {
  const { ms, peakMB } = measuredRun(
    process.execPath,
    [resolve('node_modules/@11ty/eleventy/cmd.cjs'), `--config=${eleventyConfig}`, `--output=${out}`, '--quiet'],
    { PAGES_DIR: pagesDir },
  );
  return { ms, peakMB: peakMB! };
}

/**
 * The average bytes of a page's HTML file, after checking the build wrote one for every page (and no more than its
 * not-found page besides).
 */
function htmlPerPage(out: string, pages: number): number {
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.html') && f !== '404.html',
  );
  if (files.length !== pages)
    throw new Error(`${out} has ${files.length} pages, not ${pages}: the race would not be fair.`);
  return Math.round(files.reduce((sum, f) => sum + statSync(join(out, f)).size, 0) / files.length);
}

if (!existsSync(gnuTime)) throw new Error(`${gnuTime} measures the peak memory: apt-get install time.`);
const rows: string[] = [];
const cardCosts: string[] = [];
const work = mkdtempSync(join(tmpdir(), 'race-'));
try {
  for (const pages of sizes) {
    /** The cold builds of each corpus at this size, for the CPU a card costs (the one corpus's beyond the other's). */
    const cold: Partial<Record<'own' | 'copied', BuildRun>> = {};
    for (const corpus of corpora as Array<'own' | 'copied'>) {
      const root = join(work, `site-${pages}-${corpus}`);
      writeWrittenCorpus(root, pages, { ownTitles: corpus === 'own' });
      const oursCold: BuildRun[] = [];
      const oursBundles: BuildRun[] = [];
      const oursRebuild: BuildRun[] = [];
      const peerCold: Run[] = [];
      const peerRebuild: Run[] = [];
      const oursValidate: Run[] = [];
      let oursHtml = 0;
      let peerHtml = 0;
      for (let round = 1; round <= runs; round++) {
        log(`${pages} pages, ${titlesOf[corpus]}, round ${round} of ${runs}`);
        const [out, cache, peerOut] = ['out', 'cache', 'peer-out'].map((name) =>
          join(work, `${name}-${pages}-${corpus}`),
        ) as [string, string, string];
        for (const dir of [out, cache, peerOut]) rmSync(dir, { recursive: true, force: true });
        oursCold.push(build(out, root, cache));
        oursHtml = htmlPerPage(out, pages);
        // Only the bundles kept: the output, the page cache and the cards go.
        rmSync(out, { recursive: true, force: true });
        for (const name of readdirSync(cache).filter((n) => !n.startsWith('bundles-')))
          rmSync(join(cache, name), { recursive: true, force: true });
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
      for (const dir of ['out', 'cache', 'peer-out'])
        rmSync(join(work, `${dir}-${pages}-${corpus}`), { recursive: true, force: true });
      cold[corpus] = median(oursCold);
      const row = (what: string, a: BuildRun[], b: Run[]) => {
        const [x, y] = [median(a), median(b)];
        return (
          `| ${pages} | ${titlesOf[corpus]} | ${what} | ${(x.ms / 1000).toFixed(1)} ` +
          `s (${x.peakMB} MB) | ${(y.ms / 1000).toFixed(1)} s (${y.peakMB} MB) | ` +
          `${(x.ms / y.ms).toFixed(2)} | ${x.cards.made} / ${x.cards.reused} |`
        );
      };
      rows.push(
        row('cold, no cache at all', oursCold, peerCold),
        row('cold, bundle cache kept', oursBundles, peerCold),
        row("rebuild after one page's title changed", oursRebuild, peerRebuild),
        `| ${pages} | ${titlesOf[corpus]} | \`npm run validate\` (every page checked; the peers check ` +
          `nothing) | ${(median(oursValidate).ms / 1000).toFixed(1)} s (${median(oursValidate).peakMB} ` +
          `MB), ${Math.round(pages / (median(oursValidate).ms / 1000))} pages/s | | | |`,
        `| ${pages} | ${titlesOf[corpus]} | HTML per page (raw) | ${(oursHtml / 1000).toFixed(1)} ` +
          `kB | ${(peerHtml / 1000).toFixed(1)} kB | ${(oursHtml / peerHtml).toFixed(2)} | |`,
      );
      rmSync(root, { recursive: true, force: true });
    }
    if (cold.own && cold.copied)
      cardCosts.push(
        `| ${pages} | ${cold.own.cards.made - cold.copied.cards.made} | ${cpuPerCard(cold.own, cold.copied)} |`,
      );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `
## The build race (${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}; median of ${runs}; time (peak ` +
    `memory))

Written YAML pages (copies of the site's own): each page its own title (and so its own share card), or the copies'
titles as they were. Eleventy ` +
    `${JSON.parse(readFileSync('node_modules/@11ty/eleventy/package.json', 'utf8')).version} renders the same blocks ` +
    `to the same text,
as plain HTML with no client JavaScript and no share cards; its "cold with the bundle cache" is its cold build (it ` +
    `has no bundles).

| Pages | Titles | Build | Ours | Eleventy | Ours ÷ Eleventy | Cards made / reused |
| ---: | --- | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${
  cardCosts.length
    ? `
CPU a share card costs in the build (the cold build's CPU time, every process and thread, with each page's own ` +
      `title beyond
the same with titles copied, over the cards it made beyond):

| Pages | Cards made beyond | CPU per card |
| ---: | ---: | ---: |
${cardCosts.join('\n')}
`
    : ''
}`,
);
