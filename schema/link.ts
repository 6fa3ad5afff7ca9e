import { z } from 'zod';

/** Shorthands an editor can write instead of repeating the site's phone or e-mail. */
export const linkShorthands = ['call', 'email'] as const;

// Characters a browser drops from an address (tab, line breaks, other control characters) or that nobody sees in the
// page file (zero-width and direction marks): with them a link can lead somewhere other than it reads.
const invisible = String.raw`\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF`;

/**
 * A shorthand, a path of this site, a place on the page, a web address (its host first, no `user@`), mailto: or tel:;
 * no backslash (browsers read it as /), no invisible character, no space around it. Also the JSON Schema `pattern`, so
 * editors flag a bad link as it is typed.
 */
const allowedLinkPattern = String.raw`^(?![\s\S]*[\\${invisible}])(?!\s)(?![\s\S]*\s$)(?:(?:${linkShorthands.join('|')})$|/(?!/)|#|https?://[^/?#@\s]+(?:[/?#]|$)|mailto:|tel:)`;
const allowedLink = new RegExp(allowedLinkPattern);

/** Whether a link passes the check below (other checks need not repeat a refusal). */
export const isAllowedLink = (value: string) => allowedLink.test(value);
const safeSchemes = ['http', 'https', 'mailto', 'tel'];

const invisibleChars = new RegExp(`[${invisible}]`, 'g');
const ignoredByBrowsers = new RegExp(`[\\s${invisible}]`, 'g');
const escapes: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** The link with its invisible characters written out (\t, \n, \u200B), so the editor can find them. */
const spelledOut = (text: string) => text.replace(invisibleChars, (c) => escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
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

/** Why a link is refused, in the editor's words. */
function refusal(value: string): { title: string; message: string } {
  const scheme = schemeOf(value);
  if (scheme && !safeSchemes.includes(scheme.toLowerCase()))
    return { title: 'Unsafe link', message: `Links starting with "${scheme}:" can run code or open other programs, so they are not allowed.` };
  const invalid = (message: string) => ({ title: 'Invalid link', message });
  if (value.match(invisibleChars))
    return invalid(`"${spelledOut(value)}" contains a tab, a line break or another invisible character; browsers skip some of these and nobody sees them, so the link could lead somewhere other than it reads.`);
  if (value.includes('\\')) return invalid(`"${value}" contains a backslash (\\); browsers read it as /, so the link could lead to another site.`);
  if (value.trim() !== value) return invalid(`"${value}" starts or ends with a space.`);
  if (value.startsWith('//')) return invalid(`"${value}" starts with //, which browsers read as the address of another site.`);
  if (/^https?:(?!\/\/)/i.test(value)) return invalid(`"${value}" needs // after "${scheme}:"; without it, browsers read it as a page of this site or of another.`);
  if (/^https?:\/\/[^/?#]*@/i.test(value)) return invalid(`"${value}" has a name and @ before the site's address, which hides where the link really goes.`);
  return invalid(`"${value}" is not a link this site can follow.`);
}

/** Where a link goes; unsafe schemes such as `javascript:`, and addresses that read as one place but lead to another, are refused. */
export const href = z
  .string()
  .superRefine((value, ctx) => {
    if (allowedLink.test(value)) return;
    const { title, message } = refusal(value);
    ctx.addIssue({
      code: 'custom',
      message,
      params: {
        title,
        hint: 'Use a page path like /contact, a web address like https://example.com, mailto:…, tel:…, or the shorthands call and email.',
      },
    });
  })
  .meta({ pattern: allowedLinkPattern })
  .describe(
    'Where it goes: a page of this site (/contact), a place on the page (#faq), a web address (https://…), mailto:…, tel:…, or the shorthands call (the site phone) and email (the site e-mail).',
  );

/** A button or link with its text. */
export const action = z.strictObject({
  label: z.string().min(1).describe('The text on the button, e.g. "Get a Free Quote".'),
  href,
  style: z
    .enum(['primary', 'secondary', 'call'])
    .default('primary')
    .describe('How it looks: primary (filled), secondary (outlined) or call (filled, with a phone icon).'),
});

export type Action = z.infer<typeof action>;
