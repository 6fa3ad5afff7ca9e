import { describe, expect, it } from 'vitest';
import { compileFormula, formulaNames, runFormulas, type Formula } from '../../src/core/formula.ts';
import type { BlockOf } from '../../src/blocks/index.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { calculatorBlock } from '../../src/blocks/calculator/schema.ts';
import { exampleFile } from '../../src/blocks/names.ts';
import { reportFor } from './site-fixture.ts';

/**
 * The calculator block's own example (src/blocks/calculator/example.yaml): the engine is tested on it, not on the
 * site's page.
 */
const example = calculatorBlock.parse(parse(readFileSync(exampleFile('calculator'), 'utf8')));

function results(calculator: BlockOf<'calculator'>, values: Record<string, number>): number[] {
  const outputs = calculator.outputs.map((o) => ({
    id: o.id,
    run: (compileFormula(o.formula) as { run: Formula }).run,
  }));
  const all = runFormulas(values, outputs);
  return calculator.outputs.map((o) => all[o.id]!);
}

describe('the calculator example: results computed in order, each from the sliders and the results above it', () => {
  it('computes the results at the starting values', () => {
    // round(4 x 20 x 365 x 0.008) = round(233.6) = 234; round(234 x 0.3 x 0.8) = round(56.16) = 56; 56 x 10
    expect(results(example, { household: 4, age: 8 })).toEqual([234, 56, 560]);
  });

  it('follows the formulas at the bounds, rounding where a formula rounds', () => {
    // 8 x 20 x 365 x 0.008 = 467.2; 467 x 0.3 x 2 = 280.2
    expect(results(example, { household: 8, age: 20 })).toEqual([467, 280, 2800]);
    // 58.4 -> 58; 58 x 0.3 x 0.1 = 1.74 -> 2
    expect(results(example, { household: 1, age: 1 })).toEqual([58, 2, 20]);
  });
});

describe('formulas', () => {
  it('lets a result use the results before it, in order', () => {
    const run = (f: string) => (compileFormula(f) as { run: Formula }).run;
    expect(
      runFormulas({ a: 2 }, [
        { id: 'b', run: run('a * 3') },
        { id: 'c', run: run('b + a') },
      ]),
    ).toEqual({ a: 2, b: 6, c: 8 });
  });

  it('turns an unknown name or an unknown function into NaN instead of throwing', () => {
    const run = (f: string) => (compileFormula(f) as { run: Formula }).run;
    expect(
      runFormulas({ a: 1 }, [
        { id: 'x', run: run('missing + 1') },
        { id: 'y', run: run('nope(a)') },
      ]),
    ).toEqual({ a: 1, x: NaN, y: NaN });
  });

  it('computes arithmetic, brackets, signs and the functions formulas know', () => {
    const value = (f: string) =>
      runFormulas({ a: 7, b: 2 }, [{ id: 'r', run: (compileFormula(f) as { run: Formula }).run }]).r;
    expect(value('-a + +b * (a - b) % 4')).toBe(-5);
    expect(value('pow(b, 3) + max(a, b) + round(a / b) + sqrt(16)')).toBe(8 + 7 + 4 + 4);
  });

  it('lists the names and the functions a formula uses', () => {
    expect(formulaNames('round(a * 0.3 * (b / 10)) + max(e, 1) - c')).toEqual({
      names: ['a', 'b', 'e', 'c'],
      functions: ['round', 'max'],
    });
  });

  it('says where a formula stops making sense', () => {
    expect(compileFormula('round(a *')).toEqual({ error: { code: 'formula-incomplete', formula: 'round(a *' } });
    expect(compileFormula('a +')).toEqual({ error: { code: 'formula-incomplete', formula: 'a +' } });
    expect(compileFormula('a b')).toEqual({ error: { code: 'formula-unexpected', col: 3, rest: 'b' } });
  });

  it('allows arithmetic only: no comparisons, assignments, properties, text or powers written ^', () => {
    for (const [formula, part] of [
      ['a = 1', '='],
      ['a.constructor', '.'],
      ['a > 1', '>'],
      ['a ^ 2', '^'],
      ['"x" + 1', 'text'],
    ])
      expect(compileFormula(formula!)).toEqual({ error: { code: 'formula-not-arithmetic', part } });
  });

  it('refuses a formula too long or too deeply nested to parse safely, before parsing it', () => {
    expect(compileFormula(Array(3000).fill('a').join(' + '))).toEqual({
      error: { code: 'formula-too-long', length: 11_997, max: 500 },
    });
    expect(compileFormula(`${'('.repeat(21)}a${')'.repeat(21)}`)).toEqual({
      error: { code: 'formula-too-deep', max: 20 },
    });
    expect('run' in compileFormula(`${'('.repeat(20)}a${')'.repeat(20)}`)).toBe(true);
  });
});

