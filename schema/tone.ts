import { z } from 'zod';
import { text } from './text.ts';

/** A badge colour, checked for contrast in the theme. */
export const tone = z
  .enum(['copper', 'orange', 'yellow', 'blue', 'green', 'gray'])
  .describe('The badge colour. copper is for the most urgent items, then orange, then yellow.');
export type Tone = z.infer<typeof tone>;

/** A small coloured label, e.g. an urgency level. */
export const badge = z
  .strictObject({
    label: text.describe('The text in the badge, e.g. "CRITICAL".'),
    tone: tone.default('blue'),
  })
  .describe('A small coloured label, e.g. an urgency level or a category.');
