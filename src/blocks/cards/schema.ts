import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { card } from '../../../schema/card.ts';

export const cardsBlock = z
  .strictObject({
    type: z.literal('cards').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    columns: z
      .number()
      .int()
      .min(1)
      .max(4)
      .default(3)
      .describe('Cards per row on a wide screen; phones show one.')
      .meta({ title: 'Columns' }),
    items: z.array(card).min(1).describe('The cards.').meta({ title: 'Cards' }),
  })
  .describe('A grid of cards: services, locations, emergencies, methods, anything with a title and a few details.')
  .meta({ title: 'Cards' });
