import chroma from 'chroma-js';
import { generateColors } from '@mantine/colors-generator';
import type { Brand } from '../../../schema/brand.ts';
import { themeShade, type BrandTheme, type Shades } from '../../core/brand-theme.ts';

/** The device's own fonts, the site's font when it sets none and the fallback of one it sets. */
export const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const lightness = (hex: string) => chroma(hex).get('hsl.l');
const withLightness = (hex: string, l: number) =>
  chroma(hex)
    .set('hsl.l', Math.min(1, Math.max(0, l)))
    .hex();

/**
 * A colour's ten shades, with the colour itself as shade 7, the one the theme uses. Mantine's generator puts the
 * colour at the shade whose lightness is nearest its own (#135590, dark, at 9). When that is not 7, the generator is
 * given the same hue and saturation at the lightness it gives shade 7, so its steps of saturation fit shade 7; shade 7
 * is then the colour itself, and the others are moved in lightness to stay in order around it: the lighter ones keep
 * their share of the way to the lightest shade, the darker ones their share of the way to black.
 */
export function shadesOf(hex: string): Shades {
  const colour = hex.toLowerCase();
  const direct = generateColors(colour);
  if (direct[themeShade] === colour) return direct.slice(0, 10) as unknown as Shades;
  const ladder = generateColors(withLightness(colour, lightness(direct[themeShade]!)));
  const [anchor, own] = [lightness(ladder[themeShade]!), lightness(colour)];
  // A colour lighter than the generator's lightest shade (white) makes the lighter shades as light as it.
  const lightest = Math.max(lightness(ladder[0]), own);
  return ladder.slice(0, 10).map((shade, i) => {
    if (i === themeShade) return colour;
    const l = lightness(shade);
    return withLightness(
      shade,
      i < themeShade ? lightest - ((lightest - l) * (lightest - own)) / (lightest - anchor) : (l * own) / anchor,
    );
  }) as unknown as Shades;
}

/**
 * The brand of pages/_site.yaml as the theme takes it: the shades of both colours, the font family, the rest as
 * written.
 */
export function brandTheme({ primary, accent, font, radius, logo }: Brand): BrandTheme {
  const own = font === 'system' ? undefined : font;
  return {
    primary: shadesOf(primary),
    accent: shadesOf(accent),
    fontFamily: own ? `"${own.name}", ${systemFonts}` : systemFonts,
    ...(own ? { font: own } : {}),
    radius,
    ...(logo ? { logo } : {}),
  };
}
