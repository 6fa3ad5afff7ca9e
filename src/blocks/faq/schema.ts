import { z } from 'zod';
import { text } from '../../../schema/text.ts';

const question = z
  .strictObject({
    question: text.describe('The question, as a customer would ask it.').meta({ title: 'Question' }),
    answer: text.describe('The answer, a few sentences.').meta({ title: 'Answer' }),
  })
  .meta({ title: 'Question' });

export const faqBlock = z
  .strictObject({
    type: z.literal('faq').meta({ title: 'Block type' }),
    heading: text.default('Frequently Asked Questions').describe('The section heading.').meta({ title: 'Heading' }),
    items: z.array(question).min(1).describe('The questions, in order.').meta({ title: 'Questions' }),
  })
  .describe('Questions and answers; one answer is open at a time.')
  .meta({ title: 'Questions and answers' });
