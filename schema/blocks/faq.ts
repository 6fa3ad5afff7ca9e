import { z } from 'zod';
import { text } from '../text.ts';

const question = z.strictObject({
  question: text.describe('The question, as a customer would ask it.'),
  answer: text.describe('The answer, a few sentences.'),
});

export const faqBlock = z
  .strictObject({
    type: z.literal('faq'),
    heading: text.default('Frequently Asked Questions').describe('The section heading.'),
    items: z.array(question).min(1).describe('The questions, in order.'),
  })
  .describe('Questions and answers; one answer is open at a time.');
