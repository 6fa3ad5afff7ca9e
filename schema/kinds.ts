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
 * How wide a block shows a picture, in CSS pixels: the `sizes` a browser chooses a width by, and the widest it is ever
 * shown.
 */
export interface PictureLayout {
  /** The HTML `sizes` attribute, e.g. "(min-width: 62em) 431px, calc(100vw - 32px)". */
  sizes: string;
  /**
   * The widest the picture is shown on any screen, in CSS pixels; the build makes widths up to twice this (2× screens).
   */
  widest: number;
  /** How wide it is shown on a phone 375 px wide, in CSS pixels: a file narrower than twice this looks blurry there. */
  onPhone: number;
}

/**
 * The kinds of field the engine does more with than check their shape: text with {placeholders}, links, pictures,
 * the contact form's endpoint and calculator formulas. One walk over schema and data finds every value of a kind,
 * whatever its key is called (src/core/kind-walk.ts).
 */
export type KindMeta =
  | { kind: 'text' }
  | { kind: 'link' }
  /** `layout` says how wide the block shows it, for the widths the build makes and the check of a picture too small. */
  | { kind: 'picture'; layout: PictureLayout }
  | { kind: 'endpoint' }
  /** `scope` gets the values that hold the formula, outermost first; undefined when they are not shaped as expected. */
  | { kind: 'formula'; scope: (holders: readonly unknown[]) => FormulaScope | undefined };

export type FieldKind = KindMeta['kind'];

/** Which schemas are of which kind. Schemas made from a registered one (`.min()`, `.describe()`) keep its kind. */
export const fieldKinds = z.registry<KindMeta>();
