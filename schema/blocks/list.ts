import { z } from 'zod';
import { text } from '../text.ts';

export const listBlock = z
  .strictObject({
    type: z.literal('list'),
    heading: text.describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    style: z
      .enum(['check', 'number', 'bullet'])
      .default('check')
      .describe('check shows ticks, number numbers the lines, bullet shows dots.'),
    columns: z.number().int().min(1).max(4).default(1).describe('Columns on a wide screen; phones show one.'),
    items: z.array(text).min(1).describe('The lines.'),
  })
  .describe('A list of short lines: warning signs, steps, neighbourhoods, areas served.');
