import type { z } from 'zod';
import { mapKinds, visitKinds } from '../src/core/kind-walk.ts';

/**
 * The texts of `data` a visitor reads, as `schema` describes it: values of kind text, except a picture's alt text
 * (an attribute, read out instead of the picture). Links, choices, ids and formulas are not shown text.
 */
export function shownTexts(schema: z.core.$ZodType, data: unknown): Array<{ path: PropertyKey[]; text: string }> {
  const pictures: string[] = [];
  const texts: Array<{ path: PropertyKey[]; text: string }> = [];
  visitKinds(schema, data, ({ value, meta, path }) => {
    if (meta.kind === 'picture') pictures.push(path.join('.'));
    else if (
      meta.kind === 'text' &&
      typeof value === 'string' &&
      !pictures.some((p) => path.join('.').startsWith(`${p}.`))
    )
      texts.push({ path, text: value });
  });
  return texts;
}

/**
 * A copy of `data` with each shown text passed through `map` (pictures' alt text included: the attribute must stay safe
 * too).
 */
export function mapShownTexts<T>(schema: z.core.$ZodType, data: T, map: (text: string) => string): T {
  return mapKinds(schema, data, (value, meta) =>
    meta.kind === 'text' && typeof value === 'string' ? map(value) : value,
  );
}
