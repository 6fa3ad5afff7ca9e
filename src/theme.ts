import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { Tone } from '../schema/tone.ts';

// A deep water blue: shade 7 on white is 7.4:1, white on shade 7 the same, so buttons and links pass WCAG AA.
const brand: MantineColorsTuple = ['#e8f3fb', '#d2e5f4', '#a3c9e8', '#70abdc', '#4893d2', '#2f83cc', '#1f6fb0', '#135590', '#0d4677', '#053760'];
const copper: MantineColorsTuple = ['#fbf0e9', '#f1ddd0', '#e3b9a0', '#d6936c', '#cb7440', '#c46025', '#b35318', '#8f3f10', '#7d360b', '#6d2c04'];

export const theme = createTheme({
  colors: { brand, copper },
  primaryColor: 'brand',
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '750' },
  defaultRadius: 'md',
  focusRing: 'auto',
  components: {
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
  },
});

/** Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 is 8.6:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-anchor': 'var(--mantine-color-brand-7)' },
  dark: {},
});

/** Badge colours as background and text pairs, each at least 4.5:1. */
export const tones: Record<Tone, { bg: string; fg: string }> = {
  copper: { bg: copper[7], fg: '#ffffff' },
  orange: { bg: '#c2410c', fg: '#ffffff' },
  yellow: { bg: '#fcd34d', fg: '#1f2937' },
  blue: { bg: brand[7], fg: '#ffffff' },
  green: { bg: '#2b7a3b', fg: '#ffffff' },
  gray: { bg: '#495057', fg: '#ffffff' },
};
