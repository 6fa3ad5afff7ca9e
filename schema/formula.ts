import { fieldKinds, type FormulaScope } from './kinds.ts';
import { text } from './text.ts';

/**
 * The functions a calculator formula may call; src/core/formula.ts gives each its code (a missing one fails to
 * compile).
 */
export const formulaFunctions = ['abs', 'ceil', 'floor', 'log', 'log10', 'max', 'min', 'pow', 'round', 'sqrt'] as const;
export type FormulaFunction = (typeof formulaFunctions)[number];

/**
 * Names no value of a formula can have: formulas read them as their functions, or as what every JavaScript object has.
 */
export const reservedNames: ReadonlySet<string> = new Set([
  ...formulaFunctions,
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/**
 * The longest formula and the deepest nesting of brackets: a calculator's formulas are a line long, a few brackets
 * deep.
 */
export const formulaLimits = { length: 500, depth: 20 };

/** A formula whose names come from `scope`: the block that holds it says what it may use. */
export function formulaIn(scope: (holders: readonly unknown[]) => FormulaScope | undefined) {
  return text
    .clone()
    .register(fieldKinds, { kind: 'formula', scope })
    .describe(
      `How to compute it, e.g. round(household * 20 * 365 * 0.008). Use numbers, the ids of the inputs and ` +
        `of the results above it, + - * / %, brackets, and the functions ${formulaFunctions.join(', ')}; for ` +
        `a power write pow(a, b). At most ${formulaLimits.length} characters.`,
    );
}
