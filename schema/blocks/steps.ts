import { z } from 'zod';
import { text } from '../text.ts';

const step = z.strictObject({
  title: text.describe('The step\'s name, e.g. "Camera Inspection".'),
  text: text.describe('What happens in this step.'),
  duration: text.optional().describe('How long it takes, e.g. "1-2 days" or "Within 15 minutes".'),
  tasks: z.array(text).default([]).describe('What is done in this step, one line each.'),
});

export const stepsBlock = z
  .strictObject({
    type: z.literal('steps'),
    heading: text.describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    label: text.default('Step').describe('The word before each number, e.g. "Step" or "Phase".'),
    items: z.array(step).min(2).max(10).describe('The steps, in order; they are numbered from 1.'),
  })
  .describe('A numbered process: how a job goes from the first call to the finished work.');
