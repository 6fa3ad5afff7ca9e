import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { listMarker } from '../../../schema/list-marker.ts';

export const listBlock = z
  .strictObject({
    type: z.literal('list').meta({ title: 'Block type' }),
    heading: text.describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    style: listMarker.default('check').meta({ title: 'Line marks' }),
    columns: z
      .number()
      .int()
      .min(1)
      .max(4)
      .default(1)
      .describe('Columns on a wide screen; phones show one.')
      .meta({ title: 'Columns' }),
    items: z.array(text).min(1).describe('The lines.').meta({ title: 'Lines' }),
  })
  .describe('A list of short lines: warning signs, steps, neighbourhoods, areas served.')
  .meta({ title: 'List' });
