// The fonts a drawn card's words are set in: Inter, then, for the characters it lacks, Noto fonts for other scripts and
// emoji. Each comes from npm split by fontsource into files by Unicode range (its unicode.json); a file is given to the
// drawing (Skia, through @napi-rs/canvas) the first time a card has a character in its range, so a site written in
// English loads Inter's two Latin files and nothing else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The font packages, in the order a character is looked for: the first whose ranges hold it draws it. */
export const cardFontPackages = [
  'inter',
  'noto-sans-hebrew',
  'noto-sans-arabic',
  'noto-sans-devanagari',
  'noto-sans-thai',
  'noto-sans-sc',
  'noto-color-emoji',
] as const;

/** The weights a card uses: the heading and the company name are bold, the web address regular. */
export type CardWeight = 400 | 700;

interface FontFile {
  family: string;
  /** Its package's place in cardFontPackages: a glyph is taken from the first family in this order that has it. */
  rank: number;
  /** The file for each weight; a package with one weight (the emoji) serves both. */
  path: (weight: CardWeight) => string;
  ranges: Array<[number, number]>;
}

/** "U+0460-052F,U+20B4" as ranges of code points. */
const rangesOf = (unicodeRange: string): Array<[number, number]> =>
  unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });

/** The files of one package, each with the ranges it covers. */
function filesOf(rank: number): FontFile[] {
  const name = cardFontPackages[rank]!;
  const folder = dirname(require.resolve(`@fontsource/${name}/package.json`));
  const { family, weights } = JSON.parse(readFileSync(join(folder, 'metadata.json'), 'utf8')) as {
    family: string;
    weights: number[];
  };
  const subsets = JSON.parse(readFileSync(join(folder, 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(subsets).map(([subset, range]) => {
    // Numbered slices are named "[12]" in unicode.json and "12" in the file names.
    const slice = subset.replace(/^\[(\d+)\]$/, '$1');
    const weightOf = (weight: CardWeight) => (weights.includes(weight) ? weight : weights[0]!);
    return {
      family,
      rank,
      path: (weight: CardWeight) => join(folder, 'files', `${name}-${slice}-${weightOf(weight)}-normal.woff`),
      ranges: rangesOf(range),
    };
  });
}

/**
 * The font files each character needs, found once per character. A package's ranges are read the first time a
 * character is in none of the packages before it: a site in English reads Inter's alone.
 */
export class CardFonts {
  private readonly read: FontFile[][] = [];
  private readonly fileOf = new Map<number, FontFile | undefined>();

  private find(point: number): FontFile | undefined {
    for (let i = 0; i < cardFontPackages.length; i++) {
      this.read[i] ??= filesOf(i);
      const file = this.read[i]!.find((f) => f.ranges.some(([from, to]) => point >= from && point <= to));
      if (file) return file;
    }
    return undefined;
  }

  /** The files, with their family and its rank, that draw `text` at `weight`: one per range its characters fall in. */
  filesFor(text: string, weight: CardWeight): Array<{ family: string; rank: number; path: string }> {
    const needed = new Set<FontFile>();
    for (const char of text) {
      const point = char.codePointAt(0)!;
      if (!this.fileOf.has(point)) this.fileOf.set(point, this.find(point));
      const file = this.fileOf.get(point);
      if (file) needed.add(file);
    }
    return [...needed].map((file) => ({ family: file.family, rank: file.rank, path: file.path(weight) }));
  }
}

/** The versions of the font packages: a new one draws every card again. */
export const cardFontVersions = () =>
  cardFontPackages.map(
    (name) => `${name}@${(require(`@fontsource/${name}/package.json`) as { version: string }).version}`,
  );
