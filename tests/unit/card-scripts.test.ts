// A share card draws every script an owner may write a title in: each letter and emoji from a font that has it, never
// the box a font draws for a character it lacks; right-to-left titles start at the right. The fonts for a script load
// only when a card needs them.
import { describe, expect, it } from 'vitest';
import { CardFonts } from '../../src/builder/card-fonts.ts';
import { drawShareCard } from '../../src/builder/draw-share-card.ts';
import { shadesOf } from '../../src/node/brand/brand.ts';

const brand = { primary: shadesOf('#004bcf'), accent: shadesOf('#d65108') };
const card = (heading: string) =>
  drawShareCard({ heading, company: 'Okanagan Flow Plumbing', host: 'okanaganflowplumbing.ca' }, brand);

/** Titles in five scripts besides the Latin one, as owners write them. */
export const scriptTitles = {
  emoji: 'Plumbing that just works 🚿🔧💧🚨',
  hebrew: 'שרברב חירום בקלאונה',
  arabic: 'سباك طوارئ في كيلاونا',
  cjk: '基洛纳紧急水管工服务',
  devanagari: 'केलोना में नलसाज़ी सेवा',
  thai: 'ช่างประปาฉุกเฉินในเคโลว์นา',
};

/** A private-use character no font has: every font draws its missing-glyph box for it. */
const missing = '\uE000';
const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)]
    .map((g) => g.segment)
    .filter((g) => g.trim());

describe('a share card in every script', { timeout: 60_000 }, () => {
  it('tells a missing glyph from a drawn one: any character no font has draws the same box, a letter does not', async () => {
    const box = await card(missing);
    expect(await card('\uE001')).toEqual(box);
    expect(await card('K')).not.toEqual(box);
  });

  it.each(Object.entries(scriptTitles))(
    'draws every character of a title in %s from a font that has it',
    async (_, title) => {
      const box = await card(missing);
      for (const grapheme of graphemes(title))
        expect(await card(grapheme), `"${grapheme}" (U+${grapheme.codePointAt(0)!.toString(16)})`).not.toEqual(box);
    },
  );

  it('loads a script’s font only for a card whose words need it', () => {
    const fonts = new CardFonts();
    expect(new Set(fonts.filesFor('Drain Cleaning in Kelowna, ça coûte 95 $', 700).map((f) => f.family))).toEqual(
      new Set(['Inter']),
    );
    expect(new Set(fonts.filesFor(scriptTitles.hebrew, 700).map((f) => f.family))).toEqual(
      new Set(['Inter', 'Noto Sans Hebrew']),
    );
    expect(fonts.filesFor(scriptTitles.emoji, 700).map((f) => f.family)).toContain('Noto Color Emoji');
    // Chinese comes in many slices by range: a title loads the few its characters are in.
    expect(fonts.filesFor(scriptTitles.cjk, 700).length).toBeLessThan(10);
  });

  it('starts a right-to-left title at the right edge, a left-to-right one at the left', async () => {
    const sharp = (await import('sharp')).default;
    /** The first column, from the left, where the heading's band has a white pixel. */
    const firstInk = async (heading: string) => {
      const { data, info } = await sharp(await card(heading))
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (let x = 0; x < info.width; x++)
        for (let y = 0; y < 486; y++) if (data[(y * info.width + x) * info.channels] === 255) return x;
      return -1;
    };
    expect(await firstInk('Kelowna')).toBeLessThan(100);
    expect(await firstInk(scriptTitles.hebrew)).toBeGreaterThan(300);
  });
});
