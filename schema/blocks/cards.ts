import { z } from 'zod';
import { text } from '../text.ts';
import { href } from '../link.ts';
import { icon } from '../icon.ts';
import { listMarker } from '../list-marker.ts';
import { badge, urgency } from '../tone.ts';

/** A label and value pair, e.g. "Response time: 15 min". */
export const fact = z.strictObject({
  label: text.describe('What the value is, e.g. "Response time".'),
  value: text.describe('The value exactly as it should read, e.g. "15 min".'),
});

const list = z.strictObject({
  title: text.describe('The list\'s heading, e.g. "Pros" or "Cons".'),
  style: listMarker.default('check'),
  items: z.array(text).min(1).describe('The lines.'),
});

/** One card: its heading, and any of an icon, badge, text, facts, lists, a note and a link. */
export const card = z.strictObject({
  title: text.describe("The card's heading."),
  text: text.optional().describe('A sentence or two under the heading.'),
  icon: icon.optional(),
  badge: badge.optional(),
  urgency: urgency.optional(),
  facts: z.array(fact).default([]).describe('Label and value pairs, e.g. "Cost: $150-$300".'),
  bullets: z.array(text).default([]).describe('A ticked list under the text.'),
  lists: z.array(list).optional().describe('Titled lists after the bullets, e.g. Pros and Cons; side by side when the card is wide.'),
  note: z
    .strictObject({
      label: text.describe('A few words before the note, e.g. "Kelowna note".'),
      text: text.describe('The note itself.'),
    })
    .optional()
    .describe('A highlighted remark at the bottom of the card, e.g. a local tip.'),
  href: href.optional().describe('Makes the card link somewhere.'),
  linkLabel: text.default('Learn More').describe("The link's text."),
});

export const cardsBlock = z
  .strictObject({
    type: z.literal('cards'),
    heading: text.optional().describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    columns: z.number().int().min(1).max(4).default(3).describe('Cards per row on a wide screen; phones show one.'),
    items: z.array(card).min(1).describe('The cards.'),
  })
  .describe('A grid of cards: services, locations, emergencies, methods, anything with a title and a few details.');
