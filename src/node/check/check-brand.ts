import chroma from 'chroma-js';
import type { Brand } from '../../../schema/brand.ts';
import type { Shades } from '../../core/brand-theme.ts';
import { describe } from '../../core/catalogue.ts';
import { shadesOf } from '../brand/brand.ts';
import type { Finding } from '../report/problem.ts';
import type { Assets } from '../pictures/picture-file.ts';

/** WCAG AA for text of any size. */
const minContrast = 4.5;
const white = '#ffffff';

interface Pair {
  text: string;
  on: string;
  /** The pair in words, and where the site shows it. */
  what: string;
}

/**
 * Where the theme puts text on a colour's shades (src/core/site-theme.ts, src/ui/theme.ts, site.css, shell.css), for
 * each colour.
 */
const pairsOf: Record<'primary' | 'accent', (s: Shades) => Pair[]> = {
  primary: (s) => [
    { text: white, on: s[7], what: 'white text on it (filled buttons, the hero) and it as link text on white' },
    { text: white, on: s[8], what: 'white text on its dark shade (the call-to-action band)' },
    { text: white, on: s[9], what: 'white text on its darkest shade (the header strip, the footer)' },
    { text: s[8], on: s[0], what: 'its dark shade as text on its light tint (the current page in the menu)' },
  ],
  accent: (s) => [
    { text: white, on: s[7], what: 'white text on it (call buttons, badges)' },
    { text: white, on: s[8], what: 'white text on its dark shade (a call button under the pointer)' },
  ],
};

const words = { primary: 'main colour', accent: 'accent colour' };

/** The first pair of a colour that reads below 4.5:1, with its ratio. */
function failingPair(colour: 'primary' | 'accent', hex: string): { pair: Pair; ratio: number } | undefined {
  for (const pair of pairsOf[colour](shadesOf(hex))) {
    const ratio = chroma.contrast(pair.text, pair.on);
    if (ratio < minContrast) return { pair, ratio };
  }
  return undefined;
}

/** The colour of the same hue nearest `hex` in lightness whose every pair passes (darker first, at equal distance). */
export function passingColour(colour: 'primary' | 'accent', hex: string): string {
  const own = chroma(hex).get('hsl.l');
  for (let step = 1; step <= 200; step++) {
    for (const l of [own - step / 200, own + step / 200]) {
      if (l < 0 || l > 1) continue;
      const candidate = chroma(hex).set('hsl.l', l).hex();
      if (!failingPair(colour, candidate)) return candidate;
    }
  }
  return '#000000';
}

/**
 * The brand's colours, each refused with a passing one suggested where text on it would be hard to read; its font file,
 * which must be in public/.
 */
export function checkBrand(brand: Brand, assets: Assets | undefined): Finding[] {
  const found: Finding[] = [];
  for (const colour of ['primary', 'accent'] as const) {
    const failing = failingPair(colour, brand[colour]);
    if (!failing) continue;
    // One decimal, rounded down: a ratio of 4.47 must not read as the 4.5 it misses.
    const ratio = (Math.floor(failing.ratio * 10) / 10).toFixed(1);
    const params = {
      colour: words[colour],
      hex: brand[colour],
      pair: failing.pair.what,
      ratio,
      suggestion: passingColour(colour, brand[colour]),
    };
    found.push({ path: ['brand', colour], problem: describe('low-contrast-colour', params) });
  }
  if (assets && brand.font !== 'system' && !assets.has(brand.font.file))
    found.push({ path: ['brand', 'font', 'file'], problem: describe('missing-font-file', { file: brand.font.file }) });
  return found;
}
