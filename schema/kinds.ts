import { z } from 'zod';

/**
 * What a formula may use, told by the block that holds it: the values named before it (each with a value to try the
 * formula with, or the formula that computes it) and the names computed at or after it.
 */
export interface FormulaScope {
  before: ReadonlyArray<{ name: string; value: number } | { name: string; formula: string }>;
  after: readonly string[];
}

/**
 * The kinds of field the engine does more with than check their shape: text with {placeholders}, links, pictures,
 * the contact form's endpoint and calculator formulas. One walk over schema and data finds every value of a kind,
 * whatever its key is called (src/core/kind-walk.ts).
 */
export type KindMeta =
  | { kind: 'text' }
  | { kind: 'link' }
  | { kind: 'picture' }
  | { kind: 'endpoint' }
  /** `scope` gets the values that hold the formula, outermost first; undefined when they are not shaped as expected. */
  | { kind: 'formula'; scope: (holders: readonly unknown[]) => FormulaScope | undefined };

export type FieldKind = KindMeta['kind'];

/** Which schemas are of which kind. Schemas made from a registered one (`.min()`, `.describe()`) keep its kind. */
export const fieldKinds = z.registry<KindMeta>();
