import type { z } from 'zod';
import type { KindMeta } from '../../schema/kinds.ts';
import type { Site } from '../../schema/site.ts';
import { mapKinds } from './kind-walk.ts';

/** `{name}` in a text: a fact of the site, shown in its place. */
export const placeholder = /\{([^{}\s]*)\}/g;

/**
 * What a text's `{name}` and a link's shorthand stand for. Maps, so only the site's own facts are found (never
 * `{constructor}`).
 */
export interface SiteFacts {
  placeholders: ReadonlyMap<string, string>;
  shorthands: ReadonlyMap<string, string>;
  /**
   * On a page made from data: the fields of each list's entries, for the check of {town.name}; null while a list cannot
   * be read.
   */
  fields?: ReadonlyMap<string, ReadonlySet<string> | null>;
}

/** The facts of pages/_site.yaml that page text and links can use. */
export function siteFacts(site: Pick<Site, 'company' | 'phone' | 'email' | 'location' | 'services'>): SiteFacts {
  return {
    placeholders: new Map([
      ['company', site.company],
      ['phone', site.phone.display],
      ['email', site.email],
      ['location', site.location],
      ['serviceCount', String(site.services.length)],
    ]),
    shorthands: new Map([
      ['call', `tel:${site.phone.dial}`],
      ['email', `mailto:${site.email}`],
    ]),
  };
}

/** A text with its `{name}` placeholders filled in; unknown names stay as written. */
export function fillPlaceholders(text: string, facts: SiteFacts): string {
  return text.replace(placeholder, (all, name: string) => facts.placeholders.get(name) ?? all);
}

/** A value of a kind as visitors get it: placeholders in a text filled in, a link shorthand made into its link. */
export function resolveValue(meta: KindMeta, value: unknown, facts: SiteFacts): unknown {
  if (typeof value !== 'string') return value;
  if (meta.kind === 'text') return fillPlaceholders(value, facts);
  if (meta.kind === 'link') return facts.shorthands.get(value) ?? value;
  return value;
}

/** `data` read as `schema` describes it, with every text and link resolved. */
export function resolveFacts<T>(schema: z.core.$ZodType, data: T, facts: SiteFacts): T {
  return mapKinds(schema, data, (value, meta) => resolveValue(meta, value, facts), ['text', 'link']);
}
