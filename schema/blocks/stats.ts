import { z } from 'zod';

const stat = z.strictObject({
  value: z.string().min(1).describe('The figure exactly as it should read, e.g. "1,200+".'),
  label: z.string().min(1).describe('What the figure counts, e.g. "Emergency calls answered".'),
});

export const statsBlock = z
  .strictObject({
    type: z.literal('stats'),
    heading: z.string().min(1).optional().describe('A heading above the figures.'),
    items: z.array(stat).min(2).max(8).describe('The figures, two to eight.'),
  })
  .describe('A row of big figures, each with a label under it.');
