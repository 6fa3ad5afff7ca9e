// The card a shared link shows when its page has no photo: laid out by satori (flexbox to SVG, text as paths) and drawn
// to PNG by resvg, in the brand's colours, with Inter (satori reads .woff, not .woff2; it is given the fonts inflated).
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { shareCardSize } from '../../src/core/share-card.ts';
import { cardFonts, type CardColours, type CardText } from './card-drawing.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

const fonts = cardFonts.map(({ file, weight }) => ({ name: 'Inter', data: woffToSfnt(readFileSync(file)), weight, style: 'normal' as const }));

/** Long headings get smaller type, so that 70 characters still fit in three lines. */
const headingSize = (heading: string) => (heading.length <= 32 ? 76 : heading.length <= 60 ? 64 : 54);

function Card({ text, brand }: { text: CardText; brand: CardColours }) {
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

/**
 * The card as a PNG of 1200 × 630. satori has drawn the text as paths, so resvg is told not to read the system's fonts,
 * which it otherwise does for every card (10-15 ms of a rebuild's wait for its card; the PNG is the same, byte for byte).
 */
export async function drawShareCard(text: CardText, brand: CardColours): Promise<Buffer> {
  const svg = await satori(<Card text={text} brand={brand} />, { ...shareCardSize, fonts });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}
