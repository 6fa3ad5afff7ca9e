import { z } from 'zod';
import { text } from '../text.ts';

const review = z.strictObject({
  name: text.describe("The customer's name as they agreed to show it."),
  location: text.optional().describe('Where they live, e.g. "Kelowna, BC".'),
  text: text.describe('What they said.'),
  rating: z.number().int().min(1).max(5).describe('Stars, a whole number from 1 to 5.'),
  service: text.optional().describe('The service or plan they had, e.g. "Drain Cleaning".'),
});

export const testimonialsBlock = z
  .strictObject({
    type: z.literal('testimonials'),
    heading: text.default('What Our Customers Say').describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    items: z.array(review).min(1).describe('The reviews.'),
  })
  .describe('Customer reviews with star ratings.');
