import { z } from 'zod';
import { text } from '../../../schema/text.ts';

export const textBlock = z
  .strictObject({
    type: z.literal('text').meta({ title: 'Block type' }),
    heading: text.describe('The section heading.').meta({ title: 'Heading' }),
    paragraphs: z.array(text).min(1).describe('The paragraphs, in order.').meta({ title: 'Paragraphs' }),
  })
  .describe('A heading and a few paragraphs, e.g. "Our Story".')
  .meta({ title: 'Text' });
