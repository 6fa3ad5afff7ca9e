import { z } from 'zod';

/** How the lines of a list are marked; a list's YAML chooses, so warning signs never carry good-news ticks. */
export const listMarker = z
  .enum(['check', 'cross', 'warning', 'number', 'bullet'])
  .describe(
    'How each line is marked: check ticks it (good points, what is included), cross marks it (cons), warning ' +
      'puts a warning sign before it (warning signs, dangers), number numbers the lines, bullet shows dots.',
  );
export type ListMarker = z.infer<typeof listMarker>;
