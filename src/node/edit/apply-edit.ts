import { isDeepStrictEqual } from 'node:util';
import { parse, parseDocument } from 'yaml';
import type { z } from 'zod';
import { schemaAt } from '../check/schema-at.ts';
import { refuseShared } from './shared-values.ts';
import { readYaml } from './yaml-source.ts';
import type { DataPath, Edit, Scalar } from '../../core/edit-protocol.ts';
import { setScalar } from './set-scalar.ts';
import { addField, appendItem, insertItem, moveItem, removeEntry } from './structural-edits.ts';
import { cannotWrite, EditError } from './edit-error.ts';

type Container = Record<string | number, unknown>;

function dataOf(text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length) throw new EditError('edit-yaml-broken', { file: 'This page file' });
  return doc.toJS();
}

/** The value at `path`, through own fields and items only. */
const getIn = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' && Object.hasOwn(at, key) ? (at as Container)[key] : undefined),
    data,
  );
const isObject = (value: unknown): value is Container => !!value && typeof value === 'object';

/**
 * The file's text with one edit made, every other byte as it was. `exampleOf` gives a block type's example YAML.
 * Before it is returned, the new text is read back: its data must be the old data with exactly this change, or
 * nothing is written.
 */
export function applyEdit(
  text: string,
  edit: Edit,
  exampleOf: (type: string) => string | undefined,
  schema: z.core.$ZodType,
): string {
  const data = dataOf(text);
  checkPath(edit.kind === 'add-block' ? ['blocks', edit.index] : edit.path, schema, data);
  if (edit.kind !== 'add-block') refuseShared(readYaml(text), edit.path);
  const expected = unshared(data);
  const out = make(text, data, expected, edit, exampleOf, schema);
  if (!isDeepStrictEqual(dataOf(out), expected))
    throw cannotWrite('This change could not be written without changing other parts of the file');
  return out;
}

/**
 * A copy of the data in which nothing is shared: a group written once with &name and repeated with *name is two
 * copies here (structuredClone would keep them one object), so a change made through one place changes only that
 * place, and the read-back check sees when the file changed both.
 */
const unshared = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(unshared)
    : isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unshared(item)]))
      : value;

/** Keys that would reach an object's prototype: never a field, refused before any object is touched. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** A path the file's schema has: each name a field of the group it is in, each number an item of a list. */
function checkPath(path: DataPath, schema: z.core.$ZodType, data: unknown): void {
  const forbidden = path.find((key) => typeof key === 'string' && forbiddenKeys.has(key));
  if (forbidden !== undefined) throw new EditError('edit-forbidden-path', { key: String(forbidden) });
  if (!schemaAt(schema, path, data)) throw new EditError('edit-no-such-field', { where: whereIs(path) });
}

/** A path in words: "Block 2, items 3, colour". */
const whereIs = (path: DataPath) =>
  path
    .map((key, i) =>
      typeof key === 'number'
        ? i === 1 && path[0] === 'blocks'
          ? `Block ${key + 1}`
          : `item ${key + 1}`
        : i === 0 && key === 'blocks'
          ? ''
          : `"${key}"`,
    )
    .filter(Boolean)
    .join(', ');

