import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { siteFile } from '../../core/routes.ts';
import type { InboxSite } from './inbox.ts';

const defaultMonths = 12;

/** The facts the inbox needs from a site file's text; what is missing or not valid falls back to what works. */
export function inboxSiteFrom(text: string): InboxSite {
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch {
    // A site file being fixed: the defaults meanwhile.
  }
  const site = (parsed ?? {}) as {
    company?: unknown;
    email?: unknown;
    url?: unknown;
    inbox?: { keepMonths?: unknown } | null;
  };
  const months = site.inbox?.keepMonths;
  return {
    company: typeof site.company === 'string' ? site.company : 'This site',
    email: typeof site.email === 'string' ? site.email : '',
    url: typeof site.url === 'string' && URL.canParse(site.url) ? site.url : 'https://localhost',
    keepMonths: typeof months === 'number' && Number.isInteger(months) && months >= 1 ? months : defaultMonths,
  };
}

/**
 * The inbox's facts from the site's repository (pages/_site.yaml), read again when the file changes: an owner's new
 * e-mail address or period takes effect without a restart.
 */
export function inboxSiteOf(siteRoot: string): () => InboxSite {
  const path = join(siteRoot, siteFile);
  let known: { mtimeMs: number; site: InboxSite } | undefined;
  return () => {
    const mtimeMs = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (known?.mtimeMs !== mtimeMs) {
      let text = '';
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        // No site file: the defaults, until there is one.
      }
      known = { mtimeMs, site: inboxSiteFrom(text) };
    }
    return known.site;
  };
}
