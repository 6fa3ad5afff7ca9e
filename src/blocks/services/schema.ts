import { z } from 'zod';
import { text } from '../../../schema/text.ts';

export const servicesBlock = z
  .strictObject({
    type: z.literal('services').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    limit: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe('Show only the first N services; leave out to show all.')
      .meta({ title: 'Number to show' }),
    linkLabel: text.default('Learn More').describe('The link text on each card.').meta({ title: 'Link text' }),
  })
  .describe('Cards for the services listed in pages/_site.yaml, each linking to its page.')
  .meta({ title: 'Services' });
