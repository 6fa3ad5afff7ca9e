// The picture a link to each page shows when it is shared (og:image, 1200 × 630): the page's own `share` picture, else
// its hero's photo, cropped from the middle; else a card drawn with its title, the company name and the brand
// (draw-share-card.tsx). Pages made from data share one drawn card, with the company name and tagline: a card takes
// tens of milliseconds, so one per page would add minutes to a site of 10,000 pages. Cards are kept in a cache by
// content, like pictures: a rebuild makes only a card whose inputs changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Image } from '../../schema/image.ts';
import { block } from '../../src/blocks/index.ts';
import type { BrandTheme } from '../../src/core/brand-theme.ts';
import { visitKinds } from '../../src/core/kind-walk.ts';
import type { Page } from '../../src/core/page-schemas.ts';
import { paramsOf } from '../../src/core/routes.ts';
import { shareCardsFolder, shareCardSize, type ShareCard } from '../../src/core/share-card.ts';
import type { ShownSite } from '../../src/core/site-data.ts';
import type { LoadedPage } from '../../src/node/check-site.ts';
import { writeWhole } from '../../src/node/write-whole.ts';
import { drawingHash, drawShareCard, type CardText } from './draw-share-card.tsx';

const photoJpeg = { quality: 80, mozjpeg: true } as const;
/** Pictures a card is cut from; a drawing (SVG) or an animation (GIF) in a hero is no photo of the page. */
const photoFile = /\.(?:jpe?g|png|webp|avif)$/i;

/** What a card is made from: a picture of public/, or the words of a drawn card. */
type CardSource = { picture: string } | { text: CardText };

export interface MadeCards {
  /** The card of each page, by its route. */
  byRoute: Map<string, ShareCard>;
  /** Every card file, as its path under the build (e.g. _share/1a2b3c4d5e6f7a8b.png). */
  files: string[];
  made: number;
  reused: number;
  /** Makes the cards not in the cache, one after another, each written into it whole once it is done. */
  makeMissing(): Promise<void>;
}

/** The photo the page's hero shows, when it says something: a decorative picture says nothing of the page. */
function heroPhoto(page: Page): Image | undefined {
  let photo: Image | undefined;
  visitKinds(block, page.blocks[0], ({ value, meta }) => {
    const picture = value as Image | undefined;
    if (meta.kind === 'picture' && !photo && picture?.alt && photoFile.test(picture.src)) photo = picture;
  }, ['picture']);
  return photo;
}

/** The title as a card shows it: without the company name at its end, which the card's foot shows. */
function headingOf(title: string, company: string): string {
  const heading = title.endsWith(company) ? title.slice(0, -company.length).replace(/[\s|·•–—:,-]+$/, '') : title;
  return heading || title;
}

/** What the page's card is made from, and the text that stands in for it. */
function sourceOf({ file, page }: LoadedPage, site: ShownSite): { source: CardSource; alt: string } {
  const picture = page.share ?? heroPhoto(page);
  if (picture) return { source: { picture: picture.src }, alt: picture.alt ?? page.title };
  const heading = paramsOf(file).length ? site.tagline : headingOf(page.title, site.company);
  const text = { heading, company: site.company, host: new URL(site.url).host.replace(/^www\./, '') };
  return { source: { text }, alt: `${site.company}: ${heading}` };
}

const hash = (...parts: Array<string | Buffer>) => parts.reduce((h, part) => h.update(part), createHash('sha256')).digest('hex').slice(0, 16);

/** A card's file name, a hash of everything it is made from, and how to make its bytes. */
function cardFile(root: string, source: CardSource, brand: BrandTheme): { name: string; make: () => Promise<Buffer> } {
  if ('picture' in source) {
    const bytes = readFileSync(join(root, 'public', source.picture));
    return {
      name: `${hash(bytes, JSON.stringify([shareCardSize, photoJpeg]))}.jpg`,
      make: () => sharp(bytes).rotate().resize({ ...shareCardSize, fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg(photoJpeg).toBuffer(),
    };
  }
  const colours = { primary: brand.primary, accent: brand.accent };
  return { name: `${hash(drawingHash, JSON.stringify([source.text, colours]))}.png`, make: () => drawShareCard(source.text, colours) };
}

/**
 * Finds in `cacheDir` the card of every page, each card once however many pages show it, and says which it lacks. A
 * card's name is a hash of what it is made from, so a page knows its card before it is made: the build draws cards
 * while its threads render the pages.
 */
export function makeShareCards(root: string, site: ShownSite, pages: readonly LoadedPage[], cacheDir: string): MadeCards {
  mkdirSync(cacheDir, { recursive: true });
  const byRoute = new Map<string, ShareCard>();
  const fileOf = new Map<string, string>();
  const missing: Array<{ cached: string; make: () => Promise<Buffer> }> = [];
  let reused = 0;
  for (const loaded of pages) {
    const { source, alt } = sourceOf(loaded, site);
    const key = JSON.stringify(source);
    let file = fileOf.get(key);
    if (!file) {
      const { name, make } = cardFile(root, source, site.brand);
      const cached = join(cacheDir, name);
      if (existsSync(cached)) reused++;
      else missing.push({ cached, make });
      file = `${shareCardsFolder}/${name}`;
      fileOf.set(key, file);
    }
    byRoute.set(loaded.route, { src: `/${file}`, alt });
  }
  const makeMissing = async () => {
    // Written whole or not at all: a build stopped half-way leaves no cut card for the next one to serve.
    for (const { cached, make } of missing) writeWhole(cached, await make());
  };
  return { byRoute, files: [...new Set(fileOf.values())], made: missing.length, reused, makeMissing };
}
