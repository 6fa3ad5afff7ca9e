import { compile, parse, type AST } from 'subscript';

/** The functions a calculator formula may call. */
const functions: Record<string, (...args: number[]) => number> = {
  abs: Math.abs,
  ceil: Math.ceil,
  floor: Math.floor,
  log: Math.log,
  log10: Math.log10,
  max: Math.max,
  min: Math.min,
  pow: Math.pow,
  round: Math.round,
  sqrt: Math.sqrt,
};
export const formulaFunctions = Object.keys(functions);

/** Arithmetic only: the tree of a formula may hold numbers, names, these operators, brackets and calls. */
const arithmetic = new Set(['+', '-', '*', '/', '%']);
const insteadOf: Record<string, string> = { '^': 'for a power write pow(a, b)' };

export type Formula = (values: Record<string, number>) => unknown;

/**
 * Parses a formula (with subscript: a small expression parser that evaluates its tree without eval, so the site's
 * Content-Security-Policy needs no 'unsafe-eval'), or says in plain words where it stops making sense.
 */
export function compileFormula(expression: string): { run: Formula } | { error: string } {
  let tree: AST;
  try {
    tree = parse(expression);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const col = Number(/ at \d+:(\d+)/.exec(detail)?.[1] ?? 1);
    const rest = expression.slice(col - 1).trim();
    // Ends on an operator, a comma or an open bracket: something is missing rather than misplaced.
    if (!rest || /^Unclosed/.test(detail) || /[-+*/%(,]$/.test(expression.trim())) return { error: `The formula stops before it is complete, after "${expression.trim()}".` };
    return { error: `The formula cannot be read at character ${col}: "${rest}" is not expected there.` };
  }
  const refused = refusedPart(tree);
  if (refused) return { error: refused };
  const run = compile(tree);
  return { run: (values) => run({ ...values, ...functions }) };
}

/** What in a parsed formula is not arithmetic, if anything. */
function refusedPart(node: AST): string | undefined {
  if (typeof node === 'string') return undefined;
  const [op, ...args] = node;
  if (op === null || op === undefined) return typeof args[0] === 'number' ? undefined : 'A formula works with numbers; text in quotes is not allowed.';
  if (op === '()' && args.length === 1) return refusedPart(args[0]!);
  if (op === '()') {
    const [callee, list] = args;
    if (typeof callee !== 'string') return 'Only a function name can be called, as in round(…).';
    return callArgs(list).map(refusedPart).find(Boolean);
  }
  if (arithmetic.has(op) && (args.length === 2 || ((op === '-' || op === '+') && args.length === 1))) return args.map(refusedPart).find(Boolean);
  return `"${op}" is not allowed in a formula${insteadOf[op] ? `; ${insteadOf[op]}` : ''}. Formulas use + - * / %, brackets and functions.`;
}

/** The arguments of a call: none, one, or a comma list. */
function callArgs(list: AST | undefined | null): AST[] {
  if (list === null || list === undefined) return [];
  return Array.isArray(list) && list[0] === ',' ? (list.slice(1) as AST[]) : [list];
}

/** The names and the functions a formula uses, in order of appearance (empty if it does not parse). */
export function formulaNames(expression: string): { names: string[]; functions: string[] } {
  const names = new Set<string>();
  const called = new Set<string>();
  const walk = (node: AST | undefined | null): void => {
    if (node === null || node === undefined) return;
    if (typeof node === 'string') return void names.add(node);
    const [op, ...args] = node;
    if (op === null || op === undefined) return;
    if (op === '()' && args.length === 2 && typeof args[0] === 'string') {
      called.add(args[0]);
      return callArgs(args[1]).forEach(walk);
    }
    args.forEach((a) => walk(a as AST));
  };
  try {
    walk(parse(expression));
  } catch {
    // A formula that does not parse has its own message.
  }
  return { names: [...names], functions: [...called] };
}

/** Runs the outputs in order, each seeing the inputs and the outputs before it; a result that is not a number, or a formula that fails, is NaN. */
export function runFormulas(inputs: Record<string, number>, outputs: ReadonlyArray<{ id: string; run: Formula }>): Record<string, number> {
  const values = { ...inputs };
  for (const { id, run } of outputs) {
    let result: unknown = NaN;
    try {
      result = run(values);
    } catch {
      // Only a formula the checks let through by mistake gets here: its result shows as not a number, not a broken page.
    }
    values[id] = typeof result === 'number' ? result : NaN;
  }
  return values;
}
