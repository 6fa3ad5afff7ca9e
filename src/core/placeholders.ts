import type { Site } from '../../schema/site.ts';
import { mapStrings } from './walk.ts';

/** `{name}` in page text: a fact of the site file, shown in its place. */
export const placeholder = /\{([^{}\s]*)\}/g;

/** What `{name}` in page text stands for, taken from pages/_site.yaml. */
export function siteTokens(site: Site): Record<string, string> {
  return { company: site.company, phone: site.phone.display, email: site.email, location: site.location };
}

/** The page with `{phone}`-style placeholders filled in and `href: call` / `href: email` made into links. */
export function resolveSiteRefs<T>(value: T, site: Site): T {
  const tokens = siteTokens(site);
  const links: Record<string, string> = { call: `tel:${site.phone.dial}`, email: `mailto:${site.email}` };
  return mapStrings(value, (text, key) => (key === 'href' && text in links ? links[text]! : text.replace(placeholder, (all, name: string) => tokens[name] ?? all)));
}
