import type { Tone, Urgency } from '../../schema/tone.ts';

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
