import { createTheme, defaultVariantColorsResolver, luminance, parseThemeColor, toRgba, type CSSVariablesResolver, type MantineThemeOverride, type VariantColorsResolver } from '@mantine/core';
import type { Tone, Urgency } from '../../schema/tone.ts';
import { themeShade, type BrandTheme } from '../core/brand-theme.ts';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** The colour at `amount` over white, opaque, so the text on it is measured against what is painted. */
const tint = (color: string, amount: number) => {
  const { r, g, b } = toRgba(color);
  const mix = (c: number) => Math.round(255 - (255 - c) * amount);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
};

/**
 * Mantine's light variant with a shade (`color="gray.8" variant="light"`) paints that shade solid under text of the
 * colour's light shade (1.3:1). Here it stays light: a 10% tint, with the first shade from the given one that reads at 4.5:1.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant !== 'light' || !parsed.isThemeColor || parsed.shade === undefined) return colors;
  const background = tint(parsed.value, 0.1);
  const hover = tint(parsed.value, 0.16);
  const shades = input.theme.colors[parsed.color]!.slice(parsed.shade);
  const color = shades.find((shade) => contrast(shade, hover) >= 4.5) ?? input.theme.black;
  return { ...colors, background, hover, color };
};

/**
 * The theme of the site's brand (pages/_site.yaml, made into shades when the site is checked): the main colour is
 * Mantine's `brand`, the accent its `copper`, each used at shade 7, the colour the site file names. Validation has
 * checked that text reads on both at 4.5:1 (src/node/check-brand.ts).
 */
export function themeOf({ primary, accent, fontFamily, radius }: BrandTheme): MantineThemeOverride {
  return createTheme({
    variantColorResolver,
    colors: { brand: primary, copper: accent },
    primaryColor: 'brand',
    primaryShade: themeShade,
    fontFamily,
    headings: { fontFamily, fontWeight: '750' },
    defaultRadius: radius === 'none' ? 0 : radius,
    focusRing: 'auto',
    components: {
      Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
      // Mantine's static class names (mantine-Card-root, …) are off to keep the HTML small; these two are named for CSS and tests.
      Card: { classNames: { root: 'card' } },
      Badge: { classNames: { root: 'badge' } },
      // Named so site.css can let a long label wrap on a narrow phone instead of cutting it off.
      Button: { classNames: { root: 'button', inner: 'button-inner', label: 'button-label' } },
    },
  });
}

/** Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 is 8.6:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-anchor': 'var(--mantine-color-brand-7)' },
  dark: {},
});

interface BadgeColours {
  bg: string;
  fg: string;
}

/** Badge colours as background and text pairs, each at least 4.5:1 (the brand's two, as validation checks them). */
export const tones: Record<Tone, BadgeColours> = {
  copper: { bg: 'var(--mantine-color-copper-7)', fg: '#ffffff' },
  blue: { bg: 'var(--mantine-color-brand-7)', fg: '#ffffff' },
  green: { bg: '#2b7a3b', fg: '#ffffff' },
  gray: { bg: '#495057', fg: '#ffffff' },
};

/**
 * The one colour of each urgency level, on every page (its word is the level's name). Each level differs from the
 * next in hue and in lightness (dark red, bright orange, yellow, pale grey); text on each is at least 4.5:1.
 */
export const urgencies: Record<Urgency, BadgeColours> = {
  critical: { bg: '#a61e1e', fg: '#ffffff' },
  urgent: { bg: '#fd7e14', fg: '#1f2937' },
  high: { bg: '#fcd34d', fg: '#1f2937' },
  medium: { bg: '#dee2e6', fg: '#1f2937' },
};
