import type { Site } from '../../schema/site.ts';
import { listOf, suggestion } from './did-you-mean.ts';
import { short } from './subject.ts';
import { mapStrings, walkStrings } from './walk.ts';
import type { Finding } from './problem.ts';

const token = /\{([^{}\s]*)\}/g;

/** What `{name}` in page text stands for, taken from pages/_site.yaml. */
export function siteTokens(site: Site): Record<string, string> {
  return { company: site.company, phone: site.phone.display, email: site.email, location: site.location };
}

/** Every `{name}` in the page that the site does not define. */
export function checkTokens(data: unknown, tokens: Record<string, string>): Finding[] {
  const known = Object.keys(tokens);
  const found: Finding[] = [];
  walkStrings(data, (text, path) => {
    for (const [, name = ''] of text.matchAll(token)) {
      if (name in tokens) continue;
      found.push({
        path,
        within: `{${name}}`,
        problem: { severity: 'error', code: 'unknown-placeholder', title: 'Unknown placeholder', message: `"{${short(name)}}" is not a fact the site file defines, so it would show as written.`, hint: `${suggestion(name, known)}Placeholders: ${listOf(known.map((k) => `{${k}}`))}. They are set in pages/_site.yaml.` },
      });
    }
  });
  return found;
}

/** The page with `{phone}`-style placeholders filled in and `href: call` / `href: email` made into links. */
export function resolveSiteRefs<T>(value: T, site: Site): T {
  const tokens = siteTokens(site);
  const links: Record<string, string> = { call: `tel:${site.phone.dial}`, email: `mailto:${site.email}` };
  return mapStrings(value, (text, key) => (key === 'href' && text in links ? links[text]! : text.replace(token, (all, name: string) => tokens[name] ?? all)));
}
