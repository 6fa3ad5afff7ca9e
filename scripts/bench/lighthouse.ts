// npm run lighthouse [-- --runs 3 --routes /,/services]: Lighthouse (mobile preset) against the built site, served
// compressed as a static host would, several runs per route; prints the medians and exits 1 if a route misses
// the thresholds in scripts/builder/budgets.ts.
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseBudgets } from '../builder/budgets.ts';
import { builtRoutes, notFoundRoute } from '../builder/measure-routes.ts';
import { outDir } from '../builder/out-dir.ts';
import { serveDist } from '../builder/serve-dist.ts';

export const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const categories = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;
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
export async function runLighthouse({ dir = outDir, runs = 3, routes, log = console.error }: { dir?: string; runs?: number; routes?: string[]; log?: (line: string) => void } = {}): Promise<LighthouseRow[]> {
  const targets = routes ?? builtRoutes(dir).filter((r) => r !== notFoundRoute);
  const server = await serveDist(dir, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags, logLevel: 'silent' });
  const results = new Map<string, { scores: Scores; cls: number; tbt: number; fcp: number; lcp: number; failed: string[] }[]>();
  try {
    // Runs go round the routes, so a slow moment of the machine does not land on one route only.
    for (let run = 1; run <= runs; run++) {
      for (const route of targets) {
        const started = performance.now();
        const audit = async () => (await lighthouse(`${origin}${route}`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: Object.values(categories) }))?.lhr;
        let lhr = await audit();
        // Lighthouse sometimes misses the start of the navigation in its trace (NO_NAVSTART) and asks to be run again.
        for (let retry = 1; retry <= 2 && lhr?.runtimeError?.code === 'NO_NAVSTART'; retry++) {
          log(`run ${run}/${runs} ${route}: Lighthouse lost the trace (NO_NAVSTART), running it again`);
          lhr = await audit();
        }
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not test ${route}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const scores = Object.fromEntries(Object.entries(categories).map(([key, id]) => [key, score(id)])) as Scores;
        const failed = lighthouseBudgets.perfect.flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}: ${ref.id}`),
        );
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const entry = { scores, cls: numeric('cumulative-layout-shift'), tbt: numeric('total-blocking-time'), fcp: numeric('first-contentful-paint'), lcp: numeric('largest-contentful-paint'), failed };
        results.set(route, [...(results.get(route) ?? []), entry]);
        log(`run ${run}/${runs} ${route}: performance ${scores.performance}, FCP ${Math.round(entry.fcp)} ms, LCP ${Math.round(entry.lcp)} ms, TBT ${Math.round(entry.tbt)} ms, CLS ${entry.cls.toFixed(3)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return targets.map((route) => {
    const all = results.get(route)!;
    const scores = Object.fromEntries(Object.keys(categories).map((key) => [key, median(all.map((r) => r.scores[key as keyof Scores]))])) as Scores;
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
  });
}

/** What misses the thresholds, in words; empty when every route meets them. */
export function lighthouseMisses(rows: LighthouseRow[]): string[] {
  const b = lighthouseBudgets;
  const misses: string[] = [];
  for (const row of rows) {
    for (const [key, id] of Object.entries(categories))
      if (id !== 'performance' && row[key as keyof Scores] < 100) misses.push(`${row.route}: ${id} ${row[key as keyof Scores]} (must be 100; ${row.failedAudits.filter((a) => a.startsWith(id)).join(', ') || 'see the report'})`);
    if (row.performance < b.performanceMin) misses.push(`${row.route}: performance ${row.performance} (must be at least ${b.performanceMin})`);
    if (row.clsMedian > b.cls) misses.push(`${row.route}: CLS ${row.clsMedian.toFixed(3)} (must be ${b.cls})`);
    if (row.tbtMs > b.tbtMs) misses.push(`${row.route}: TBT ${row.tbtMs} ms (must be at most ${b.tbtMs} ms)`);
  }
  const overall = median(rows.map((r) => r.performance));
  if (rows.length && overall < b.performanceMedian) misses.push(`median performance across routes ${overall} (must be at least ${b.performanceMedian})`);
  return misses;
}

/** A Markdown table: one line per route, then the median across routes. */
export function formatLighthouse(rows: LighthouseRow[]): string {
  const lines = [
    '| Route | Performance | Accessibility | Best Practices | SEO | CLS | TBT | FCP | LCP |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.clsMedian.toFixed(3)} | ${r.tbtMs} ms | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s |`),
  ];
  const seconds = (key: 'fcpMs' | 'lcpMs') => `${(median(rows.map((r) => r[key])) / 1000).toFixed(2)} s`;
  if (rows.length) lines.push(`| **median of ${rows.length} routes** | ${median(rows.map((r) => r.performance))} | | | | | ${Math.round(median(rows.map((r) => r.tbtMs)))} ms | ${seconds('fcpMs')} | ${seconds('lcpMs')} |`);
  return lines.join('\n');
}
