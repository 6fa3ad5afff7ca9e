import type { z } from 'zod';
import { listOf, suggestion } from '../../src/node/did-you-mean.ts';
import { compileFormula, formulaFunctions, formulaNames, runFormulas, type Formula } from '../../src/core/formula.ts';

interface Calculator {
  inputs: Array<{ id: string; min: number; max: number; default: number }>;
  outputs: Array<{ id: string; formula: string }>;
}

const formulaHint = 'A formula uses numbers, the ids of the inputs and of the results above it, + - * / %, brackets and functions such as round(…) or pow(a, b), e.g. round(household * 20 * 365 * 0.008).';

/** The checks a schema cannot express field by field: bounds, ids, and formulas that parse and name only what exists. */
export function checkCalculator(block: Calculator, ctx: z.RefinementCtx): void {
  let failed = false;
  const fail = (path: PropertyKey[], title: string, message: string, hint: string) => {
    failed = true;
    ctx.addIssue({ code: 'custom', path: [...path], message, params: { title, hint } });
  };

  const seen = new Set<string>();
  [...block.inputs.map((v, i) => ['inputs', i, v.id] as const), ...block.outputs.map((v, i) => ['outputs', i, v.id] as const)].forEach(([list, i, id]) => {
    if (seen.has(id)) fail([list, i, 'id'], 'Duplicate id', `"${id}" is already the id of another input or result.`, 'Give every input and result its own id.');
    seen.add(id);
  });

  block.inputs.forEach((input, i) => {
    if (input.min >= input.max)
      fail(['inputs', i, 'max'], 'Slider bounds the wrong way round', `The highest value (${input.max}) must be above the lowest (min: ${input.min}).`, 'Make max larger than min.');
    else if (input.default < input.min || input.default > input.max)
      fail(['inputs', i, 'default'], 'Default outside the slider', `The value shown first (${input.default}) is outside the slider's range, ${input.min} to ${input.max}.`, `Choose a default from ${input.min} to ${input.max}.`);
  });

  const known = block.inputs.map((v) => v.id);
  const compiled: Array<{ id: string; run: Formula }> = [];
  block.outputs.forEach((output, i) => {
    const at = ['outputs', i, 'formula'];
    const result = compileFormula(output.formula);
    if ('error' in result) return fail(at, 'Formula cannot be read', result.error, formulaHint);
    const { names, functions } = formulaNames(output.formula);
    const later = block.outputs.slice(i).map((o) => o.id);
    for (const name of names.filter((n) => !known.includes(n)))
      if (later.includes(name))
        fail(at, 'Result used before it is computed', `The formula uses "${name}", a result computed at or after this one.`, 'A formula can use the inputs and the results listed above it; move this result below it.');
      else fail(at, 'Unknown name in formula', `The formula uses "${name}", which is neither an input nor a result above it.`, `${suggestion(name, known)}Names it can use: ${listOf(known)}.`);
    for (const name of functions.filter((f) => !formulaFunctions.includes(f)))
      fail(at, 'Unknown function in formula', `The formula calls "${name}(…)", which is not a function formulas know.`, `${suggestion(name, formulaFunctions)}Functions: ${listOf(formulaFunctions)}.`);
    known.push(output.id);
    compiled.push({ id: output.id, run: result.run });
  });
  if (failed) return;

  const values = runFormulas(Object.fromEntries(block.inputs.map((v) => [v.id, v.default])), compiled);
  block.outputs.forEach((output, i) => {
    if (!Number.isFinite(values[output.id]))
      fail(['outputs', i, 'formula'], 'Formula gives no number', `With the default values the formula gives ${String(values[output.id])}, not a number to show.`, 'Check for a division by zero or a comparison where a number is meant.');
  });
}
