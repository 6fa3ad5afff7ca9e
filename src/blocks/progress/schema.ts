import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { fact } from '../../../schema/card.ts';
import { raise } from '../../../schema/issues.ts';

const bar = z
  .strictObject({
    title: text.describe('What the bar is about, e.g. "Walk-in Shower Conversion".').meta({ title: 'Heading' }),
    text: text.optional().describe('A sentence under the title.').meta({ title: 'Text' }),
    value: z
      .number()
      .optional()
      .describe(
        'How far the bar is filled, from 0 to max, e.g. 65. Leave out when not known: the bar shows as indeterminate.',
      )
      .meta({ title: 'Value' }),
    max: z
      .number()
      .default(100)
      .describe('The value of a full bar, above 0; 100 unless told.')
      .meta({ title: 'Full bar value' }),
    facts: z
      .array(fact)
      .default([])
      .describe('Label and value pairs shown under the bar, e.g. "Cost: $8,000-$15,000".')
      .meta({ title: 'Facts' }),
  })
  .superRefine((item, ctx) => {
    if (!(item.max > 0)) raise(ctx, 'invalid-maximum', { max: item.max }, ['max']);
    else if (item.value !== undefined && (item.value < 0 || item.value > item.max))
      raise(ctx, 'value-outside-bar', { value: item.value, max: item.max }, ['value']);
  })
  .meta({ title: 'Progress bar' });

export const progressBlock = z
  .strictObject({
    type: z.literal('progress').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    measure: text
      .describe('What every bar measures, shown by each bar and read out with it, e.g. "Return on investment".')
      .meta({ title: 'What bars measure' }),
    columns: z
      .number()
      .int()
      .min(1)
      .max(4)
      .default(2)
      .describe('Cards per row on a wide screen; phones show one.')
      .meta({ title: 'Columns' }),
    items: z.array(bar).min(1).describe('One card with a bar each.').meta({ title: 'Progress bars' }),
  })
  .describe('Cards with a progress bar each, e.g. the return on investment of bathroom upgrades.')
  .meta({ title: 'Progress bars' });
