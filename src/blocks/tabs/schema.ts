import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { card } from '../../../schema/card.ts';
import { raise } from '../../../schema/issues.ts';

/**
 * The most tabs a block may have besides its All tab: the stylesheet that shows a tab's cards has a rule per position.
 */
export const maxTabs = 8;

const tab = z
  .strictObject({
    label: text.describe('The tab\'s label, e.g. "Faucets".').meta({ title: 'Tab label' }),
    intro: text
      .optional()
      .describe('A sentence shown above the cards while this tab is chosen.')
      .meta({ title: 'Introduction' }),
    cards: z.array(card).min(1).describe('The cards this tab shows.').meta({ title: 'Cards' }),
  })
  .meta({ title: 'Tab' });

export const tabsBlock = z
  .strictObject({
    type: z.literal('tabs').meta({ title: 'Block type' }),
    heading: text
      .describe('The section heading, e.g. "Fixtures We Install"; screen readers also name the row of tabs with it.')
      .meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    all: text
      .optional()
      .describe(
        'Adds a first tab with this label, e.g. "All", chosen when the page opens, that ' +
          'shows the cards of every tab together. Without it the first tab is chosen.',
      )
      .meta({ title: 'All tab label' }),
    columns: z
      .number()
      .int()
      .min(1)
      .max(4)
      .default(3)
      .describe('Cards per row on a wide screen; phones show one.')
      .meta({ title: 'Columns' }),
    tabs: z
      .array(tab)
      .min(2)
      .max(maxTabs)
      .superRefine((list, ctx) => {
        list.forEach((t, i) => {
          if (list.findIndex((o) => o.label === t.label) !== i)
            raise(ctx, 'duplicate-tab', { label: t.label }, [i, 'label']);
        });
      })
      .describe(`The tabs, in order (2 to ${maxTabs}); each shows its own cards.`)
      .meta({ title: 'Tabs' }),
  })
  .describe('Cards under tabs: a visitor picks a tab to see its cards, or the optional All tab to see every card.')
  .meta({ title: 'Tabs of cards' });
