// What a share card is made with, known without drawing one: the words of a drawn card, Inter's files, the photo
// settings, and a hash of the drawing's source and fonts. The build names every card by these at once, then the card
// thread (card-thread.ts) draws the ones the cache lacks, with satori and resvg loaded there, not in the build's thread.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandTheme } from '../../src/core/brand-theme.ts';

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

/** Inter's WOFF files, as satori is given them (inflated: satori reads .woff, not .woff2). */
export const cardFonts = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({ weight, file: createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`) })),
);

/**
 * The drawing's source: the folder above this code that holds it. The build may run compiled
 * (scripts/commands/run-compiled.mjs), from a bundle under node_modules/.cache, where import.meta.url is the bundle's.
 */
function drawingSource(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'scripts', 'builder', 'draw-share-card.tsx');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) throw new Error(`scripts/builder/draw-share-card.tsx is in no folder above ${fileURLToPath(import.meta.url)}.`);
  }
}

/** A hash of how cards are drawn (the drawing's source and the fonts): a new drawing or font makes every card again. */
export const drawingHash = cardFonts.reduce((hash, font) => hash.update(readFileSync(font.file)), createHash('sha256').update(readFileSync(drawingSource()))).digest('hex');
