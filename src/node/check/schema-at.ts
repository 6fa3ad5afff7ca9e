import type { z } from 'zod';

type Schema = z.core.$ZodType;
type Def = { type: string; [key: string]: unknown };

const wrappers = new Set(['optional', 'default', 'nullable', 'readonly', 'prefault', 'catch', 'nonoptional']);

function defOf(s: Schema): Def {
  return s._zod.def as unknown as Def;
}

function unwrap(s: Schema): Schema {
  let cur = s;
  for (;;) {
    const def = defOf(cur);
    if (wrappers.has(def.type)) cur = def.innerType as Schema;
    else if (def.type === 'pipe') cur = def.in as Schema;
    else return cur;
  }
}

function shapeOf(s: Schema): Record<string, Schema> | undefined {
  const def = defOf(s);
  return def.type === 'object' ? (def.shape as Record<string, Schema>) : undefined;
}

function literalOf(s: Schema | undefined): unknown {
  const def = s && defOf(unwrap(s));
  return def?.type === 'literal' ? (def.values as unknown[])[0] : undefined;
}

/** For a union, the option that `value` was meant to be: by discriminator, else by shared keys. */
function pickOption(s: Schema, value: unknown): Schema {
  const def = defOf(s);
  if (def.type !== 'union') return s;
  const options = (def.options as Schema[]).map(unwrap);
  const obj = (value ?? {}) as Record<string, unknown>;
  const disc = def.discriminator as string | undefined;
  if (disc) return options.find((o) => literalOf(shapeOf(o)?.[disc]) === obj[disc]) ?? s;
  const score = (o: Schema) => Object.keys(obj).filter((k) => shapeOf(o)?.[k]).length;
  return options.reduce((best, o) => (score(o) > score(best) ? o : best));
}

const prototypeKeys = new Set<PropertyKey>(['__proto__', 'constructor', 'prototype']);

/**
 * The schema of a field an object's shape does not name: its catch-all's, if it takes other fields (not a strict
 * object's never).
 */
function anyField(def: Def, key: PropertyKey): Schema | undefined {
  const catchall = def.catchall as Schema | undefined;
  return typeof key === 'string' && !prototypeKeys.has(key) && catchall && defOf(catchall).type !== 'never'
    ? catchall
    : undefined;
}

/** The schema that checks the value at `path` in `data`, with wrappers (optional, default) removed. */
export function schemaAt(root: Schema, path: readonly PropertyKey[], data: unknown): Schema | undefined {
  let s: Schema | undefined = pickOption(unwrap(root), data);
  let value = data;
  for (const key of path) {
    const def = defOf(s);
    // Own fields only: "__proto__" or "constructor" is no field of any shape; other names are fields of an object that
    // takes any (a data entry).
    if (def.type === 'object')
      s = Object.hasOwn(def.shape as object, key)
        ? (def.shape as Record<PropertyKey, Schema>)[key]
        : anyField(def, key);
    else if (def.type === 'array') s = def.element as Schema;
    else return undefined;
    if (!s) return undefined;
    value =
      value && typeof value === 'object' && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined;
    s = pickOption(unwrap(s), value);
  }
  return s;
}

/** The field names an object schema allows. */
export function fieldsOf(s: Schema | undefined): string[] {
  return s ? Object.keys(shapeOf(unwrap(s)) ?? {}) : [];
}

/** The description written with .describe() on a field, if any. */
export function describeField(parent: Schema | undefined, field: string): string | undefined {
  const f = parent && shapeOf(unwrap(parent))?.[field];
  return (f as { description?: string } | undefined)?.description;
}

/** The allowed bounds of a number schema. */
export function numberBounds(s: Schema | undefined): { min?: number; max?: number; int: boolean } {
  const n = s as unknown as { minValue?: number | null; maxValue?: number | null; isInt?: boolean } | undefined;
  const finite = (v: number | null | undefined) =>
    v != null && Number.isFinite(v) && Math.abs(v) < 1e15 ? v : undefined;
  return { min: finite(n?.minValue), max: finite(n?.maxValue), int: Boolean(n?.isInt) };
}
