import { z } from 'zod';
import { text } from '../../../schema/text.ts';

const review = z
  .strictObject({
    name: text.describe("The customer's name as they agreed to show it.").meta({ title: 'Customer name' }),
    location: text.optional().describe('Where they live, e.g. "Kelowna, BC".').meta({ title: 'Where they live' }),
    text: text.describe('What they said.').meta({ title: 'What they said' }),
    rating: z.number().int().min(1).max(5).describe('Stars, a whole number from 1 to 5.').meta({ title: 'Stars' }),
    service: text
      .optional()
      .describe('The service or plan they had, e.g. "Drain Cleaning".')
      .meta({ title: 'Service' }),
  })
  .meta({ title: 'Review' });

export const testimonialsBlock = z
  .strictObject({
    type: z.literal('testimonials').meta({ title: 'Block type' }),
    heading: text.default('What Our Customers Say').describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    items: z.array(review).min(1).describe('The reviews.').meta({ title: 'Reviews' }),
  })
  .describe('Customer reviews with star ratings.')
  .meta({ title: 'Customer reviews' });
