import { z } from 'zod';
import type { FormulaScope } from '../../../schema/kinds.ts';
import { formulaFunctions, formulaIn, reservedNames } from '../../../schema/formula.ts';
import { raise } from '../../../schema/issues.ts';
import { shownText, text } from '../../../schema/text.ts';

const id = z
  .string()
  .regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/)
  .superRefine((value, ctx) => {
    if (reservedNames.has(value))
      raise(ctx, 'reserved-id', { id: value, isFunction: (formulaFunctions as readonly string[]).includes(value) });
  })
  .meta({
    patternErrorMessage:
      'An id is one word: letters, digits and _, starting with a letter, e.g. household or annualCost.',
  });

const input = z
  .strictObject({
    id: id
      .describe('The name formulas use for this value, one word, e.g. household.')
      .meta({ title: 'Name in formulas' }),
    label: text.describe('The visible label of the slider, e.g. "Household size".').meta({ title: 'Slider label' }),
    unit: text.optional().describe('The word after the value, e.g. "people" reads "4 people".').meta({ title: 'Unit' }),
    unitOne: text
      .optional()
      .describe('The word after the value 1, e.g. "person"; unit is used when left out.')
      .meta({ title: 'Unit for one' }),
    min: z.number().describe('The lowest value.').meta({ title: 'Lowest value' }),
    max: z.number().describe('The highest value; above min.').meta({ title: 'Highest value' }),
    step: z
      .number()
      .positive()
      .default(1)
      .describe(
        'How far one arrow key press moves the slider; Page Up, Page Down and Shift ' +
          'with an arrow move ten steps, Home and End to the lowest and highest value.',
      )
      .meta({ title: 'Step size' }),
    default: z.number().describe('The value shown first; between min and max.').meta({ title: 'Starting value' }),
  })
  .meta({ title: 'Slider' });

type Named = { id?: unknown; default?: unknown; formula?: unknown };
const named = (list: unknown): Named[] =>
  Array.isArray(list) ? list.filter((v): v is Named => typeof v === 'object' && v !== null) : [];

/** A result's formula may use the sliders, at their default to try it, and the results above it. */
function scope(holders: readonly unknown[]): FormulaScope | undefined {
  const [block, , output] = holders.slice(-3) as [
    { inputs?: unknown; outputs?: unknown } | undefined,
    unknown,
    unknown,
  ];
  const outputs = named(block?.outputs);
  const at = outputs.indexOf(output as Named);
  if (at < 0) return undefined;
  const ids = (list: Named[]) => list.map((v) => v.id).filter((v): v is string => typeof v === 'string');
  return {
    before: [
      ...named(block?.inputs).map((v) => ({ name: String(v.id), value: Number(v.default) })),
      ...outputs.slice(0, at).map((v) => ({ name: String(v.id), formula: String(v.formula) })),
    ],
    after: ids(outputs.slice(at)),
  };
}

const output = z
  .strictObject({
    id: id
      .describe('The name later formulas use for this result, one word, e.g. annualCost.')
      .meta({ title: 'Name in formulas' }),
    label: text.describe('What the result is, e.g. "Potential annual savings".').meta({ title: 'Result label' }),
    formula: formulaIn(scope).meta({ title: 'Formula' }),
    prefix: shownText.default('').describe('Text before the number, e.g. "$".').meta({ title: 'Text before' }),
    suffix: shownText
      .default('')
      .describe('Text after the number, e.g. " per year" or "%".')
      .meta({ title: 'Text after' }),
    decimals: z
      .number()
      .int()
      .min(0)
      .max(4)
      .default(0)
      .describe('Digits after the decimal point; thousands are grouped (1,234).')
      .meta({ title: 'Decimal places' }),
    highlight: z
      .boolean()
      .default(false)
      .describe('Shows this result larger, as the headline figure.')
      .meta({ title: 'Headline figure' }),
  })
  .meta({ title: 'Result' });

type Calculator = { inputs: Array<z.infer<typeof input>>; outputs: Array<z.infer<typeof output>> };

/** What no single field can check: every id once, and sliders whose bounds and default make sense. */
function checkSliders(block: Calculator, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  [
    ...block.inputs.map((v, i) => ['inputs', i, v.id] as const),
    ...block.outputs.map((v, i) => ['outputs', i, v.id] as const),
  ].forEach(([list, i, id]) => {
    if (seen.has(id)) raise(ctx, 'duplicate-id', { id }, [list, i, 'id']);
    seen.add(id);
  });
  block.inputs.forEach(({ min, max, default: value }, i) => {
    if (min >= max) raise(ctx, 'slider-bounds', { min, max }, ['inputs', i, 'max']);
    else if (value < min || value > max)
      raise(ctx, 'default-outside-slider', { value, min, max }, ['inputs', i, 'default']);
  });
}

export const calculatorBlock = z
  .strictObject({
    type: z.literal('calculator').meta({ title: 'Block type' }),
    heading: text.describe('The section heading, e.g. "Water Heater Savings Calculator".').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    inputs: z.array(input).min(1).max(6).describe('The sliders, in order.').meta({ title: 'Sliders' }),
    resultsHeading: text
      .default('Your Estimate')
      .describe('The heading over the results.')
      .meta({ title: 'Results heading' }),
    outputs: z
      .array(output)
      .min(1)
      .max(8)
      .describe('The results, computed in order from the sliders; each may use the results before it.')
      .meta({ title: 'Results' }),
    note: text
      .optional()
      .describe('Small print under the results, e.g. how the estimate is made.')
      .meta({ title: 'Small print' }),
  })
  .superRefine(checkSliders)
  .describe('A calculator: sliders whose values feed formulas; the results update as the visitor moves a slider.')
  .meta({ title: 'Calculator' });
