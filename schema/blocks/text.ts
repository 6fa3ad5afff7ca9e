import { z } from 'zod';

export const textBlock = z
  .strictObject({
    type: z.literal('text'),
    heading: z.string().min(1).describe('The section heading.'),
    paragraphs: z.array(z.string().min(1)).min(1).describe('The paragraphs, in order.'),
  })
  .describe('A heading and a few paragraphs, e.g. "Our Story".');
