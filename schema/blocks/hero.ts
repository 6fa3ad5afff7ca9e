import { z } from 'zod';
import { action } from '../link.ts';

export const heroBlock = z
  .strictObject({
    type: z.literal('hero'),
    badge: z.string().min(1).optional().describe('A small label above the heading, e.g. "24/7 Emergency Service".'),
    title: z.string().min(1).describe("The page's main heading."),
    text: z.string().min(1).optional().describe('One or two sentences under the heading.'),
    actions: z.array(action).max(3).default([]).describe('Up to three buttons; the first is the main one.'),
    highlights: z
      .array(z.string().min(1))
      .max(6)
      .default([])
      .describe('Short claims shown with a tick under the buttons, e.g. "Licensed, bonded & insured".'),
  })
  .describe('The top of a page: its main heading, a short pitch and the main buttons. Every page starts with one.');
