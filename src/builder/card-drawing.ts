// What a share card is made with, known without drawing one: the words of a drawn card, the photo settings, and a hash
// of the drawing's source and fonts. The build names every card by these at once, then the card threads
// (card-thread.ts) draw the ones the cache lacks, with Skia and the fonts loaded there, not in the build's thread.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandTheme } from '../core/brand-theme.ts';
import { cardFontVersions } from './card-fonts.ts';

/** What a drawn card says: a heading, and the company with its web address at the foot. */
export interface CardText {
  heading: string;
  company: string;
  host: string;
}

/** The brand's colours a drawn card is painted in. */
export type CardColours = Pick<BrandTheme, 'primary' | 'accent'>;

/** How a photo is cut into a card. */
export const photoJpeg = { quality: 80, mozjpeg: true } as const;

/** The drawing's files, beside this one. */
const drawingFiles = ['draw-share-card.ts', 'card-fonts.ts'];

/**
 * The folder above this code that holds the drawing's source. The build may run compiled
 * (scripts/commands/run-compiled.mjs), from a bundle under node_modules/.cache, where import.meta.url is the bundle's.
 */
function drawingFolder(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const folder = join(dir, 'src', 'builder');
    if (existsSync(join(folder, drawingFiles[0]!))) return folder;
    if (dirname(dir) === dir)
      throw new Error(`src/builder/${drawingFiles[0]} is in no folder above ${fileURLToPath(import.meta.url)}.`);
  }
}

/**
 * A hash of how cards are drawn (the drawing's source, the fonts' versions): a new drawing or font makes every card
 * again.
 */
export const drawingHash = drawingFiles
  .reduce((hash, file) => hash.update(readFileSync(join(drawingFolder(), file))), createHash('sha256'))
  .update(cardFontVersions().join())
  .digest('hex');
