import { z } from 'zod';
import { action } from '../link.ts';

export const ctaBlock = z
  .strictObject({
    type: z.literal('cta'),
    heading: z.string().min(1).describe("The band's heading."),
    text: z.string().min(1).optional().describe('A sentence under the heading.'),
    actions: z.array(action).min(1).max(3).describe('One to three buttons.'),
  })
  .describe('A closing band that asks the visitor to act: call, get a quote, book.');
