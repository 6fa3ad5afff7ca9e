import { z } from 'zod';
import { text } from '../text.ts';

export const servicesBlock = z
  .strictObject({
    type: z.literal('services'),
    heading: text.optional().describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    limit: z.number().int().min(1).max(12).optional().describe('Show only the first N services; leave out to show all.'),
    linkLabel: text.default('Learn More').describe('The link text on each card.'),
  })
  .describe('Cards for the services listed in pages/_site.yaml, each linking to its page.');
