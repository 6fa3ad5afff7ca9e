import { z } from 'zod';
import { text } from '../text.ts';
import { listMarker } from '../list-marker.ts';

export const listBlock = z
  .strictObject({
    type: z.literal('list'),
    heading: text.describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    style: listMarker.default('check'),
    columns: z.number().int().min(1).max(4).default(1).describe('Columns on a wide screen; phones show one.'),
    items: z.array(text).min(1).describe('The lines.'),
  })
  .describe('A list of short lines: warning signs, steps, neighbourhoods, areas served.');
