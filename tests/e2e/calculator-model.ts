// What a page's calculator should show, worked out from the page's own data with the engine's formulas: the tests of
// how it moves and recomputes do not pin this site's figures (tests/contract/seed-contract.yaml holds the seed’s, for
// npm run contract).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BlockOf } from '../../src/blocks/index.ts';
import { formatResult, withUnit } from '../../src/blocks/calculator/format-result.ts';
import { compileFormula, runFormulas, type Formula } from '../../src/core/formula.ts';
import { builtBlockOf } from './browser.ts';

export type CalculatorBlock = BlockOf<'calculator'>;
type Input = CalculatorBlock['inputs'][number];

/** The first calculator of a built route, as its page data gives it. */
export const calculatorOf = (route: string): Promise<CalculatorBlock> => builtBlockOf(route, 'calculator');

/** The results shown for these slider values, in order. */
export function resultsFor(calculator: CalculatorBlock, values: Record<string, number>): string[] {
  const formulas = calculator.outputs.map((o) => ({
    id: o.id,
    run: (compileFormula(o.formula) as { run: Formula }).run,
  }));
  const results = runFormulas(values, formulas);
  return calculator.outputs.map((o) => formatResult(o, results[o.id]));
}

/** The sliders' starting values. */
export const startingValues = (calculator: CalculatorBlock) =>
  Object.fromEntries(calculator.inputs.map((i) => [i.id, i.default]));

/**
 * Where a key press puts a slider, with the calculator's keys (src/blocks/calculator/keys.ts): arrows one step, Page
 * keys and Shift+arrow ten, Home and End the bounds.
 */
export function afterKey(input: Input, value: number, key: string): number {
  const steps: Record<string, number> = {
    ArrowRight: 1,
    ArrowUp: 1,
    ArrowLeft: -1,
    ArrowDown: -1,
    PageUp: 10,
    PageDown: -10,
    'Shift+ArrowRight': 10,
    'Shift+ArrowUp': 10,
    'Shift+ArrowLeft': -10,
    'Shift+ArrowDown': -10,
  };
  if (key === 'Home') return input.min;
  if (key === 'End') return input.max;
  return Math.min(input.max, Math.max(input.min, value + (steps[key] ?? 0) * input.step));
}

export { withUnit };

/** The results the page shows now, in order. */
export const shownResults = (page: Page) => page.locator('dl[aria-live="polite"] dd').allTextContents();

/** Waits until the page shows the results of these values. */
export const expectResults = (page: Page, calculator: CalculatorBlock, values: Record<string, number>) =>
  expect
    .poll(() => shownResults(page), { message: `results for ${JSON.stringify(values)}` })
    .toEqual(resultsFor(calculator, values));
