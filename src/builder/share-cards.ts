// The picture a link to each page shows when it is shared (og:image, 1200 × 630): the page's own `share` picture, else
// its hero's photo, cropped from the middle; else a card drawn with its title, the company name and the brand
// (draw-share-card.ts). Pages made from data share one drawn card, with the company name and tagline. Cards are kept in
// a cache by content, like pictures: a rebuild makes only a card whose inputs changed. The cards are named here, at
// once, and made on threads of their own (card-thread.ts) while the build goes on; a first build starts one with the
// build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, opendirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { BrandTheme } from '../core/brand-theme.ts';
import { paramsOf } from '../core/routes.ts';
import { shareCardsFolder, shareCardSize, type ShareCard } from '../core/share-card.ts';
import type { ShownSite } from '../core/site-data.ts';
import type { LoadedPage } from '../node/check/check-site.ts';
import { feedThreads, newThread, ThreadAhead } from '../node/threads/new-thread.ts';
import { drawingHash, photoJpeg, type CardColours, type CardText } from './card-drawing.ts';
import { wholeImage } from './whole-image.ts';

/** What a card is made from: a picture of public/, or the words of a drawn card. */
type CardSource = { picture: string } | { text: CardText };

/** How a card is made: cut from a photo's bytes, or drawn. */
type CardMaking = { photo: Uint8Array } | { text: CardText; colours: CardColours };

/** A card to make, and where in the cache it goes. */
export type CardJob = CardMaking & { cached: string };

export interface MadeCards {
  /** The card of each page, by its route. */
  byRoute: Map<string, ShareCard>;
  /** Every card file, as its path under the build (e.g. _share/1a2b3c4d5e6f7a8b.png). */
  files: string[];
  made: number;
  reused: number;
  /** Cards the cache held but not whole, made again. */
  damaged: number;
  /** The cards not in the cache, for the card thread to make. */
  missing: CardJob[];
}

/** The title as a card shows it: without the company name at its end, which the card's foot shows. */
function headingOf(title: string, company: string): string {
  const heading = title.endsWith(company) ? title.slice(0, -company.length).replace(/[\s|·•–—:,-]+$/, '') : title;
  return heading || title;
}

/**
 * What the page's card is made from, and the text that stands in for it; `host` is the site's address as a card shows
 * it.
 */
function sourceOf(
  { file, summary: { cardPicture, title } }: LoadedPage,
  site: ShownSite,
  host: string,
): { source: CardSource; alt: string } {
  if (cardPicture) return { source: { picture: cardPicture.src }, alt: cardPicture.alt ?? title };
  const heading = paramsOf(file).length ? site.tagline : headingOf(title, site.company);
  const text = { heading, company: site.company, host };
  return { source: { text }, alt: `${site.company}: ${heading}` };
}

const hash = (...parts: Array<string | Buffer>) =>
  parts
    .reduce((h, part) => h.update(part), createHash('sha256'))
    .digest('hex')
    .slice(0, 16);

/** A card's file name, a hash of everything it is made from, and what makes its bytes. */
function cardFile(root: string, source: CardSource, brand: BrandTheme): { name: string; job: CardMaking } {
  if ('picture' in source) {
    const photo = readFileSync(join(root, 'public', source.picture));
    return { name: `${hash(photo, JSON.stringify([shareCardSize, photoJpeg]))}.jpg`, job: { photo } };
  }
  const colours = { primary: brand.primary, accent: brand.accent };
  return {
    name: `${hash(drawingHash, JSON.stringify([source.text, colours]))}.png`,
    job: { text: source.text, colours },
  };
}

/**
 * Finds in `cacheDir` the card of every page, each card once however many pages show it, and says which it lacks. A
 * card's name is a hash of what it is made from, so a page knows its card before it is made: the card thread makes
 * them while the build goes on.
 */
export function makeShareCards(
  root: string,
  site: ShownSite,
  pages: readonly LoadedPage[],
  cacheDir: string,
): MadeCards {
  mkdirSync(cacheDir, { recursive: true });
  const byRoute = new Map<string, ShareCard>();
  const fileOf = new Map<string, string>();
  const missing: CardJob[] = [];
  let reused = 0;
  let damaged = 0;
  const host = new URL(site.url).host.replace(/^www\./, '');
  for (const loaded of pages) {
    const { source, alt } = sourceOf(loaded, site, host);
    const key = JSON.stringify(source);
    let file = fileOf.get(key);
    if (!file) {
      const { name, job } = cardFile(root, source, site.brand);
      const cached = join(cacheDir, name);
      // A card cut short (or damaged another way a file's end shows) is made again.
      if (wholeImage(cached)) reused++;
      else {
        if (existsSync(cached)) damaged++;
        missing.push({ ...job, cached });
      }
      file = `${shareCardsFolder}/${name}`;
      fileOf.set(key, file);
    }
    byRoute.set(loaded.route, { src: `/${file}`, alt });
  }
  return { byRoute, files: [...new Set(fileOf.values())], made: missing.length, reused, damaged, missing };
}

/**
 * A first card thread, started with the build when `cacheDir` holds no card: then every card is to be made, and the
 * thread loads Skia, sharp and the fonts on the core the check of a first build leaves idle. With cards in the cache,
 * a rebuild most often lacks none or one: its thread starts only when a card is missing (started with every build, it
 * slowed a rebuild's check by a tenth of a second).
 */
export function cardThreadAhead(cacheDir: string): ThreadAhead | undefined {
  if (existsSync(cacheDir) && holdsAnything(cacheDir)) return undefined;
  return new ThreadAhead(newThread('card-thread', import.meta.url));
}

/**
 * Whether a folder holds any file, read from its first entry alone: a large site's folder of cards is not listed at
 * every build's start.
 */
function holdsAnything(dir: string): boolean {
  const entries = opendirSync(dir);
  try {
    return entries.readSync() !== null;
  } finally {
    entries.closeSync();
  }
}

/** Cards per message: enough to make messaging cheap, few enough that the threads finish together. */
const batch = 25;

/** How many threads make `cards` cards: one per core, one for a few. */
const cardThreadsFor = (cards: number) => Math.min(availableParallelism(), Math.ceil(cards / (2 * batch)));

/**
 * Makes the cards on threads of their own (the first the one started `ahead`, else one started now), one per core,
 * beside the build's work, each card written into the cache whole. `progress` hears how many are made after each batch.
 */
export async function makeCards(
  jobs: readonly CardJob[],
  ahead?: ThreadAhead,
  progress: (made: number) => void = () => {},
): Promise<void> {
  const first = ahead?.take();
  if (!jobs.length) return void first?.terminate();
  const feeding = feedThreads(
    jobs,
    batch,
    (batch) => batch,
    progress,
    (code) => `A share cards' thread stopped (exit ${code}) before its cards were made.`,
  );
  feeding.add(first ?? newThread('card-thread', import.meta.url));
  for (let i = 1; i < cardThreadsFor(jobs.length) && feeding.left(); i++)
    feeding.add(newThread('card-thread', import.meta.url));
  await feeding.done;
}
