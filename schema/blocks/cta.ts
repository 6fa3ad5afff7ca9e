import { z } from 'zod';
import { text } from '../text.ts';
import { action } from '../link.ts';

export const ctaBlock = z
  .strictObject({
    type: z.literal('cta'),
    heading: text.describe("The band's heading."),
    text: text.optional().describe('A sentence under the heading.'),
    actions: z.array(action).min(1).max(3).describe('One to three buttons.'),
  })
  .describe('A closing band that asks the visitor to act: call, get a quote, book.');