/** A page with one calculator whose sliders and formulas are given, checked as `npm run validate` checks it. */
function report(inputs: string, outputs: string): string {
  const text = `title: Water Heaters in Kelowna | {company}
description: Estimate what a new water heater could save your household each year and over ten years.
blocks:
  - type: hero
    title: Water Heaters
  - type: calculator
    heading: Savings Calculator
    inputs:
${inputs}
    outputs:
${outputs}`;
  return reportFor(text);
}

const household = `      - id: household
        label: Household size
        min: 1
        max: 8
        default: 4`;
const annualCost = `      - id: annualCost
        label: Annual cost
        formula: round(household * 20 * 365 * 0.008)`;

describe('calculator validation messages', () => {
  it('points at a formula that does not parse', () => {
    expect(
      report(
        household,
        `${annualCost}\n      - id: savings\n        label: Savings\n        formula: round(annualCost * 0.3 *`,
      ),
    ).toMatchInlineSnapshot(`
      "✖ Formula cannot be read
        pages/bad.yaml:20:18  (blocks[1].outputs[1].formula)

          19 |         label: Savings
        > 20 |         formula: round(annualCost * 0.3 *
             |                  ^^^^^^^^^^^^^^^^^^^^^^^^

        The formula stops before it is complete, after "round(annualCost * 0.3 *".
        A formula uses numbers, the ids of the inputs and of the results above it, + - * / %, brackets and functions such as round(…) or pow(a, b), e.g. round(household * 20 * 365 * 0.008).

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });

  it('names an unknown input and suggests the one meant', () => {
    expect(report(household, annualCost.replace('household *', 'housold *'))).toMatchInlineSnapshot(`
      "✖ Unknown name in formula
        pages/bad.yaml:17:18  (blocks[1].outputs[0].formula)

          16 |         label: Annual cost
        > 17 |         formula: round(housold * 20 * 365 * 0.008)
             |                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

        The formula uses "housold", which is neither an input nor a result above it.
        Did you mean "household"? Names it can use: household.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });

  it('refuses a result used before it is computed', () => {
    expect(
      report(household, `      - id: total\n        label: Total\n        formula: annualCost * 10\n${annualCost}`),
    ).toMatchInlineSnapshot(`
      "✖ Result used before it is computed
        pages/bad.yaml:17:18  (blocks[1].outputs[0].formula)

          16 |         label: Total
        > 17 |         formula: annualCost * 10
             |                  ^^^^^^^^^^^^^^^
          18 |       - id: annualCost

        The formula uses "annualCost", a result computed at or after this one.
        A formula can use the inputs and the results listed above it; move this result below it.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });

  it('refuses an unknown function', () => {
    expect(report(household, annualCost.replace('round(', 'rnd('))).toMatchInlineSnapshot(`
      "✖ Unknown function in formula
        pages/bad.yaml:17:18  (blocks[1].outputs[0].formula)

          16 |         label: Annual cost
        > 17 |         formula: rnd(household * 20 * 365 * 0.008)
             |                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

        The formula calls "rnd(…)", which is not a function formulas know.
        Did you mean "round"? Functions: abs, ceil, floor, log, log10, max, min, pow, round, sqrt.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });

  it.each(['__proto__', 'constructor', 'round'])('names an input called %s at its id, and nothing else', (id) => {
    const text = report(household.replace('id: household', `id: ${id}`), annualCost.replace('household *', `${id} *`));
    expect(text).toContain(`✖ Name a formula cannot use\n  pages/bad.yaml:9:13  (blocks[1].inputs[0].id)`);
    expect(text).toContain(
      id === 'round'
        ? '"round" is the name of a function formulas call'
        : `"${id}" is a name every JavaScript object already has`,
    );
    expect(text).toContain('Found 1 error in 1 file');
  });

  it('refuses a default outside the bounds', () => {
    expect(report(household.replace('default: 4', 'default: 9'), annualCost)).toMatchInlineSnapshot(`
      "✖ Default outside the slider
        pages/bad.yaml:13:18  (blocks[1].inputs[0].default)

          12 |         max: 8
        > 13 |         default: 9
             |                  ^
          14 |     outputs:

        Block 2 (calculator), item 1 of "inputs", "default": The value shown first (9) is outside the slider's range, 1 to 8.
        Choose a default from 1 to 8.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });

  it('refuses a min that is not below the max', () => {
    expect(report(household.replace('min: 1', 'min: 8'), annualCost)).toMatchInlineSnapshot(`
      "✖ Slider bounds the wrong way round
        pages/bad.yaml:12:14  (blocks[1].inputs[0].max)

          11 |         min: 8
        > 12 |         max: 8
             |              ^
          13 |         default: 4

        Block 2 (calculator), item 1 of "inputs", "max": The highest value (8) must be above the lowest (min: 8).
        Make max larger than min.

      Found 1 error in 1 file (1 file checked).
      "
    `);
  });
});
