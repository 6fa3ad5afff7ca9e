// The build's card step for `npm run bench`: generated sites of 1,000 and 10,000 pages (scripts/bench/corpus.ts), their
// cards made cold (an empty card cache) and again from the cache, as the build makes them; and what a card of its own
// for every page made from data would cost, at the measured time per card.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPages } from '../builder/check-pages.ts';
import { makeCards, makeShareCards } from '../builder/share-cards.ts';
import { writeCorpus } from './corpus.ts';
import { coldThenCached } from './timed-run.ts';

export interface CardStepRun {
  pages: number;
  /** Cards the site shows: one per written page, one for all the pages made from data. */
  cards: number;
  coldMs: number;
  cachedMs: number;
  /** Cards the cached run made again: 0 when the cache serves every one. */
  madeAgain: number;
  /** Cold time per card made. */
  msPerCard: number;
}

/** The card step of a generated site of `pages` pages, cold then cached. */
async function measure(root: string, pages: number): Promise<CardStepRun> {
  writeCorpus(root, pages);
  const checked = await checkPages(root);
  const all = [...checked.pages, checked.notFound];
  const { cold, cached, coldMs, cachedMs } = await coldThenCached(async () => {
    const cards = makeShareCards(root, checked.site, all, join(root, 'card-cache'));
    await makeCards(cards.missing);
    return cards;
  });
  return { pages: checked.pages.length, cards: cold.files.length, coldMs: Math.round(coldMs), cachedMs: Math.round(cachedMs), madeAgain: cached.made, msPerCard: Math.round(coldMs / cold.made) };
}

export async function benchShareCards(sizes: number[], log: (line: string) => void): Promise<CardStepRun[]> {
  const work = mkdtempSync(join(tmpdir(), 'bench-cards-'));
  try {
    const runs: CardStepRun[] = [];
    for (const pages of sizes) {
      log(`share cards: ${pages} pages, cold and cached`);
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
    '| Site | Cards | Cold (empty cache) | Per card | Cached | Made again | A card per page instead (estimate) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map((r) => `| ${r.pages} pages | ${r.cards} | ${s(r.coldMs)} | ${r.msPerCard} ms | ${r.cachedMs} ms | ${r.madeAgain} | ${s(r.pages * r.msPerCard)} cold |`),
  ].join('\n');
}
