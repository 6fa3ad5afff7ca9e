import type { z } from 'zod';

/**
 * The problems the schemas' own checks find, each with the values its message needs. The words are in
 * src/core/catalogue.ts, which must word every one of these (it does not compile otherwise).
 */
export interface SchemaIssues {
  'invisible-character': Record<string, never>;
  'shows-nothing': Record<string, never>;
  'missing-alt-text': { src: string };
  'empty-alt-text': { alt: string };
  'decorative-with-alt-text': Record<string, never>;
  'first-block-not-hero': { type: string };
  'second-hero': { block: number };
  'unsafe-link': { scheme: string };
  'link-with-invisible-character': { link: string };
  'link-with-backslash': { link: string };
  'link-with-spaces': { link: string };
  'link-to-other-site': { link: string };
  'link-without-slashes': { link: string; scheme: string };
  'link-with-credentials': { link: string };
  'invalid-link': { link: string };
  'invalid-endpoint': { endpoint: string };
  'invalid-address': { address: string };
  'address-with-bad-host': { address: string; host: string; character: string };
  'duplicate-tab': { label: string };
  'duplicate-redirect': { from: string };
  'invalid-maximum': { max: number };
  'value-outside-bar': { value: number; max: number };
  'duplicate-id': { id: string };
  'reserved-id': { id: string; isFunction: boolean };
  'slider-bounds': { min: number; max: number };
  'default-outside-slider': { value: number; min: number; max: number };
  'bad-slug': { slug: string };
  'duplicate-slug': { slug: string };
  'bad-data-file-name': { source: string };
  'unreadable-date': { date: string };
}
type SchemaIssueCode = keyof SchemaIssues;

/** Reports a problem from a schema's own check; `path` is relative to the value checked. */
export function raise<C extends SchemaIssueCode>(
  ctx: z.RefinementCtx,
  code: C,
  params: SchemaIssues[C],
  path?: PropertyKey[],
): void {
  ctx.addIssue({ code: 'custom', message: code, params: { ...params, code }, ...(path ? { path } : {}) });
}
