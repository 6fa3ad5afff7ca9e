import { z } from 'zod';
import { href } from '../link.ts';
import { icon } from '../icon.ts';
import { badge } from '../tone.ts';

const fact = z.strictObject({
  label: z.string().min(1).describe('What the value is, e.g. "Response time".'),
  value: z.string().min(1).describe('The value exactly as it should read, e.g. "15 min".'),
});

const card = z.strictObject({
  title: z.string().min(1).describe("The card's heading."),
  text: z.string().min(1).optional().describe('A sentence or two under the heading.'),
  icon: icon.optional(),
  badge: badge.optional(),
  facts: z.array(fact).default([]).describe('Label and value pairs, e.g. "Cost: $150-$300".'),
  bullets: z.array(z.string().min(1)).default([]).describe('A ticked list under the text.'),
  href: href.optional().describe('Makes the card link somewhere.'),
  linkLabel: z.string().min(1).default('Learn More').describe("The link's text."),
});

export const cardsBlock = z
  .strictObject({
    type: z.literal('cards'),
    heading: z.string().min(1).optional().describe('The section heading.'),
    intro: z.string().min(1).optional().describe('A sentence under the heading.'),
    columns: z.number().int().min(1).max(4).default(3).describe('Cards per row on a wide screen; phones show one.'),
    items: z.array(card).min(1).describe('The cards.'),
  })
  .describe('A grid of cards: services, locations, emergencies, methods, anything with a title and a few details.');
