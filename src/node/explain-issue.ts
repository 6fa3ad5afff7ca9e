import type { z } from 'zod';
import { describeField, fieldsOf, numberBounds, schemaAt } from './schema-at.ts';
import { didYouMean, listOf, suggestion } from './did-you-mean.ts';
import { fieldOf, kindOf, quoted, subjectOf, valueAt } from './subject.ts';
import { renamedBlockTypes } from '../../schema/blocks/index.ts';

type Issue = z.core.$ZodIssue;

/** A zod issue, said for the person who edits the YAML. `path` may move to the exact node to underline. */
export interface Explained {
  code: string;
  title: string;
  message: string;
  hint?: string;
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
  const where = subjectOf(typeof path.at(-1) === 'number' ? path.slice(0, -2) : path.slice(0, -1), data);
  const field = fieldOf(path);

  switch (issue.code) {
    case 'invalid_union': {
      if (!('discriminator' in issue) || !issue.discriminator) break;
      const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
      const isBlock = path[0] === 'blocks' && path.length === 3;
      const kind = isBlock ? 'block type' : `"${issue.discriminator}"`;
      const holder = isBlock ? `Block ${Number(path[1]) + 1}` : subjectOf(path.slice(0, -1), data);
      if (value === undefined)
        return [{ code: 'missing-type', title: `Missing ${issue.discriminator}`, path: path.slice(0, -1), message: `${holder} has no ${issue.discriminator}, so the site cannot tell what to show.`, hint: `Add "${issue.discriminator}:" with one of: ${listOf(options)}.` }];
      const renamed = isBlock ? renamedBlockTypes.get(String(value)) : undefined;
      const meant = renamed ? `Did you mean "${renamed}"? The ${quoted(value)} block is now called "${renamed}" (docs/blocks.md shows its fields). ` : suggestion(String(value), options);
      return [{ code: isBlock ? 'unknown-block-type' : 'unknown-kind', title: isBlock ? 'Unknown block type' : `Unknown ${issue.discriminator}`, path, message: `${holder} has ${issue.discriminator} ${quoted(value)}, which this site does not know.`, hint: `${meant}Known ${kind}s: ${listOf(options)}.` }];
    }
    case 'unrecognized_keys': {
      const known = fieldsOf(schemaAt(root, path, data));
      return issue.keys.map((key) => ({
        code: 'unknown-field',
        title: 'Unknown field',
        path,
        key,
        meant: didYouMean(key, known),
        message: `${subjectOf(path, data)} has a field ${quoted(key)} that is not allowed there.`,
        hint: `${suggestion(key, known)}Allowed fields: ${listOf(known)}.`,
      }));
    }
    case 'invalid_type': {
      const expected = expectedWords[issue.expected] ?? issue.expected;
      if (value === undefined) {
        const name = String(path.at(-1));
        const about = describeField(schemaAt(root, path.slice(0, -1), data), name);
        return [{ code: 'missing-field', title: 'Missing field', path, message: `${subjectOf(path.slice(0, -1), data)} needs a field "${name}" (${expected}).`, hint: about ? `Add "${name}:". ${name}: ${about}` : `Add "${name}:".` }];
      }
      return [{ code: 'wrong-type', title: `Expected ${expected}`, path, message: `${where}: ${field} should be ${expected}, but it is ${kindOf(value)}.`, hint: typeHint(issue.expected, value) }];
    }
    case 'too_big':
    case 'too_small': {
      const over = issue.code === 'too_big';
      if (issue.origin === 'number') {
        const { min, max, int } = numberBounds(schemaAt(root, path, data));
        const range = min !== undefined && max !== undefined ? `from ${min} to ${max}` : over ? `at most ${max ?? issue.maximum}` : `at least ${min ?? issue.minimum}`;
        return [{ code: 'out-of-range', title: 'Number out of range', path, message: `${where}: ${field} is ${String(value)}, but it must be ${int ? 'a whole number ' : ''}${range}.`, hint: `Allowed range: ${range}.` }];
      }
      const limit = Number(over ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum);
      const unit = issue.origin === 'string' ? 'character' : 'item';
      // Text is counted as the schemas count it: without the spaces around it.
      const count = Array.isArray(value) ? value.length : String(value ?? '').trim().length;
      if (issue.origin === 'string' && count === 0)
        return [{ code: 'empty-text', title: 'Empty text', path, message: `${where}: ${field} is ${String(value ?? '') ? 'blank (only spaces)' : 'empty'}.`, hint: 'Write the text, or remove the line if the field is optional.' }];
      return [{ code: over ? 'too-long' : 'too-short', title: over ? `Too many ${unit}s` : `Too few ${unit}s`, path, message: `${where}: ${field} has ${count} ${unit}${count === 1 ? '' : 's'}; it needs ${over ? 'at most' : 'at least'} ${limit}.`, hint: over ? `Shorten it to ${limit} ${unit}s or fewer.` : `Add ${unit === 'item' ? 'items' : 'text'} to reach ${limit}.` }];
    }
    case 'invalid_value': {
      const choices = issue.values.map(String);
      return [{ code: 'not-a-choice', title: 'Not one of the choices', path, message: `${where}: ${field} is ${quoted(value)}, which is not one of the choices.`, hint: `${suggestion(String(value), choices)}Choices: ${listOf(choices)}.` }];
    }
    case 'invalid_format':
      return [{ code: 'bad-format', title: `Not a valid ${issue.format === 'regex' ? 'value' : issue.format}`, path, message: `${where}: ${field} is ${quoted(value)}. ${issue.message}`, hint: formatHint(issue.format) }];
    case 'custom': {
      const params = (issue.params ?? {}) as { title?: string; hint?: string; code?: string };
      return [{ code: params.code ?? 'invalid-value', title: params.title ?? 'Invalid value', path, message: `${where}, ${field}: ${issue.message}`, hint: params.hint }];
    }
  }
  return [{ code: 'invalid-value', title: 'Invalid value', path, message: `${where}: ${field} does not fit here. ${issue.message}` }];
}

function typeHint(expected: string, value: unknown): string {
  if (expected === 'string' && Array.isArray(value))
    return 'Write it on one line as text. A line starting with "- " makes a list; put the text in quotes if it must start with "-".';
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return `Put it in quotes so it reads as text: "${String(value)}".`;
  if (expected === 'number' && typeof value === 'string') return 'Write the number alone, without quotes or units, e.g. 5.';
  if (expected === 'array') return 'Start each item on its own line with "- ".';
  if (expected === 'object') return 'Write the fields on the lines below it, indented by two spaces.';
  return `Write ${expectedWords[expected] ?? expected} here.`;
}

function formatHint(format: string): string | undefined {
  if (format === 'email') return 'Write it like info@example.com.';
  if (format === 'url') return 'Write the full address, starting with https://.';
  return undefined;
}
