// The cost of the structured data for `npm run bench`: every route's JSON-LD made (as each build makes it, before the
// page cache is asked) for generated sites of 1,000 and 10,000 pages, and what it weighs per page, gzipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkPages } from '../../src/builder/check-pages.ts';
import { lastChanged } from '../../src/builder/last-changed.ts';
import { siteGraph } from '../../src/builder/structured-data.ts';
import { writeCorpus } from './corpus.ts';

export interface StructuredDataRun {
  pages: number;
  ms: number;
  /** Gzipped bytes of the largest page's script element. */
  largestGzip: number;
}

export async function benchStructuredData(
  sizes: number[],
  log: (line: string) => void,
): Promise<{ runs: StructuredDataRun[]; lastmodMs: number }> {
  const work = mkdtempSync(join(tmpdir(), 'bench-ld-'));
  try {
    const runs: StructuredDataRun[] = [];
    for (const size of sizes) {
      log(`structured data: ${size} pages`);
      const root = join(work, `site-${size}`);
      writeCorpus(root, size);
      const { site, pages } = await checkPages(root);
      const started = performance.now();
      const graph = siteGraph(site, new Map(pages.map((p) => [p.route, p.page.title])));
      const scripts = pages.map((p) => graph.scriptOf(p.route, p.page));
      const ms = Math.round(performance.now() - started);
      runs.push({ pages: pages.length, ms, largestGzip: Math.max(...scripts.map((s) => gzipSync(s).length)) });
    }
    log("sitemap lastmod: the site's git history");
    const { pages } = await checkPages('.');
    const started = performance.now();
    lastChanged('.', pages);
    return { runs, lastmodMs: Math.round(performance.now() - started) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function structuredDataTable({ runs, lastmodMs }: Awaited<ReturnType<typeof benchStructuredData>>): string {
  return [
    '| Site | JSON-LD of every route (each build) | Per page | Largest, gzip |',
    '| --- | ---: | ---: | ---: |',
    ...runs.map(
      (r) => `| ${r.pages} pages | ${r.ms} ms | ${((r.ms * 1000) / r.pages).toFixed(0)} µs | ${r.largestGzip} B |`,
    ),
    '',
    `Sitemap lastmod from the site's git history (one walk): ${lastmodMs} ms.`,
  ].join('\n');
}
