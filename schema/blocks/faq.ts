import { z } from 'zod';

const question = z.strictObject({
  question: z.string().min(1).describe('The question, as a customer would ask it.'),
  answer: z.string().min(1).describe('The answer, a few sentences.'),
});

export const faqBlock = z
  .strictObject({
    type: z.literal('faq'),
    heading: z.string().min(1).default('Frequently Asked Questions').describe('The section heading.'),
    items: z.array(question).min(1).describe('The questions, in order.'),
  })
  .describe('Questions and answers; one answer is open at a time.');
