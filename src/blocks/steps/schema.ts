import { z } from 'zod';
import { text } from '../../../schema/text.ts';

const step = z
  .strictObject({
    title: text.describe('The step\'s name, e.g. "Camera Inspection".').meta({ title: 'Step name' }),
    text: text.describe('What happens in this step.').meta({ title: 'What happens' }),
    duration: text
      .optional()
      .describe('How long it takes, e.g. "1-2 days" or "Within 15 minutes".')
      .meta({ title: 'How long' }),
    tasks: z.array(text).default([]).describe('What is done in this step, one line each.').meta({ title: 'Tasks' }),
  })
  .meta({ title: 'Step' });

export const stepsBlock = z
  .strictObject({
    type: z.literal('steps').meta({ title: 'Block type' }),
    heading: text.describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    label: text
      .default('Step')
      .describe('The word before each number, e.g. "Step" or "Phase".')
      .meta({ title: 'Step word' }),
    items: z
      .array(step)
      .min(2)
      .max(10)
      .describe('The steps, in order; they are numbered from 1.')
      .meta({ title: 'Steps' }),
  })
  .describe('A numbered process: how a job goes from the first call to the finished work.')
  .meta({ title: 'Steps' });
