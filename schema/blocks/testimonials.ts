import { z } from 'zod';

const review = z.strictObject({
  name: z.string().min(1).describe("The customer's name as they agreed to show it."),
  location: z.string().min(1).optional().describe('Where they live, e.g. "Kelowna, BC".'),
  text: z.string().min(1).describe('What they said.'),
  rating: z.number().int().min(1).max(5).describe('Stars, a whole number from 1 to 5.'),
  service: z.string().min(1).optional().describe('The service or plan they had, e.g. "Drain Cleaning".'),
});

export const testimonialsBlock = z
  .strictObject({
    type: z.literal('testimonials'),
    heading: z.string().min(1).default('What Our Customers Say').describe('The section heading.'),
    intro: z.string().min(1).optional().describe('A sentence under the heading.'),
    items: z.array(review).min(1).describe('The reviews.'),
  })
  .describe('Customer reviews with star ratings.');
