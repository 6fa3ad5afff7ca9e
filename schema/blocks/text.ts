import { z } from 'zod';
import { text } from '../text.ts';

export const textBlock = z
  .strictObject({
    type: z.literal('text'),
    heading: text.describe('The section heading.'),
    paragraphs: z.array(text).min(1).describe('The paragraphs, in order.'),
  })
  .describe('A heading and a few paragraphs, e.g. "Our Story".');
