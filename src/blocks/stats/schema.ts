import { z } from 'zod';
import { text } from '../../../schema/text.ts';

const stat = z
  .strictObject({
    value: text.describe('The figure exactly as it should read, e.g. "1,200+".').meta({ title: 'Figure' }),
    label: text.describe('What the figure counts, e.g. "Emergency calls answered".').meta({ title: 'Label' }),
  })
  .meta({ title: 'Figure' });

export const statsBlock = z
  .strictObject({
    type: z.literal('stats').meta({ title: 'Block type' }),
    heading: text.optional().describe('A heading above the figures.').meta({ title: 'Heading' }),
    items: z.array(stat).min(2).max(8).describe('The figures, two to eight.').meta({ title: 'Figures' }),
  })
  .describe('A row of big figures, each with a label under it.')
  .meta({ title: 'Key figures' });
