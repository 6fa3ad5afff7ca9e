import { z } from 'zod';
import { text } from '../text.ts';
import { action } from '../link.ts';
import { image } from '../image.ts';

export const heroBlock = z
  .strictObject({
    type: z.literal('hero'),
    badge: text.optional().describe('A small label above the heading, e.g. "24/7 Emergency Service".'),
    title: text.describe("The page's main heading."),
    text: text.optional().describe('One or two sentences under the heading.'),
    actions: z.array(action).max(3).default([]).describe('Up to three buttons; the first is the main one.'),
    highlights: z
      .array(text)
      .max(6)
      .default([])
      .describe('Short claims shown with a tick under the buttons, e.g. "Licensed, bonded & insured".'),
    image: image.optional().describe('A picture beside the text on wide screens, under it on phones.'),
  })
  .describe('The top of a page: its main heading, a short pitch and the main buttons. Every page starts with one.');
