import { z } from 'zod';
import { text } from '../text.ts';
import { checkCalculator } from './calculator-check.ts';

const id = z
  .string()
  .regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/, 'An id is one word: letters, digits and _, starting with a letter, e.g. household or annualCost.');

const input = z.strictObject({
  id: id.describe('The name formulas use for this value, one word, e.g. household.'),
  label: text.describe('The visible label of the slider, e.g. "Household size".'),
  unit: text.optional().describe('The word after the value, e.g. "people" reads "4 people".'),
  unitOne: text.optional().describe('The word after the value 1, e.g. "person"; unit is used when left out.'),
  min: z.number().describe('The lowest value.'),
  max: z.number().describe('The highest value; above min.'),
  step: z.number().positive().default(1).describe('How far one arrow key press moves the slider; Page Up/Down move a tenth of the range (at least one step), as the browser does.'),
  default: z.number().describe('The value shown first; between min and max.'),
});

const output = z.strictObject({
  id: id.describe('The name later formulas use for this result, one word, e.g. annualCost.'),
  label: text.describe('What the result is, e.g. "Potential annual savings".'),
  formula: text.describe(
    'How to compute it, e.g. round(household * 20 * 365 * 0.008). Use numbers, the ids of the inputs and of earlier results, + - * / ^, parentheses, and round, floor, ceil, min, max, abs, sqrt.',
  ),
  prefix: z.string().default('').describe('Text before the number, e.g. "$".'),
  suffix: z.string().default('').describe('Text after the number, e.g. " per year" or "%".'),
  decimals: z.number().int().min(0).max(4).default(0).describe('Digits after the decimal point; thousands are grouped (1,234).'),
  highlight: z.boolean().default(false).describe('Shows this result larger, as the headline figure.'),
});

export const calculatorBlock = z
  .strictObject({
    type: z.literal('calculator'),
    heading: text.describe('The section heading, e.g. "Water Heater Savings Calculator".'),
    intro: text.optional().describe('A sentence under the heading.'),
    inputs: z.array(input).min(1).max(6).describe('The sliders, in order.'),
    resultsHeading: text.default('Your Estimate').describe('The heading over the results.'),
    outputs: z.array(output).min(1).max(8).describe('The results, computed in order from the sliders; each may use the results before it.'),
    note: text.optional().describe('Small print under the results, e.g. how the estimate is made.'),
  })
  .superRefine(checkCalculator)
  .describe('A calculator: sliders whose values feed formulas; the results update as the visitor moves a slider.');
