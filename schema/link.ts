import { z } from 'zod';

const scheme = /^([a-z][a-z0-9+.-]*):/i;

/** Shorthands an editor can write instead of repeating the site's phone or e-mail. */
export const linkShorthands = ['call', 'email'] as const;

/** A shorthand, a path of this site, a place on the page, a web address, mailto: or tel:. Also the JSON Schema `pattern`, so editors flag a bad link as it is typed. */
const allowedLinkPattern = `^(?:(?:${linkShorthands.join('|')})$|/(?!/)|#|https?://|mailto:|tel:)`;
const allowedLink = new RegExp(allowedLinkPattern);

/** Where a link goes; unsafe schemes such as `javascript:` are refused. */
export const href = z
  .string()
  .superRefine((value, ctx) => {
    if (allowedLink.test(value)) return;
    const unsafe = scheme.exec(value)?.[1];
    ctx.addIssue({
      code: 'custom',
      message: unsafe
        ? `Links starting with "${unsafe}:" can run code or open other programs, so they are not allowed.`
        : `"${value}" is not a link this site can follow.`,
      params: {
        title: unsafe ? 'Unsafe link' : 'Invalid link',
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
