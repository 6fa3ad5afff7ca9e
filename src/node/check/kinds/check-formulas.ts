import { formulaFunctions, reservedNames } from '../../../../schema/formula.ts';
import type { KindMeta } from '../../../../schema/kinds.ts';
import type { KindVisit } from '../../../core/kind-walk.ts';
import { compileFormula, formulaNames, runFormulas, type Formula } from '../../../core/formula.ts';
import { listOf, suggestion } from '../../report/did-you-mean.ts';
import { type Finding } from '../../report/problem.ts';
import { describe, type Described } from '../../../core/catalogue.ts';

/**
 * A formula that cannot be computed: it does not parse, is too long or deep, uses a name its block does not give it
 * (or gives only later) or a function formulas do not know, or gives no number with the block's starting values.
 */
export function checkFormula({
  value,
  path,
  meta,
  holders,
}: KindVisit & { meta: Extract<KindMeta, { kind: 'formula' }> }): Finding[] {
  if (typeof value !== 'string') return [];
  const at = (problem: Described): Finding => ({ path, problem });
  const compiled = compileFormula(value);
  if ('error' in compiled) {
    const { code, ...params } = compiled.error;
    return [at(describe(code, params as never))];
  }
  const scope = meta.scope(holders);
  if (!scope) return [];
  const known = scope.before.map((v) => v.name);
  const { names, functions } = formulaNames(value);
  const found = [
    ...names
      .filter((name) => !known.includes(name))
      .map((name) =>
        scope.after.includes(name)
          ? describe('result-used-before-computed', { name })
          : describe('unknown-name-in-formula', { name, suggestion: suggestion(name, known), known: listOf(known) }),
      ),
    ...functions
      .filter((name) => !(formulaFunctions as readonly string[]).includes(name))
      .map((name) =>
        describe('unknown-function-in-formula', {
          name,
          suggestion: suggestion(name, formulaFunctions),
          functions: listOf(formulaFunctions),
        }),
      ),
  ];
  if (found.length) return found.map(at);
  // A value with a reserved name has its own problem at its name: the formula cannot be tried until it is renamed.
  if (scope.before.some((v) => reservedNames.has(v.name))) return [];
  const result = resultWithStartingValues(scope.before, compiled.run);
  return result === undefined || Number.isFinite(result)
    ? []
    : [at(describe('formula-not-a-number', { value: String(result) }))];
}

/**
 * The formula's result with the values before it; undefined when one of those cannot be computed (it has its own
 * problem).
 */
function resultWithStartingValues(
  before: ReadonlyArray<{ name: string; value: number } | { name: string; formula: string }>,
  run: Formula,
): number | undefined {
  const inputs: Record<string, number> = {};
  const outputs: Array<{ id: string; run: Formula }> = [];
  for (const named of before) {
    if ('value' in named) inputs[named.name] = named.value;
    else {
      const earlier = compileFormula(named.formula);
      if ('error' in earlier) return undefined;
      outputs.push({ id: named.name, run: earlier.run });
    }
  }
  const values = runFormulas(inputs, [...outputs, { id: '\0result', run }]);
  if (outputs.some((o) => !Number.isFinite(values[o.id]))) return undefined;
  return values['\0result'];
}
