// The build's card step for `npm run bench`: written sites of 1,000 and 10,000 pages, each page its own title and so
// its own card (scripts/bench/corpus.ts), their cards made cold (an empty card cache) and again from the cache, as the
// build makes them, on its card threads; the CPU time of every thread, per card made, and the memory the step kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPages } from '../../src/builder/check-pages.ts';
import { makeCards, makeShareCards } from '../../src/builder/share-cards.ts';
import { writeWrittenCorpus } from './corpus.ts';
import { coldThenCached } from './timed-run.ts';

export interface CardStepRun {
  pages: number;
  cards: number;
  coldMs: number;
  cachedMs: number;
  /** Cards the cached run made again: 0 when the cache serves every one. */
  madeAgain: number;
  /** CPU time (every thread of the process) per card made cold. */
  cpuMsPerCard: number;
  /** The process's peak resident memory once the cards are made, MB. */
  peakMB: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The card step of a written site of `pages` pages, each its own title, cold then cached. */
async function measure(root: string, pages: number): Promise<CardStepRun> {
  writeWrittenCorpus(root, pages, { ownTitles: true });
  const checked = await checkPages(root);
  const all = [...checked.pages, checked.notFound];
  const cpuBefore = cpuMs();
  let cpuCold = 0;
  const { cold, cached, coldMs, cachedMs } = await coldThenCached(async () => {
    const cards = makeShareCards(root, checked.site, all, join(root, 'card-cache'));
    await makeCards(cards.missing);
    cpuCold ||= cpuMs() - cpuBefore;
    return cards;
  });
  return {
    pages: all.length,
    cards: cold.files.length,
    coldMs: Math.round(coldMs),
    cachedMs: Math.round(cachedMs),
    madeAgain: cached.made,
    cpuMsPerCard: Number((cpuCold / cold.made).toFixed(1)),
    peakMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

export async function benchShareCards(sizes: number[], log: (line: string) => void): Promise<CardStepRun[]> {
  const work = mkdtempSync(join(tmpdir(), 'bench-cards-'));
  try {
    const runs: CardStepRun[] = [];
    for (const pages of sizes) {
      log(`share cards: ${pages} pages, each its own title, cold and cached`);
      runs.push(await measure(join(work, `site-${pages}`), pages));
    }
    return runs;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function shareCardsTable(runs: CardStepRun[]): string {
  return [
    '| Site | Cards | Cold (empty cache) | CPU per card | Cached | Made again | Peak memory of the process |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (r) =>
        `| ${r.pages} pages | ${r.cards} | ${s(r.coldMs)} | ${r.cpuMsPerCard} ` +
        `ms | ${r.cachedMs} ms | ${r.madeAgain} | ${r.peakMB} MB |`,
    ),
  ].join('\n');
}
