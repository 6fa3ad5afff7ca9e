import { compile, parse, type AST } from 'subscript';
import { formulaLimits, type FormulaFunction } from '../../schema/formula.ts';

/** The code of each function a formula may call; schema/formula.ts lists their names. */
const functions: Record<FormulaFunction, (...args: number[]) => number> = {
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

/** Arithmetic only: the tree of a formula may hold numbers, names, these operators, brackets and calls. */
const arithmetic = new Set(['+', '-', '*', '/', '%']);

export type Formula = (values: Record<string, number>) => unknown;

/** Why a formula cannot be used, as a code and the values its message needs (src/core/catalogue.ts words them). */
type FormulaError =
  | { code: 'formula-too-long'; length: number; max: number }
  | { code: 'formula-too-deep'; max: number }
  | { code: 'formula-incomplete'; formula: string }
  | { code: 'formula-unexpected'; col: number; rest: string }
  | { code: 'formula-not-arithmetic'; part: string };

/** How deep the brackets nest, counted on the text: the parser recurses once per level. */
function bracketDepth(expression: string): number {
  let depth = 0;
  let deepest = 0;
  for (const c of expression) {
    if (c === '(' || c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  return deepest;
}

/**
 * Parses a formula (with subscript: a small expression parser that evaluates its tree without eval, so the site's
 * Content-Security-Policy needs no 'unsafe-eval'), or says why it cannot be used. Long or deeply nested formulas are
 * refused before parsing: thousands of terms exhaust the parser's stack.
 */
export function compileFormula(expression: string): { run: Formula } | { error: FormulaError } {
  if (expression.length > formulaLimits.length)
    return { error: { code: 'formula-too-long', length: expression.length, max: formulaLimits.length } };
  if (bracketDepth(expression) > formulaLimits.depth)
    return { error: { code: 'formula-too-deep', max: formulaLimits.depth } };
  let tree: AST;
  try {
    tree = parse(expression);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const col = Number(/ at \d+:(\d+)/.exec(detail)?.[1] ?? 1);
    const rest = expression.slice(col - 1).trim();
    // Ends on an operator, a comma or an open bracket: something is missing rather than misplaced.
    if (!rest || /^Unclosed/.test(detail) || /[-+*/%(,]$/.test(expression.trim()))
      return { error: { code: 'formula-incomplete', formula: expression.trim() } };
    return { error: { code: 'formula-unexpected', col, rest } };
  }
  const refused = refusedPart(tree);
  if (refused) return { error: { code: 'formula-not-arithmetic', part: refused } };
  const run = compile(tree);
  return { run: (values) => run({ ...values, ...functions }) };
}

/** What in a parsed formula is not arithmetic, if anything: an operator, "text" or "call". */
function refusedPart(node: AST): string | undefined {
  if (typeof node === 'string') return undefined;
  const [op, ...args] = node;
  if (op === null || op === undefined) return typeof args[0] === 'number' ? undefined : 'text';
  if (op === '()' && args.length === 1) return refusedPart(args[0]!);
  if (op === '()') {
    const [callee, list] = args;
    if (typeof callee !== 'string') return 'call';
    return callArgs(list).map(refusedPart).find(Boolean);
  }
  if (arithmetic.has(op) && (args.length === 2 || ((op === '-' || op === '+') && args.length === 1)))
    return args.map(refusedPart).find(Boolean);
  return op;
}

/** The arguments of a call: none, one, or a comma list. */
function callArgs(list: AST | undefined | null): AST[] {
  if (list === null || list === undefined) return [];
  return Array.isArray(list) && list[0] === ',' ? (list.slice(1) as AST[]) : [list];
}

/** The names and the functions a formula uses, in order of appearance (empty if it cannot be compiled). */
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
  if ('run' in compileFormula(expression)) walk(parse(expression));
  return { names: [...names], functions: [...called] };
}

/**
 * Runs the outputs in order, each seeing the inputs and the outputs before it; a result that is not a number, or a
 * formula that fails, is NaN.
 */
export function runFormulas(
  inputs: Record<string, number>,
  outputs: ReadonlyArray<{ id: string; run: Formula }>,
): Record<string, number> {
  const values = { ...inputs };
  for (const { id, run } of outputs) {
    let result: unknown = NaN;
    try {
      result = run(values);
    } catch {
      // Only a formula the checks let through by mistake gets here: its result shows as not a number, not a broken
      // page.
    }
    values[id] = typeof result === 'number' ? result : NaN;
  }
  return values;
}
