import { z } from 'zod';

export const servicesBlock = z
  .strictObject({
    type: z.literal('services'),
    heading: z.string().min(1).optional().describe('The section heading.'),
    intro: z.string().min(1).optional().describe('A sentence under the heading.'),
    limit: z.number().int().min(1).max(12).optional().describe('Show only the first N services; leave out to show all.'),
    linkLabel: z.string().min(1).default('Learn More').describe('The link text on each card.'),
  })
  .describe('Cards for the services listed in pages/_site.yaml, each linking to its page.');
