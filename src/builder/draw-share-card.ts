// The card a shared link shows when its page has no photo: the title in white on the brand's main colour, a stripe of
// the accent colour, and the company name with the web address at the foot. Drawn by Skia (@napi-rs/canvas): it shapes
// every script (Arabic joined, Devanagari's conjuncts), orders right-to-left text by the Unicode bidi algorithm and
// takes each glyph from the first font that has it (card-fonts.ts). What every card of a build shares (the background,
// the stripe, the foot) is drawn once; each card draws its heading's band again, and sharp writes the PNG.
import { createRequire } from 'node:module';
import type { SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { shareCardSize } from '../core/share-card.ts';
import { CardFonts, type CardWeight } from './card-fonts.ts';
import type { CardColours, CardText } from './card-drawing.ts';

const { width, height } = shareCardSize;
/**
 * The card's parts, top to bottom, as the drawing before this one laid them out: the heading's band, the stripe, the
 * foot.
 */
const band = { height: 486, padding: 80 };
const stripe = 14;
const foot = { height: height - band.height - stripe, size: 32, smallest: 20, gap: 40 };
const lineHeight = 1.15;
const maxLines = 4;

/** Long headings get smaller type, so that 70 characters still fit in three lines. */
const headingSize = (heading: string) => (heading.length <= 32 ? 76 : heading.length <= 60 ? 64 : 54);

/** Right-to-left when its first letter of a strong direction is Hebrew, Arabic or another right-to-left script. */
const isRightToLeft = (text: string) =>
  /^[^\p{L}]*[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(text);

// Skia reads the machine's own fonts as it loads unless told not to: a card would then take a glyph its fonts lack from
// whatever a machine has installed, and come out differently on another. So it is loaded here, after saying so.
process.env.DISABLE_SYSTEM_FONTS_LOAD = '1';
const { createCanvas, GlobalFonts } = createRequire(import.meta.url)(
  '@napi-rs/canvas',
) as typeof import('@napi-rs/canvas');

const fonts = new CardFonts();
/** The files given to Skia, and their families by rank. */
const registered = new Set<string>();
const families = new Map<string, number>();
const canvas = createCanvas(width, height);
// Opaque: Skia hands its pixels over without undoing premultiplied alpha.
const ctx = canvas.getContext('2d', { alpha: false });
/** What the canvas shows below the heading's band now: drawn again only for another brand, company or address. */
let shared = '';

/** Sets the canvas's font for `text`, first giving Skia the font files its characters need. */
function useFont(text: string, weight: CardWeight, size: number): void {
  for (const { family, rank, path } of fonts.filesFor(text, weight)) {
    if (registered.has(path)) continue;
    GlobalFonts.registerFromPath(path, family);
    registered.add(path);
    families.set(family, rank);
  }
  // Only families Skia has (for a name it lacks it would look for a font of that name), in their rank's order, so that
  // a card looks the same whichever cards its thread drew before it.
  const list = [...families].sort((a, b) => a[1] - b[1]).map(([family]) => JSON.stringify(family));
  ctx.font = `${weight} ${size}px ${list.join(', ')}`;
}

/** Scripts written without spaces between words: ICU's word segmenter finds where their lines may break. */
const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Made when first needed: ICU's data for them takes a while to load, and most headings need neither. */
let segmenters: { words: Intl.Segmenter; graphemes: Intl.Segmenter } | undefined;
const segmenter = () =>
  (segmenters ??= {
    words: new Intl.Segmenter(undefined, { granularity: 'word' }),
    graphemes: new Intl.Segmenter(undefined, { granularity: 'grapheme' }),
  });
/** The heading's words with the spaces after them, where a line may break. */
const wordsOf = (heading: string) =>
  unspaced.test(heading)
    ? [...segmenter().words.segment(heading)].map((s) => s.segment)
    : (heading.match(/\s+|\S+\s*/g) ?? []);
const lettersOf = (text: string) => [...segmenter().graphemes.segment(text)].map((g) => g.segment);

/**
 * The heading in lines that fit the band's width, at most `maxLines`, the last ending in "…" when the rest does not
 * fit.
 */
function linesOf(heading: string, room: number, c: SKRSContext2D): string[] {
  const fits = (line: string) => c.measureText(line.trimEnd()).width <= room;
  const lines: string[] = [];
  let line = '';
  // A word wider than the line (a long address, a name) breaks between its letters; most words are measured with their
  // line only.
  const pieces = wordsOf(heading).flatMap((word) => (word.length < 12 || fits(word) ? [word] : lettersOf(word)));
  for (const piece of pieces) {
    if (fits(line + piece) || !line.trim()) line += piece;
    else {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  let last = lines[maxLines - 1]!;
  while (last && !fits(`${last}…`)) last = lettersOf(last).slice(0, -1).join('').trimEnd();
  return [...lines.slice(0, maxLines - 1), `${last}…`];
}

/**
 * Writes `text` from `x` on a line whose middle is `y`, in its own direction: a right-to-left text from the right edge.
 */
function write(text: string, x: number, y: number, align: 'start' | 'end' = 'start'): void {
  const rtl = isRightToLeft(text);
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = align === 'start' ? (rtl ? 'right' : 'left') : rtl ? 'left' : 'right';
  ctx.fillText(text, align === 'start' && rtl ? width - x : x, y);
}

/** The stripe and the foot, with the company name at the start and the web address at the end. */
function drawShared({ company, host }: CardText, brand: CardColours): void {
  ctx.fillStyle = brand.accent[7];
  ctx.fillRect(0, band.height, width, stripe);
  ctx.fillStyle = brand.primary[9];
  ctx.fillRect(0, band.height + stripe, width, foot.height);
  const middle = band.height + stripe + foot.height / 2;
  // A long name beside a long address: both get smaller type until they fit side by side, a gap between them.
  const room = width - 2 * band.padding - foot.gap;
  let size = foot.size;
  const widthAt = (text: string, weight: CardWeight) => {
    useFont(text, weight, size);
    return ctx.measureText(text).width;
  };
  while (size > foot.smallest && widthAt(company, 700) + widthAt(host, 400) > room) size -= 2;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = brand.primary[1];
  useFont(host, 400, size);
  write(host, width - band.padding, middle, 'end');
  ctx.fillStyle = 'white';
  useFont(company, 700, size);
  write(company, band.padding, middle);
}

/** The card as a PNG of 1200 × 630. */
export async function drawShareCard(text: CardText, brand: CardColours): Promise<Buffer> {
  const sharedKey = JSON.stringify([text.company, text.host, brand]);
  if (sharedKey !== shared) {
    drawShared(text, brand);
    shared = sharedKey;
  }
  ctx.fillStyle = brand.primary[7];
  ctx.fillRect(0, 0, width, band.height);
  const size = headingSize(text.heading);
  useFont(text.heading, 700, size);
  const lines = linesOf(text.heading, width - 2 * band.padding, ctx);
  const step = size * lineHeight;
  const top = (band.height - lines.length * step) / 2;
  ctx.fillStyle = 'white';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => write(line, band.padding, top + (i + 0.5) * step));
  return sharp(canvas.data(), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png(cardPng)
    .toBuffer();
}

/**
 * How a card is written: deflate at its fastest level, chosen by measurement: about two thirds of the CPU of sharp's
 * default level (6), for a file of 40-80 kB instead of 30-60 (npm run bench, the card step).
 */
export const cardPng = { compressionLevel: 1 } as const;
