import { z } from 'zod';
import { text } from './text.ts';

/** A badge colour, checked for contrast in the theme. Urgency has colours of its own (see `urgency`). */
export const tone = z
  .enum(['blue', 'green', 'gray', 'copper'])
  .describe('The badge colour. For how urgent something is, use `urgency` instead.');
export type Tone = z.infer<typeof tone>;

/** A small coloured label, e.g. a category or a month. */
export const badge = z
  .strictObject({
    label: text.describe('The text in the badge, e.g. "Same Day".').meta({ title: 'Badge text' }),
    tone: tone.default('blue').meta({ title: 'Colour' }),
  })
  .describe('A small coloured label, e.g. a category or a month.');

/** How urgent something is; each level has one word and one colour on every page (src/ui/theme.ts). */
export const urgency = z
  .enum(['critical', 'urgent', 'high', 'medium'])
  .describe(
    'How urgent it is, most urgent first: critical, urgent, high or medium. Shown ' +
      "as a badge with the level's own word and colour, the same on every page.",
  );
export type Urgency = z.infer<typeof urgency>;
