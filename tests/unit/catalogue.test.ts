import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { catalogue, codes, isWarning, type Code } from '../../src/core/catalogue.ts';
import { explainIssue } from '../../src/node/check/explain-issue.ts';
import { exampleProblems } from '../../scripts/generators/error-reference.ts';
import { diskCases } from '../disk-cases.ts';
import { editCases, madeElsewhere } from '../edit-cases.ts';

/**
 * Codes whose example cannot be a page: made on disk by tests/disk-cases.ts, by the page editor (tests/edit-cases.ts),
 * or (invalid-value) by a schema check below.
 */
const elsewhere = (code: Code) => 'disk' in catalogue[code].example || 'edit' in catalogue[code].example;
/** A syntax error is rarely alone: the one that says "more of them" comes with the first twenty. */
const comesWith: Partial<Record<Code, Code>> = { 'more-syntax-errors': 'yaml-syntax' };

describe('the error catalogue', () => {
  it.each(codes.filter((c) => !elsewhere(c)))('%s: its example makes validate report it, and nothing else', (code) => {
    const problems = exampleProblems(code);
    expect(problems.map((p) => p.code)).toContain(code);
    expect(problems.filter((p) => p.code !== code && p.code !== comesWith[code])).toEqual([]);
    expect(problems.find((p) => p.code === code)!.severity).toBe(isWarning(code) ? 'warning' : 'error');
  });

  it('has a case on disk for every code that no page can show (tests/disk-cases.ts)', () => {
    const onDisk = codes.filter((c) => 'disk' in catalogue[c].example && c !== 'invalid-value');
    expect(onDisk.filter((c) => !diskCases.some((d) => d.code === c))).toEqual([]);
  });

  it('has a case in the page editor for every code of the editor (tests/edit-cases.ts), and no case without its code', () => {
    const ofEditor = codes.filter((c) => 'edit' in catalogue[c].example);
    const made = [...Object.keys(editCases), ...madeElsewhere];
    expect(ofEditor.filter((c) => !made.includes(c))).toEqual([]);
    expect(made.filter((c) => !ofEditor.includes(c as Code))).toEqual([]);
  });

  it('says invalid-value for a schema check it has no words of its own for', () => {
    const schema = z.strictObject({ columns: z.number().multipleOf(2) });
    const issue = schema.safeParse({ columns: 3 }).error!.issues[0]!;
    expect(explainIssue(issue, schema, { columns: 3 })).toEqual([
      expect.objectContaining({ code: 'invalid-value', title: 'Invalid value', path: ['columns'] }),
    ]);
  });

  it('uses permanent kebab-case codes', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
