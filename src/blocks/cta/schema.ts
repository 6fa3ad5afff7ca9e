import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { action } from '../../../schema/link.ts';

export const ctaBlock = z
  .strictObject({
    type: z.literal('cta').meta({ title: 'Block type' }),
    heading: text.describe("The band's heading.").meta({ title: 'Heading' }),
    text: text.optional().describe('A sentence under the heading.').meta({ title: 'Text' }),
    actions: z.array(action).min(1).max(3).describe('One to three buttons.').meta({ title: 'Buttons' }),
  })
  .describe('A closing band that asks the visitor to act: call, get a quote, book.')
  .meta({ title: 'Call to action' });
