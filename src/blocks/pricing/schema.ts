import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { fact } from '../../../schema/card.ts';
import { href } from '../../../schema/link.ts';

const plan = z
  .strictObject({
    name: text.describe('The plan\'s name, e.g. "Silver Shield".').meta({ title: 'Plan name' }),
    price: text.describe('The price exactly as it should read, e.g. "$249".').meta({ title: 'Price' }),
    period: text
      .optional()
      .describe('What the price covers, e.g. "per year" or "per month".')
      .meta({ title: 'Price period' }),
    description: text.optional().describe('A sentence about who the plan suits.').meta({ title: 'Who it suits' }),
    popular: z
      .boolean()
      .default(false)
      .describe('Marks the plan as the most popular one: highlighted, with the popular label.')
      .meta({ title: 'Most popular' }),
    discount: text
      .optional()
      .describe('The saving that comes with the plan, e.g. "15% off all repairs".')
      .meta({ title: 'Discount' }),
    facts: z
      .array(fact)
      .default([])
      .describe('Label and value pairs, e.g. "Response time: 2-hour response".')
      .meta({ title: 'Facts' }),
    features: z.array(text).min(1).describe('What the plan includes, one line each.').meta({ title: 'Features' }),
    button: z
      .strictObject({
        label: text.describe('The button text, e.g. "Choose Plan".').meta({ title: 'Button text' }),
        href: href.meta({ title: 'Link' }),
      })
      .describe('The button at the bottom of the plan; its accessible name adds the plan name.')
      .meta({ title: 'Button' }),
  })
  .meta({ title: 'Plan' });

export const pricingBlock = z
  .strictObject({
    type: z.literal('pricing').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    popularLabel: text
      .default('Most Popular')
      .describe('The label on the popular plan.')
      .meta({ title: 'Popular label' }),
    items: z
      .array(plan)
      .min(1)
      .max(4)
      .describe('The plans, side by side on a wide screen, one above another on a phone.')
      .meta({ title: 'Plans' }),
  })
  .describe('Priced plans or packages with their features, an optional "Most Popular" mark and a button each.')
  .meta({ title: 'Prices and plans' });
