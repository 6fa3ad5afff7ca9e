import { z } from 'zod';

const step = z.strictObject({
  title: z.string().min(1).describe('The step\'s name, e.g. "Camera Inspection".'),
  text: z.string().min(1).describe('What happens in this step.'),
  duration: z.string().min(1).optional().describe('How long it takes, e.g. "1-2 days" or "Within 15 minutes".'),
  tasks: z.array(z.string().min(1)).default([]).describe('What is done in this step, one line each.'),
});

export const stepsBlock = z
  .strictObject({
    type: z.literal('steps'),
    heading: z.string().min(1).describe('The section heading.'),
    intro: z.string().min(1).optional().describe('A sentence under the heading.'),
    label: z.string().min(1).default('Step').describe('The word before each number, e.g. "Step" or "Phase".'),
    items: z.array(step).min(2).max(10).describe('The steps, in order; they are numbered from 1.'),
  })
  .describe('A numbered process: how a job goes from the first call to the finished work.');
