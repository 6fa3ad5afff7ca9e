import type { z } from 'zod';
import type { FieldKind, KindMeta } from '../../../../schema/kinds.ts';
import { visitKinds, type KindVisit } from '../../../core/kind-walk.ts';
import { checkEndpoint } from './check-endpoint.ts';
import { checkFormula } from './check-formulas.ts';
import { checkPicture } from './check-images.ts';
import { checkLink } from './check-links.ts';
import { checkPlaceholders } from './check-placeholders.ts';
import { checkCounts } from './check-counts.ts';
import type { Finding } from '../../report/problem.ts';
import type { KindContext } from './kind-context.ts';

type Visit<K extends FieldKind> = KindVisit & { meta: Extract<KindMeta, { kind: K }> };
/** The check of each kind: a kind without one does not compile. */
const checks: { [K in FieldKind]: (at: Visit<K>, context: KindContext) => Finding[] } = {
  text: (at, context) => [...checkPlaceholders(at, context), ...checkCounts(at, context)],
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
