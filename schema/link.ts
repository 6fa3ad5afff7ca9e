import { z } from 'zod';
import { fieldKinds } from './kinds.ts';
import { raise } from './issues.ts';
import { text } from './text.ts';

/** Shorthands an editor can write instead of repeating the site's phone or e-mail. */
export const linkShorthands = ['call', 'email'] as const;

// Characters a browser drops from an address (tab, line breaks, other control characters) or that nobody sees in the
// page file (zero-width and direction marks): with them a link can lead somewhere other than it reads.
const invisible = String.raw`\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF`;

/** Refuses a backslash, an invisible character and a space at either end, wherever the address goes. */
const safeCharacters = String.raw`(?![\s\S]*[\\${invisible}])(?!\s)(?![\s\S]*\s$)`;

/**
 * A shorthand, a path of this site, a place on the page, a web address (its host first, no `user@`), mailto: or tel:;
 * no backslash (browsers read it as /), no invisible character, no space around it. Also the JSON Schema `pattern`, so
 * editors flag a bad link as it is typed.
 */
export const allowedLinkPattern = String.raw`^${safeCharacters}(?:(?:${linkShorthands.join('|')})$|/(?!/)|#|https?://[^/?#@\s]+(?:[/?#]|$)|mailto:|tel:)`;
const allowedLink = new RegExp(allowedLinkPattern);

/** What editors see when a link does not match the pattern. */
export const linkHelp =
  'Write a page path like /contact, #place, https://…, mailto:…, tel:…, call or ' +
  'email; no backslash, no spaces around it, nothing before @ in a web address.';

const safeSchemes = ['http', 'https', 'mailto', 'tel'];
const invisibleChars = new RegExp(`[${invisible}]`, 'g');
const ignoredByBrowsers = new RegExp(`[\\s${invisible}]`, 'g');
const escapes: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** The link with its invisible characters written out (\t, \n, \u200B), so the editor can find them. */
const spelledOut = (text: string) =>
  text.replace(
    invisibleChars,
    (c) => escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );

/** The scheme as a browser reads it (it drops tabs, line breaks and spaces) or a server that decodes %xx does. */
function schemeOf(value: string): string | undefined {
  const bare = value.replace(ignoredByBrowsers, '');
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare).replace(ignoredByBrowsers, '');
  } catch {
    // A lone % is not an encoding: the link is read as written.
  }
  return /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1];
}

/**
 * Raises why a link is refused when it runs code or reads as one place but leads to another; false when it has no such
 * flaw.
 */
export function refusedLink(value: string, ctx: z.RefinementCtx): boolean {
  const scheme = schemeOf(value);
  if (scheme && !safeSchemes.includes(scheme.toLowerCase())) raise(ctx, 'unsafe-link', { scheme });
  else if (value.match(invisibleChars)) raise(ctx, 'link-with-invisible-character', { link: spelledOut(value) });
  else if (value.includes('\\')) raise(ctx, 'link-with-backslash', { link: value });
  else if (value.trim() !== value) raise(ctx, 'link-with-spaces', { link: value });
  else if (value.startsWith('//')) raise(ctx, 'link-to-other-site', { link: value });
  else if (/^https?:(?!\/\/)/i.test(value))
    raise(ctx, 'link-without-slashes', { link: value, scheme: scheme ?? 'https' });
  else if (/^https?:\/\/[^/?#]*@/i.test(value)) raise(ctx, 'link-with-credentials', { link: value });
  else return false;
  return true;
}

/** Whether a link passes the check below (other checks need not repeat a refusal). */
export const isAllowedLink = (value: string) => allowedLink.test(value);

/**
 * Where a link goes; unsafe schemes such as `javascript:`, and addresses that read as one place but lead to another,
 * are refused.
 */
export const href = z
  .string()
  .superRefine((value, ctx) => {
    if (!allowedLink.test(value) && !refusedLink(value, ctx)) raise(ctx, 'invalid-link', { link: value });
  })
  .register(fieldKinds, { kind: 'link' })
  .meta({ pattern: allowedLinkPattern, patternErrorMessage: linkHelp })
  .describe(
    'Where it goes: a page of this site (/contact), a place on the page (#faq), a web address ' +
      '(https://…), mailto:…, tel:…, or the shorthands call (the site phone) and email (the site e-mail).',
  );

/** A button or link with its text. */
export const action = z
  .strictObject({
    label: text.describe('The text on the button, e.g. "Get a Free Quote".').meta({ title: 'Button text' }),
    href: href.meta({ title: 'Link' }),
    style: z
      .enum(['primary', 'secondary', 'call'])
      .default('primary')
      .describe('How it looks: primary (filled), secondary (outlined) or call (filled, with a phone icon).')
      .meta({ title: 'Button style' }),
  })
  .meta({ title: 'Button' });

export type Action = z.infer<typeof action>;
