import fc from 'fast-check';
import { insertedText } from './nasty-text.ts';

type LineOp = 'delete' | 'duplicate' | 'swap' | 'tabs' | 'indent' | 'dedent';

/** A change to a file's text, kept as plain data so that fast-check can print and shrink it. */
export type TextStep =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'line'; op: LineOp; line: number; other: number }
  | { kind: 'line-ends'; to: string };

const lineOps: LineOp[] = ['delete', 'duplicate', 'swap', 'tabs', 'indent', 'dedent'];

export const textStep: fc.Arbitrary<TextStep> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: insertedText }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      at: fc.nat(),
      length: fc.integer({ min: 1, max: 200 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('line' as const),
      op: fc.constantFrom(...lineOps),
      line: fc.nat(),
      other: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('line-ends' as const),
      to: fc.constantFrom('\r\n', '\r', '\u2028', '\n\n'),
    }),
  },
);

/** Positions are any natural number, taken modulo the text's length, so every step fits every text. */
export function applyTextStep(text: string, step: TextStep): string {
  const at = (n: number) => n % (text.length + 1);
  switch (step.kind) {
    case 'insert':
      return text.slice(0, at(step.at)) + step.text + text.slice(at(step.at));
    case 'delete':
      return text.slice(0, at(step.at)) + text.slice(at(step.at) + step.length);
    case 'truncate':
      return text.slice(0, at(step.at));
    case 'line-ends':
      return text.replace(/\r?\n/g, step.to);
    case 'line':
      return applyLineOp(text, step.op, step.line, step.other);
  }
}

function applyLineOp(text: string, op: LineOp, line: number, other: number): string {
  const lines = text.split('\n');
  const i = line % lines.length;
  const j = other % lines.length;
  const current = lines[i]!;
  if (op === 'delete') lines.splice(i, 1);
  else if (op === 'duplicate') lines.splice(i, 0, current);
  else if (op === 'swap') [lines[i], lines[j]] = [lines[j]!, current];
  else if (op === 'tabs') lines[i] = current.replace(/^ +/, (spaces) => '\t'.repeat(Math.ceil(spaces.length / 2)));
  else if (op === 'indent') lines[i] = `  ${current}`;
  else lines[i] = current.replace(/^ {1,2}/, '');
  return lines.join('\n');
}
