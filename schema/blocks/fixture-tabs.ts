import { z } from 'zod';
import { raise } from '../issues.ts';
import { text } from '../text.ts';

const fixture = z.strictObject({
  name: text.describe('The fixture, e.g. "Pull-Down Kitchen Faucet".'),
  installTime: text.describe('How long installing it takes, e.g. "1-2 hours".'),
  priceRange: text.describe('The installed price as it should read, e.g. "$250-$600".'),
  brands: z.array(text).min(1).describe('Popular brands, e.g. [Moen, Delta, Kohler].'),
});

const category = z.strictObject({
  name: text.describe('The tab\'s label, e.g. "Faucets".'),
  description: text.optional().describe('A sentence shown above the cards when this tab is chosen.'),
  fixtures: z.array(fixture).min(1).describe('The fixture cards of this category.'),
});

export const fixtureTabsBlock = z
  .strictObject({
    type: z.literal('fixture-tabs'),
    heading: text.describe('The section heading, e.g. "Fixtures We Install".'),
    intro: text.optional().describe('A sentence under the heading.'),
    allLabel: text.default('All').describe('The label of the first tab, which shows every fixture of every category.'),
    labels: z
      .strictObject({
        installTime: text.default('Install time').describe('The label of the install time on each card.'),
        priceRange: text.default('Price range').describe('The label of the price range on each card.'),
        brands: text.default('Popular brands').describe('The label of the brands on each card.'),
      })
      .prefault({})
      .describe('The labels on each fixture card.'),
    categories: z
      .array(category)
      .min(1)
      .superRefine((list, ctx) => {
        list.forEach((c, i) => {
          if (list.findIndex((o) => o.name === c.name) !== i)
            raise(ctx, 'duplicate-category', { name: c.name }, [i, 'name']);
        });
      })
      .describe('The categories, one tab each after the first tab, in order.'),
  })
  .describe('Fixture cards under tabs: the first tab shows every fixture, the others one category each.');
