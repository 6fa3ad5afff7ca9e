import type { Analytics } from '../../schema/site.ts';

/** The hosted services' scripts; a site that runs its own gives its script's address instead. */
const hostedScript = {
  plausible: 'https://plausible.io/js/script.js',
  umami: 'https://cloud.umami.is/script.js',
} as const;

/**
 * The script element analytics: in pages/_site.yaml puts on every built page, and the origin the security policy lets
 * through for it: the script comes from there and reports visits there (both services send to their script's origin).
 */
export function analyticsScript(analytics: Analytics): { attrs: Record<string, string | true>; origin: string } {
  const src = analytics.script ?? hostedScript[analytics.provider];
  const site = analytics.provider === 'plausible' ? 'data-domain' : 'data-website-id';
  // The address passed outsideAddress (schema/outside-address.ts): an https URL with a clean host.
  return { attrs: { defer: true, src, [site]: analytics.id }, origin: new URL(src).origin };
}
