import { compileExpression } from 'filtrex';

/** The functions a calculator formula may call: filtrex's built-ins. */
export const formulaFunctions = ['abs', 'ceil', 'floor', 'log', 'log2', 'log10', 'max', 'min', 'round', 'sqrt', 'exists', 'empty'];

const keywords = new Set(['and', 'or', 'not', 'in', 'of', 'if', 'then', 'else', 'mod']);
// filtrex's own tokens: "strings", 'quoted names', numbers, and bare names (a call when "(" follows).
const token = /"(?:\\"|\\\\|[^"\\])*"|'((?:\\'|\\\\|[^'\\])*)'|[0-9]+(?:\.[0-9]+)?|([a-zA-Z$_][.a-zA-Z0-9$_]*)(\s*\()?/g;

export type Formula = (values: Record<string, number>) => unknown;

/** Compiles a formula, or says in plain words where it stops making sense. */
export function compileFormula(expression: string): { run: Formula } | { error: string } {
  try {
    return { run: compileExpression(expression) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const at = /\n(-*)\^/.exec(detail)?.[1]?.length ?? 0;
    if (/got 'EndOfExpression'/.test(detail)) return { error: `The formula stops before it is complete, after "${expression.trim()}".` };
    return { error: `The formula cannot be read at character ${at + 1}: "${expression.slice(at).trim()}" is not expected there.` };
  }
}

/** The names and the functions a formula uses, in order of appearance. */
export function formulaNames(expression: string): { names: string[]; functions: string[] } {
  const names = new Set<string>();
  const functions = new Set<string>();
  for (const [, quoted, bare, call] of expression.matchAll(token)) {
    if (quoted !== undefined) names.add(quoted);
    else if (bare && call) functions.add(bare);
    else if (bare && !keywords.has(bare)) names.add(bare);
  }
  return { names: [...names], functions: [...functions] };
}

/** Runs the outputs in order, each seeing the inputs and the outputs before it; a result that is not a number is NaN. */
export function runFormulas(inputs: Record<string, number>, outputs: ReadonlyArray<{ id: string; run: Formula }>): Record<string, number> {
  const values = { ...inputs };
  for (const { id, run } of outputs) {
    const result = run(values);
    values[id] = typeof result === 'number' ? result : NaN;
  }
  return values;
}