/** Makes the edit in the text, and the same change in `expected` (a copy of the data). */
function make(
  text: string,
  data: unknown,
  expected: unknown,
  edit: Edit,
  exampleOf: (type: string) => string | undefined,
  schema: z.core.$ZodType,
): string {
  switch (edit.kind) {
    case 'set':
      return setValue(text, data, expected, edit.path, edit.value);
    case 'set-fields':
      return Object.entries(edit.values).reduce((out, [field, value]) => {
        const path = [...edit.path, field];
        checkPath(path, schema, data);
        if (value !== null) return setValue(out, dataOf(out), expected, path, value);
        if (getIn(dataOf(out), path) === undefined) return out;
        delete parentIn(expected, path)[field];
        return removeEntry(out, path);
      }, text);
    case 'remove': {
      // The only item of a list goes with its field: an empty list is written as no list.
      const list = getIn(data, edit.path.slice(0, -1));
      const path =
        Array.isArray(list) && list.length === 1 && edit.path.length > 1 && typeof edit.path.at(-2) === 'string'
          ? edit.path.slice(0, -1)
          : edit.path;
      const parent = parentIn(expected, path);
      if (Array.isArray(parent)) parent.splice(path.at(-1) as number, 1);
      else delete parent[path.at(-1)!];
      return removeEntry(text, path);
    }
    case 'move': {
      const list = parentIn(expected, edit.path);
      const index = edit.path.at(-1);
      if (Array.isArray(list) && typeof index === 'number') list.splice(index + edit.by, 0, ...list.splice(index, 1));
      return moveItem(text, edit.path, edit.by);
    }
    case 'add-item': {
      const list = getIn(data, edit.path);
      if (Array.isArray(list) && list.length > 0) {
        (getIn(expected, edit.path) as unknown[]).push(structuredClone(list.at(-1)));
        return appendItem(text, edit.path);
      }
      const first = exampleItem(data, edit.path, exampleOf);
      if (Array.isArray(list)) {
        (getIn(expected, edit.path) as unknown[]).push(first);
        return appendItem(text, edit.path, first);
      }
      return setValue(text, data, expected, edit.path, [first]);
    }
    case 'add-block': {
      const example = exampleOf(edit.type);
      if (example === undefined) throw new EditError('edit-no-example', { type: '' });
      (getIn(expected, ['blocks']) as unknown[]).splice(edit.index, 0, parse(example));
      return insertItem(text, ['blocks'], edit.index, example);
    }
  }
}

function setValue(text: string, data: unknown, expected: unknown, path: DataPath, given: unknown): string {
  const old = getIn(data, path);
  // A text written as a block (| or >) ends with a line break, which an edit in a one-line box lacks: kept, so | stays
  // |.
  const value =
    typeof old === 'string' && typeof given === 'string' && old.endsWith('\n') && !given.endsWith('\n')
      ? `${given}\n`
      : given;
  if (old !== undefined) {
    if (isObject(old) || isObject(value)) throw new EditError('edit-not-a-single-value', {});
    parentIn(expected, path)[path.at(-1)!] = value;
    return setScalar(text, path, value as Scalar);
  }
  // A field not written yet: added to the nearest group of fields that is, with any groups between.
  let depth = path.length - 1;
  while (depth > 0 && getIn(data, path.slice(0, depth)) === undefined) depth--;
  const rest = path.slice(depth);
  if (
    !isObject(getIn(data, path.slice(0, depth))) ||
    Array.isArray(getIn(data, path.slice(0, depth))) ||
    rest.some((k) => typeof k !== 'string')
  )
    throw new EditError('edit-no-such-field', { where: 'This place' });
  const nested = rest.slice(1).reduceRight<unknown>((v, key) => ({ [key]: v }), value);
  parentIn(expected, path.slice(0, depth + 1))[rest[0]!] = nested;
  return addField(text, path.slice(0, depth), String(rest[0]), nested);
}

function parentIn(data: unknown, path: DataPath): Container {
  const parent = getIn(data, path.slice(0, -1));
  if (!isObject(parent)) throw new EditError('edit-place-gone', {});
  return parent;
}

/**
 * The first item of the same list in the block's example: where a list is empty, there is nothing of its own to copy.
 */
function exampleItem(data: unknown, path: DataPath, exampleOf: (type: string) => string | undefined): unknown {
  const type = path[0] === 'blocks' ? getIn(data, [...path.slice(0, 2), 'type']) : undefined;
  const example = typeof type === 'string' ? exampleOf(type) : undefined;
  const list =
    example === undefined
      ? undefined
      : getIn(
          parse(example),
          path.slice(2).map((k) => (typeof k === 'number' ? 0 : k)),
        );
  if (!Array.isArray(list) || list.length === 0)
    throw new EditError('edit-no-example', { type: typeof type === 'string' ? type : 'this' });
  return list[0];
}
