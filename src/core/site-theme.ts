// The Mantine theme of the site's brand: the browser's MantineProvider takes it, and so does the build's brand
// stylesheet (src/node/brand/brand-css.ts), so the two never differ.
import {
  createTheme,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  toRgba,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { themeShade, type BrandTheme } from './brand-theme.ts';

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
 * colour's light shade (1.3:1). Here it stays light: a 10% tint, with the first shade from the given one that reads at
 * 4.5:1.
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
 * checked that text reads on both at 4.5:1 (src/node/check/check-brand.ts).
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
      // Mantine's static class names (mantine-Card-root, …) are off to keep the HTML small; these two are named for CSS
      // and tests. Every card has a border and stacks its content: said once by .card (src/browser/theme.css) instead
      // of by two attributes on each (Paper's withBorder, Card's orientation); a card with a picture names its
      // orientation for its section.
      Card: { classNames: { root: 'card' }, defaultProps: { orientation: undefined } },
      // Their default variables are said once by class (src/browser/theme.css), not inline on each one: an undefined
      // default prop writes no variable.
      Stack: { classNames: { root: 'stack' }, defaultProps: { gap: undefined, align: undefined, justify: undefined } },
      Group: {
        classNames: { root: 'group' },
        defaultProps: { gap: undefined, align: undefined, justify: undefined, wrap: undefined },
      },
      Badge: { classNames: { root: 'badge' } },
      // Named so site.css can let a long label wrap on a narrow phone instead of cutting it off.
      Button: { classNames: { root: 'button', inner: 'button-inner', label: 'button-label' } },
    },
  });
}

/** Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 is 8.6:1. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
  },
  dark: {},
});

/** What MantineProvider takes from the brand: the browser's provider and the build's brand stylesheet pass the same. */
export const themeProps = (brand: BrandTheme) => ({ theme: themeOf(brand), cssVariablesResolver });
