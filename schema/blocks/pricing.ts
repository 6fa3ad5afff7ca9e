import { z } from 'zod';
import { text } from '../text.ts';
import { fact } from './cards.ts';
import { href } from '../link.ts';


const plan = z.strictObject({
  name: text.describe('The plan\'s name, e.g. "Silver Shield".'),
  price: text.describe('The price exactly as it should read, e.g. "$249".'),
  period: text.optional().describe('What the price covers, e.g. "per year" or "per month".'),
  description: text.optional().describe('A sentence about who the plan suits.'),
  popular: z.boolean().default(false).describe('Marks the plan as the most popular one: highlighted, with the popular label.'),
  discount: text.optional().describe('The saving that comes with the plan, e.g. "15% off all repairs".'),
  facts: z.array(fact).default([]).describe('Label and value pairs, e.g. "Response time: 2-hour response".'),
  features: z.array(text).min(1).describe('What the plan includes, one line each.'),
  button: z
    .strictObject({ label: text.describe('The button text, e.g. "Choose Plan".'), href })
    .describe('The button at the bottom of the plan; its accessible name adds the plan name.'),
});

export const pricingBlock = z
  .strictObject({
    type: z.literal('pricing'),
    heading: text.optional().describe('The section heading.'),
    intro: text.optional().describe('A sentence under the heading.'),
    popularLabel: text.default('Most Popular').describe('The label on the popular plan.'),
    items: z.array(plan).min(1).max(4).describe('The plans, side by side on a wide screen, one above another on a phone.'),
  })
  .describe('Priced plans or packages with their features, an optional "Most Popular" mark and a button each.');
