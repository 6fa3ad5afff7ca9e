import { z } from 'zod';
import { text } from './text.ts';
import { href } from './link.ts';
import { icon } from './icon.ts';
import { listMarker } from './list-marker.ts';
import { badge, urgency } from './tone.ts';
import { pictureIn } from './image.ts';

/** A label and value pair, e.g. "Response time: 15 min". */
export const fact = z
  .strictObject({
    label: text.describe('What the value is, e.g. "Response time".').meta({ title: 'Label' }),
    value: text.describe('The value exactly as it should read, e.g. "15 min".').meta({ title: 'Value' }),
  })
  .meta({ title: 'Fact' });

const list = z
  .strictObject({
    title: text.describe('The list\'s heading, e.g. "Pros" or "Cons".').meta({ title: 'List heading' }),
    style: listMarker.default('check').meta({ title: 'Line marks' }),
    items: z.array(text).min(1).describe('The lines.').meta({ title: 'Lines' }),
  })
  .meta({ title: 'List' });

/**
 * A card's width: a third of the container from 62em, half the screen from 48em, the screen's width below (one column).
 */
const cardPicture = { sizes: '(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw', widest: 736, onPhone: 343 };

/** One card: a picture, its heading, and any of an icon, badge, text, facts, lists, a note and a link. */
export const card = z
  .strictObject({
    picture: pictureIn(cardPicture)
      .optional()
      .describe(
        'A photo at the top of the card, e.g. a finished bathroom. Any ' +
          'photo from public/images/: the build makes it the right size.',
      )
      .meta({ title: 'Picture' }),
    title: text.describe("The card's heading.").meta({ title: 'Heading' }),
    text: text.optional().describe('A sentence or two under the heading.').meta({ title: 'Text' }),
    icon: icon.optional().meta({ title: 'Icon' }),
    badge: badge.optional().meta({ title: 'Badge' }),
    urgency: urgency.optional().meta({ title: 'Urgency' }),
    facts: z
      .array(fact)
      .default([])
      .describe('Label and value pairs, e.g. "Cost: $150-$300".')
      .meta({ title: 'Facts' }),
    bullets: z.array(text).default([]).describe('A ticked list under the text.').meta({ title: 'Ticked points' }),
    lists: z
      .array(list)
      .optional()
      .describe('Titled lists after the bullets, e.g. Pros and Cons; side by side when the card is wide.')
      .meta({ title: 'Lists' }),
    note: z
      .strictObject({
        label: text.describe('A few words before the note, e.g. "Kelowna note".').meta({ title: 'Note label' }),
        text: text.describe('The note itself.').meta({ title: 'Note text' }),
      })
      .optional()
      .describe('A highlighted remark at the bottom of the card, e.g. a local tip.')
      .meta({ title: 'Note' }),
    href: href.optional().describe('Makes the card link somewhere.').meta({ title: 'Link' }),
    linkLabel: text.default('Learn More').describe("The link's text.").meta({ title: 'Link text' }),
  })
  .meta({ title: 'Card' });
