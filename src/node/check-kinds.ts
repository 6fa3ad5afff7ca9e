import type { z } from 'zod';
import type { FieldKind, KindMeta } from '../../schema/kinds.ts';
import { visitKinds, type KindVisit } from '../core/kind-walk.ts';
import type { Facts } from '../core/placeholders.ts';
import { checkEndpoint } from './check-endpoint.ts';
import { checkFormula } from './check-formulas.ts';
import { checkPicture } from './check-images.ts';
import { checkLink } from './check-links.ts';
import { checkPlaceholders } from './check-placeholders.ts';
import type { Finding } from './problem.ts';

/** What the checks of a kind need to know about the rest of the site. */
export interface KindContext {
  /** The site's facts; without a valid site file, placeholders are checked once it is fixed. */
  facts?: Facts;
  /** Every route, and the paths known to be missing; without a valid site file, links are checked once it is fixed. */
  routes: ReadonlySet<string>;
  knownMissing?: ReadonlySet<string>;
  /** The files in public/, when pictures are to be checked against them. */
  assets?: ReadonlySet<string>;
  /** Collects every path a link goes to, for the known-missing list. */
  linked: Set<string>;
}

type Visit<K extends FieldKind> = KindVisit & { meta: Extract<KindMeta, { kind: K }> };
/** The check of each kind: a kind without one does not compile. */
const checks: { [K in FieldKind]: (at: Visit<K>, context: KindContext) => Finding[] } = {
  text: checkPlaceholders,
  link: checkLink,
  picture: checkPicture,
  endpoint: checkEndpoint,
  formula: checkFormula,
};

/** Every problem of one value of a kind. */
export function checkVisit(at: KindVisit, context: KindContext): Finding[] {
  return (checks[at.meta.kind] as (at: KindVisit, context: KindContext) => Finding[])(at, context);
}

/** Every problem of every value of a kind in `data`, read as `schema` describes it. */
export function checkKinds(schema: z.core.$ZodType, data: unknown, context: KindContext): Finding[] {
  const found: Finding[] = [];
  visitKinds(schema, data, (at) => found.push(...checkVisit(at, context)));
  return found;
}
