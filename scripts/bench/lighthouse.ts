// npm run lighthouse [-- --runs 3 --routes /,/services]: Lighthouse (mobile preset) against the built site, served
// compressed as a static host would, several runs per route; prints the medians and exits 1 if a route misses
// the thresholds in src/builder/budgets.ts.
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseBudgets } from '../../src/builder/budgets.ts';
import { builtRoutes, notFoundRoute } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { serveDist } from '../../src/builder/serve-dist.ts';

export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const categories = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;
type Scores = Record<keyof typeof categories, number>;

export interface LighthouseRow extends Scores {
  route: string;
  runs: number;
  clsMedian: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  /** Audits that kept a category below 100 in some run, with that category, e.g. "seo: link-text". */
  failedAudits: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Lighthouse of every route (the not-found page answers 404 and is noindex on purpose, so it is left out). */
export async function runLighthouse({
  dir = outDir,
  runs = 3,
  routes,
  log = console.error,
}: {
  dir?: string;
  runs?: number;
  routes?: string[];
  log?: (line: string) => void;
} = {}): Promise<LighthouseRow[]> {
  return (await lighthouseOfBuilds({ dirs: [dir], runs, routes, log }))[0]!;
}

/**
 * Lighthouse of the same routes of several builds (the routes of the first), each served on its own port, in one
 * Chrome: each run goes round the routes, and each route is audited in every build in turn (in the opposite order at
 * the next run), so a slow moment of the machine lands on both sides of a comparison alike. One list of rows per build.
 */
export async function lighthouseOfBuilds({
  dirs,
  runs = 3,
  routes,
  log = console.error,
}: {
  dirs: string[];
  runs?: number;
  routes?: string[];
  log?: (line: string) => void;
}): Promise<LighthouseRow[][]> {
  const targets = routes ?? builtRoutes(dirs[0]!).filter((r) => r !== notFoundRoute);
  const servers = await Promise.all(dirs.map((dir) => serveDist(dir, 0)));
  const origins = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  });
  const results = new Map<
    string,
    { scores: Scores; cls: number; tbt: number; fcp: number; lcp: number; failed: string[] }[]
  >();
  const builds = dirs.map((_, i) => i);
  try {
    // Runs go round the routes, so a slow moment of the machine does not land on one route only.
    for (let run = 1; run <= runs; run++) {
      for (const route of targets) {
        for (const build of run % 2 ? builds : [...builds].reverse()) {
          const started = performance.now();
          const which = dirs.length > 1 ? ` (${dirs[build]})` : '';
          const audit = async () =>
            (
              await lighthouse(`${origins[build]}${route}`, {
                port: chrome.port,
                logLevel: 'error',
                output: 'json',
                onlyCategories: Object.values(categories),
              })
            )?.lhr;
          let lhr = await audit();
          // Lighthouse sometimes misses the start of the navigation in its trace (NO_NAVSTART) and asks to be run
          // again.
          for (let retry = 1; retry <= 2 && lhr?.runtimeError?.code === 'NO_NAVSTART'; retry++) {
            log(`run ${run}/${runs} ${route}${which}: Lighthouse lost the trace (NO_NAVSTART), running it again`);
            lhr = await audit();
          }
          if (!lhr || lhr.runtimeError)
            throw new Error(
              `Lighthouse could not test ${route} of ${dirs[build]}: ${lhr?.runtimeError?.message ?? 'no result'}`,
            );
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const scores = Object.fromEntries(Object.entries(categories).map(([key, id]) => [key, score(id)])) as Scores;
          const failed = lighthouseBudgets.perfect.flatMap((id) =>
            (lhr.categories[id]?.auditRefs ?? [])
              .filter(
                (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
              )
              .map((ref) => `${id}: ${ref.id}`),
          );
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const entry = {
            scores,
            cls: numeric('cumulative-layout-shift'),
            tbt: numeric('total-blocking-time'),
            fcp: numeric('first-contentful-paint'),
            lcp: numeric('largest-contentful-paint'),
            failed,
          };
          const key = `${build}\0${route}`;
          results.set(key, [...(results.get(key) ?? []), entry]);
          log(
            `run ${run}/${runs} ${route}${which}: performance ${scores.performance}, FCP ` +
              `${Math.round(entry.fcp)} ms, LCP ${Math.round(entry.lcp)} ms, TBT ${Math.round(entry.tbt)} ` +
              `ms, CLS ${entry.cls.toFixed(3)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.close();
  }
  return builds.map((build) =>
    targets.map((route) => {
      const all = results.get(`${build}\0${route}`)!;
      const scores = Object.fromEntries(
        Object.keys(categories).map((key) => [key, median(all.map((r) => r.scores[key as keyof Scores]))]),
      ) as Scores;
      return {
        route,
        runs: all.length,
        ...scores,
        clsMedian: median(all.map((r) => r.cls)),
        tbtMs: Math.round(median(all.map((r) => r.tbt))),
        fcpMs: Math.round(median(all.map((r) => r.fcp))),
        lcpMs: Math.round(median(all.map((r) => r.lcp))),
        failedAudits: [...new Set(all.flatMap((r) => r.failed))],
      };
    }),
  );
}

/** Two builds' figures side by side, route by route, with the change of each and the median change across routes. */
export function formatComparison(before: LighthouseRow[], after: LighthouseRow[]): string {
  const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;
  const change = (a: number, b: number) => signed(b - a);
  const lines = [
    '| Route | Performance | FCP (ms) | LCP (ms) | TBT (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...before.map((a, i) => {
      const b = after[i]!;
      return (
        `| ${a.route} | ${a.performance} → ${b.performance} | ${a.fcpMs} → ${b.fcpMs} ` +
        `(${change(a.fcpMs, b.fcpMs)}) | ${a.lcpMs} → ${b.lcpMs} (${change(a.lcpMs, b.lcpMs)}) ` +
        `| ${a.tbtMs} → ${b.tbtMs} (${change(a.tbtMs, b.tbtMs)}) |`
      );
    }),
  ];
  const medianOf = (rows: LighthouseRow[], key: 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs') =>
    Math.round(median(rows.map((r) => r[key])));
  const medianChange = (key: 'fcpMs' | 'lcpMs' | 'tbtMs') =>
    signed(Math.round(median(before.map((a, i) => after[i]![key] - a[key]))));
  if (before.length)
    lines.push(
      `| **median of ${before.length} routes** | ${medianOf(before, 'performance')} → ` +
        `${medianOf(after, 'performance')} | ${medianOf(before, 'fcpMs')} → ` +
        `${medianOf(after, 'fcpMs')} (${medianChange('fcpMs')}) | ${medianOf(before, 'lcpMs')} ` +
        `→ ${medianOf(after, 'lcpMs')} (${medianChange('lcpMs')}) | ` +
        `${medianOf(before, 'tbtMs')} → ${medianOf(after, 'tbtMs')} (${medianChange('tbtMs')}) |`,
    );
  return lines.join('\n');
}

/** What misses the thresholds, in words; empty when every route meets them. */
export function lighthouseMisses(rows: LighthouseRow[]): string[] {
  const b = lighthouseBudgets;
  const misses: string[] = [];
  for (const row of rows) {
    for (const [key, id] of Object.entries(categories))
      if (id !== 'performance' && row[key as keyof Scores] < 100)
        misses.push(
          `${row.route}: ${id} ${row[key as keyof Scores]} (must be 100; ` +
            `${row.failedAudits.filter((a) => a.startsWith(id)).join(', ') || 'see the report'})`,
        );
    if (row.performance < b.performanceMin)
      misses.push(`${row.route}: performance ${row.performance} (must be at least ${b.performanceMin})`);
    if (row.clsMedian > b.cls) misses.push(`${row.route}: CLS ${row.clsMedian.toFixed(3)} (must be ${b.cls})`);
    if (row.tbtMs > b.tbtMs) misses.push(`${row.route}: TBT ${row.tbtMs} ms (must be at most ${b.tbtMs} ms)`);
  }
  const overall = median(rows.map((r) => r.performance));
  if (rows.length && overall < b.performanceMedian)
    misses.push(`median performance across routes ${overall} (must be at least ${b.performanceMedian})`);
  return misses;
}

/** A Markdown table: one line per route, then the median across routes. */
export function formatLighthouse(rows: LighthouseRow[]): string {
  const lines = [
    '| Route | Performance | Accessibility | Best Practices | SEO | CLS | TBT | FCP | LCP |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} ` +
        `| ${r.seo} | ${r.clsMedian.toFixed(3)} | ${r.tbtMs} ms | ` +
        `${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s |`,
    ),
  ];
  const seconds = (key: 'fcpMs' | 'lcpMs') => `${(median(rows.map((r) => r[key])) / 1000).toFixed(2)} s`;
  if (rows.length)
    lines.push(
      `| **median of ${rows.length} routes** | ${median(rows.map((r) => r.performance))} | | | | | ` +
        `${Math.round(median(rows.map((r) => r.tbtMs)))} ms | ${seconds('fcpMs')} | ${seconds('lcpMs')} |`,
    );
  return lines.join('\n');
}
