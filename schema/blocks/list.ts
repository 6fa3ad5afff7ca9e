import { z } from 'zod';

export const listBlock = z
  .strictObject({
    type: z.literal('list'),
    heading: z.string().min(1).describe('The section heading.'),
    intro: z.string().min(1).optional().describe('A sentence under the heading.'),
    style: z
      .enum(['check', 'number', 'bullet'])
      .default('check')
      .describe('check shows ticks, number numbers the lines, bullet shows dots.'),
    columns: z.number().int().min(1).max(4).default(1).describe('Columns on a wide screen; phones show one.'),
    items: z.array(z.string().min(1)).min(1).describe('The lines.'),
  })
  .describe('A list of short lines: warning signs, steps, neighbourhoods, areas served.');
