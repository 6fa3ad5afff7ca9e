import fc from 'fast-check';
import type { SourceFile } from '../../src/node/read/source-file.ts';
import { formats, type Format } from '../../src/node/check/run-validate.ts';
import { realPages } from './site.ts';
import { applyStructuralSteps, structuralStep, type StructuralStep } from './structural-mutations.ts';
import { applyTextStep, textStep, type TextStep } from './text-mutations.ts';

/** One real file, changed by edits to its parsed document and then to its text, and the output format to check. */
export interface FuzzCase {
  file: string;
  structural: StructuralStep[];
  textual: TextStep[];
  format: Format;
}

export const fuzzCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    file: fc.constantFrom(...realPages.map((f) => f.file)),
    structural: fc.array(structuralStep, { maxLength: 3 }),
    textual: fc.array(textStep, { maxLength: 3 }),
    format: fc.constantFrom(...formats),
  })
  .filter((c) => c.structural.length + c.textual.length > 0);

/** The file a case checks: structural edits first, since they need text that still parses. */
export function mutatedFile({ file, structural, textual }: FuzzCase): SourceFile {
  const original = realPages.find((f) => f.file === file)!.text;
  return { file, text: textual.reduce(applyTextStep, applyStructuralSteps(original, structural)) };
}
