import { z } from 'zod';
import { describeField, fieldsOf, numberBounds, schemaAt } from './schema-at.ts';
import { didYouMean, listOf, suggestion } from '../report/did-you-mean.ts';
import { isCode } from '../../core/catalogue.ts';
import { describe, type Described } from '../../core/catalogue.ts';
import { fieldOf, kindOf, quoted, short, subjectOf, valueAt } from '../report/subject.ts';
import { renamedBlockTypes } from '../../blocks/renamed.ts';

type Issue = z.core.$ZodIssue;

/** A zod issue, said for the person who edits the YAML. `path` may move to the exact node to underline. */
export interface Explained extends Described {
  path: PropertyKey[];
  /** Underline this key name in the map at `path` instead of the value. */
  key?: string;
  /** For an unknown field: the allowed field it most likely meant. */
  meant?: string;
}

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

/** Explains one zod issue; an unknown-keys issue becomes one explanation per key. */
export function explainIssue(issue: Issue, root: z.core.$ZodType, data: unknown): Explained[] {
  const path = issue.path as PropertyKey[];
  const value = valueAt(data, path);
  const at = {
    where: subjectOf(typeof path.at(-1) === 'number' ? path.slice(0, -2) : path.slice(0, -1), data),
    field: fieldOf(path),
  };

  switch (issue.code) {
    case 'invalid_union': {
      if (!('discriminator' in issue) || !issue.discriminator) {
        return [{ ...describe('no-matching-form', { ...at, forms: issue.errors.length }), path }];
      }
      const options = listOf(((issue as { options?: unknown[] }).options ?? []).map(String));
      const holder =
        path[0] === 'blocks' && path.length === 3 ? `Block ${Number(path[1]) + 1}` : subjectOf(path.slice(0, -1), data);
      if (value === undefined) return [{ ...describe('missing-type', { holder, options }), path: path.slice(0, -1) }];
      const known = ((issue as { options?: unknown[] }).options ?? []).map(String);
      const renamed = path[0] === 'blocks' && path.length === 3 ? renamedBlockTypes.get(String(value)) : undefined;
      const meant = renamed
        ? `Did you mean "${renamed}"? The ${quoted(value)} block is ` +
          `now called "${renamed}" (docs/blocks.md shows its fields). `
        : suggestion(String(value), known);
      return [
        { ...describe('unknown-block-type', { holder, value: quoted(value), suggestion: meant, options }), path },
      ];
    }
    case 'unrecognized_keys': {
      const known = fieldsOf(schemaAt(root, path, data));
      return issue.keys.map((key) => ({
        ...describe('unknown-field', {
          subject: subjectOf(path, data),
          key: quoted(key),
          suggestion: suggestion(key, known),
          allowed: listOf(known),
        }),
        path,
        key,
        meant: didYouMean(key, known),
      }));
    }
    case 'invalid_type': {
      const expected = expectedWords[issue.expected] ?? issue.expected;
      if (value === undefined) {
        const name = String(path.at(-1));
        const about = describeField(schemaAt(root, path.slice(0, -1), data), name);
        return [
          {
            ...describe('missing-field', { subject: subjectOf(path.slice(0, -1), data), name, expected, about }),
            path,
          },
        ];
      }
      if (typeof value === 'number' && !Number.isFinite(value))
        return [{ ...describe('not-a-finite-number', { ...at, value: String(value) }), path }];
      return [
        {
          ...describe('wrong-type', { ...at, expected, actual: kindOf(value), help: typeHint(issue.expected, value) }),
          path,
        },
      ];
    }
    case 'too_big':
    case 'too_small': {
      const over = issue.code === 'too_big';
      if (issue.origin === 'number') {
        const { min, max, int } = numberBounds(schemaAt(root, path, data));
        const range =
          min !== undefined && max !== undefined
            ? `from ${min} to ${max}`
            : over
              ? `at most ${max ?? issue.maximum}`
              : `at least ${min ?? issue.minimum}`;
        return [{ ...describe('out-of-range', { ...at, value: String(value), whole: int, range }), path }];
      }
      const limit = Number(
        over ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum,
      );
      const unit = issue.origin === 'string' ? 'character' : 'item';
      // Text is counted as the schemas count it: without the spaces around it.
      const count = Array.isArray(value) ? value.length : String(value ?? '').trim().length;
      if (issue.origin === 'string' && count === 0)
        return [{ ...describe('empty-text', { ...at, blank: String(value ?? '') !== '' }), path }];
      return [{ ...describe(over ? 'too-long' : 'too-short', { ...at, count, limit, unit }), path }];
    }
    case 'invalid_value': {
      const choices = issue.values.map(String);
      return [
        {
          ...describe('not-a-choice', {
            ...at,
            value: quoted(value),
            suggestion: suggestion(String(value), choices),
            choices: listOf(choices),
          }),
          path,
        },
      ];
    }
    case 'invalid_format':
      return [
        {
          ...describe('bad-format', {
            ...at,
            value: quoted(value),
            format: issue.format,
            help: patternHelp(root, path, data) ?? issue.message,
          }),
          path,
        },
      ];
    case 'custom': {
      const params = (issue.params ?? {}) as { code?: unknown };
      if (!isCode(params.code)) break;
      // The schemas' own checks (schema/issues.ts) word nothing: their code and values are worded by the catalogue.
      const said = describe(params.code, params as never);
      return [{ ...said, message: `${at.where}, ${at.field}: ${said.message}`, path }];
    }
  }
  return [{ ...describe('invalid-value', { ...at, detail: issue.message }), path }];
}

/** What the schema tells editors about its pattern (patternErrorMessage): the validator says the same. */
function patternHelp(root: z.core.$ZodType, path: PropertyKey[], data: unknown): string | undefined {
  const schema = schemaAt(root, path, data);
  const meta = schema && z.globalRegistry.get(schema as z.ZodType);
  return typeof meta?.patternErrorMessage === 'string' ? meta.patternErrorMessage : undefined;
}

function typeHint(expected: string, value: unknown): string {
  if (expected === 'string' && Array.isArray(value))
    return (
      'Write it on one line as text. A line starting with "- " makes ' +
      'a list; put the text in quotes if it must start with "-".'
    );
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return `Put it in quotes so it reads as text: "${short(String(value))}".`;
  if (expected === 'number' && typeof value === 'string')
    return 'Write the number alone, without quotes or units, e.g. 5.';
  if (expected === 'array') return 'Start each item on its own line with "- ".';
  if (expected === 'object') return 'Write the fields on the lines below it, indented by two spaces.';
  return `Write ${expectedWords[expected] ?? expected} here.`;
}
