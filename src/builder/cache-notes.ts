import type { Bundles } from './bundles.ts';
import type { PageCache } from './page-cache.ts';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** What the build found damaged in its cache and made again, in words: nothing when the cache was whole. */
export function cacheNotes({
  pages,
  pictures,
  cards,
  bundles,
  cacheDir,
}: {
  pages: PageCache;
  pictures: { damaged: number };
  cards: { damaged: number };
  bundles: Bundles;
  cacheDir: string;
}): string[] {
  const notes: string[] = [];
  const made = (what: string) => `The cache (${cacheDir}) held ${what} cut short or otherwise damaged: made again.`;
  if (bundles.damaged)
    notes.push(`The cache (${cacheDir}) held bundles for this code, but ${bundles.damaged}: built again.`);
  if (pages.unreadableList)
    notes.push(`The page cache's list of sizes (in ${pages.dir}) could not be read: its pages are rendered again.`);
  if (pages.damaged.length) notes.push(made(plural(pages.damaged.length, 'page', 'pages')));
  if (pictures.damaged) notes.push(made(plural(pictures.damaged, 'picture file', 'picture files')));
  if (cards.damaged) notes.push(made(plural(cards.damaged, 'share card', 'share cards')));
  return notes;
}
