// The card a shared link shows when its page has no photo: laid out by satori (flexbox to SVG, text as paths) and drawn
// to PNG by resvg, in the brand's colours, with Inter (satori reads .woff, not .woff2; it is given the fonts inflated).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { BrandTheme } from '../../src/core/brand-theme.ts';
import { shareCardSize } from '../../src/core/share-card.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

/** What a drawn card says: a heading, and the company with its web address at the foot. */
export interface CardText {
  heading: string;
  company: string;
  host: string;
}

const fontFile = (subset: string, weight: number) => woffToSfnt(readFileSync(createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)));
const fonts = (['latin', 'latin-ext'] as const).flatMap((subset) => ([400, 700] as const).map((weight) => ({ name: 'Inter', data: fontFile(subset, weight), weight, style: 'normal' as const })));

/**
 * This file's source: the folder above it that holds it. The build may run compiled (scripts/commands/run-compiled.mjs),
 * from a bundle under node_modules/.cache, where import.meta.url is the bundle's, not this file's.
 */
function ownSource(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'scripts', 'builder', 'draw-share-card.tsx');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) throw new Error(`scripts/builder/draw-share-card.tsx is in no folder above ${fileURLToPath(import.meta.url)}.`);
  }
}

/** A hash of how cards are drawn (this file and the fonts): a new drawing or font makes every card again. */
export const drawingHash = fonts.reduce((hash, font) => hash.update(font.data), createHash('sha256').update(readFileSync(ownSource()))).digest('hex');

/** Long headings get smaller type, so that 70 characters still fit in three lines. */
const headingSize = (heading: string) => (heading.length <= 32 ? 76 : heading.length <= 60 ? 64 : 54);

function Card({ text, brand }: { text: CardText; brand: Pick<BrandTheme, 'primary' | 'accent'> }) {
  return (
    <div style={{ ...shareCardSize, display: 'flex', flexDirection: 'column', fontFamily: 'Inter', color: 'white', background: brand.primary[7] }}>
      <div style={{ flexGrow: 1, display: 'flex', alignItems: 'center', padding: '0 80px' }}>
        <div style={{ fontSize: headingSize(text.heading), fontWeight: 700, lineHeight: 1.15, lineClamp: 4 }}>{text.heading}</div>
      </div>
      <div style={{ height: 14, background: brand.accent[7] }} />
      <div style={{ height: 130, display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 80px', background: brand.primary[9], fontSize: 32 }}>
        <div style={{ fontWeight: 700 }}>{text.company}</div>
        <div style={{ color: brand.primary[1] }}>{text.host}</div>
      </div>
    </div>
  );
}

/** The card as a PNG of 1200 × 630. */
export async function drawShareCard(text: CardText, brand: Pick<BrandTheme, 'primary' | 'accent'>): Promise<Buffer> {
  const svg = await satori(<Card text={text} brand={brand} />, { ...shareCardSize, fonts });
  return new Resvg(svg).render().asPng();
}
