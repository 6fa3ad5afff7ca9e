// The build at scale, for `npm run bench`: a cold build of the site, full builds of generated sites of 1,000 and 10,000
// pages, a rebuild after one page of 10,000 changed, peak memory, and the first-load bytes of one page at each size.
// Everything goes to temporary folders, with a page cache of its own.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { retitleAbout, writeCorpus } from './corpus.ts';
import { compiledRun } from './timed-run.ts';
import { measureRoute } from '../../src/builder/measure-routes.ts';

export interface BuildRun {
  ms: number;
  rendered: number;
  reused: number;
  bundles: string;
  /** Peak resident memory of the build's largest process (the render threads share the prerender's), MB. */
  peakMB: number;
  /** The CPU time of all its processes and threads, when GNU time measured it. */
  cpuMs?: number;
  /** Share cards the build made, and took from its cache. */
  cards: { made: number; reused: number };
}

/**
 * The CPU time a card costs in the build: what a build that made more cards spent beyond one of the same pages that
 * made fewer (the same pages but for their titles), shared out over the cards it made beyond.
 */
export function cpuPerCard(more: BuildRun, fewer: BuildRun): string {
  const cards = more.cards.made - fewer.cards.made;
  return more.cpuMs === undefined || fewer.cpuMs === undefined || cards <= 0
    ? '–'
    : `${((more.cpuMs - fewer.cpuMs) / cards).toFixed(1)} ms`;
}

export interface PageBytes {
  pages: number;
  html: number;
  css: number;
  js: number;
}

export interface BuildBench {
  coldSite: BuildRun;
  sizes: { pages: number; full: BuildRun; rebuildOne?: BuildRun }[];
  bytes: PageBytes[];
}

const probe = '/services/drain-cleaning';
/** One `npm run build` in a fresh process; its report, wall time and peak memory. */
export function build(out: string, pagesRoot: string, cache: string): BuildRun {
  const { ms, peakMB, cpuMs } = compiledRun('build', [], {
    OUT_DIR: out,
    PAGES_ROOT: pagesRoot,
    PRERENDER_CACHE: cache,
  });
  const report = JSON.parse(readFileSync(join(out, '.build-report.json'), 'utf8')) as {
    rendered: string[];
    reused: string[];
    bundles: string;
    maxRssMB: number;
    cards: BuildRun['cards'];
  };
  const { made, reused } = report.cards;
  return {
    ms,
    rendered: report.rendered.length,
    reused: report.reused.length,
    bundles: report.bundles,
    peakMB: peakMB ?? report.maxRssMB,
    cpuMs,
    cards: { made, reused },
  };
}

const bytesOf = (out: string, pages: number): PageBytes => {
  const { html, css, js } = measureRoute(out, probe);
  return { pages, html, css, js };
};

export function benchBuild(sizes: number[], log: (line: string) => void): BuildBench {
  const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const cache = join(work, 'cache');
  try {
    log('build: the site, cold (vite build included, empty cache)');
    const siteOut = join(work, 'site-out');
    const coldSite = build(siteOut, resolve('.'), cache);
    const bytes = [bytesOf(siteOut, coldSite.rendered)];
    const runs: BuildBench['sizes'] = [];
    for (const pages of sizes) {
      const root = join(work, `site-${pages}`);
      writeCorpus(root, pages);
      const out = join(work, `out-${pages}`);
      // Every page rendered: only the client and SSR bundles come from the cache (the code is unchanged). A cache of
      // its own, with the bundles copied in, rather than the last one's pages deleted: on ext4, creating files just
      // after deleting thousands costs up to twice as much system time.
      const sizeCache = join(work, `cache-${pages}`);
      for (const bundles of readdirSync(cache).filter((name) => name.startsWith('bundles-')))
        cpSync(join(cache, bundles), join(sizeCache, bundles), { recursive: true });
      log(`build: ${pages} pages, every page rendered`);
      const full = build(out, root, sizeCache);
      bytes.push(bytesOf(out, pages));
      let rebuildOne: BuildRun | undefined;
      if (pages === Math.max(...sizes)) {
        log(`build: ${pages} pages again after one page changed`);
        retitleAbout(root, 'About Us, changed for the rebuild');
        rebuildOne = build(out, root, sizeCache);
      }
      runs.push({ pages, full, rebuildOne });
    }
    return { coldSite, sizes: runs, bytes };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cardsCells = ({ cards }: BuildRun) => `${cards.made} / ${cards.reused}`;
const kB = (bytes: number) => (bytes / 1000).toFixed(2);

export function buildTable({ coldSite, sizes, bytes }: BuildBench): string {
  return [
    '| Build | Wall time | Pages/s | Rendered / reused (cache or left in place) | Cards made / reused | Peak memory |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| The site (${coldSite.rendered} pages), cold: vite build and every page | ${s(coldSite.ms)} | ` +
      `| ${coldSite.rendered} / ${coldSite.reused} | ${cardsCells(coldSite)} | ${coldSite.peakMB} MB |`,
    ...sizes.flatMap(({ pages, full, rebuildOne }) => [
      `| ${pages} pages, every page rendered (bundles cached) | ${s(full.ms)} ` +
        `| ${Math.round((pages / full.ms) * 1000)} | ${full.rendered} / ` +
        `${full.reused} | ${cardsCells(full)} | ${full.peakMB} MB |`,
      ...(rebuildOne
        ? [
            `| ${pages} pages, rebuild after one page changed | ${s(rebuildOne.ms)} | | ${rebuildOne.rendered} ` +
              `/ ${rebuildOne.reused} | ${cardsCells(rebuildOne)} | ${rebuildOne.peakMB} MB |`,
          ]
        : []),
    ]),
    '',
    `First load of ${probe} (gzip), by size of the site:`,
    '',
    '| Pages in the site | HTML kB | CSS kB | JS kB |',
    '| ---: | ---: | ---: | ---: |',
    ...bytes.map((b) => `| ${b.pages} | ${kB(b.html)} | ${kB(b.css)} | ${kB(b.js)} |`),
  ].join('\n');
}
