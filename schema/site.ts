import { z } from 'zod';
import { plainText, text } from './text.ts';
import { href } from './link.ts';
import { icon } from './icon.ts';
import { brand } from './brand.ts';
import { outsideAddress } from './outside-address.ts';
import { raise } from './issues.ts';

/** A path of this site, as an address bar shows it. */
const sitePath = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/)
  .meta({
    patternErrorMessage: 'Write a path of this site: / then lower-case letters, digits, - and /, e.g. /privacy.',
  });

const link = z
  .strictObject({
    label: text.describe('The link text.').meta({ title: 'Link text' }),
    href: href.meta({ title: 'Link' }),
  })
  .describe('A link with its text.')
  .meta({ title: 'Link' });

const service = z
  .strictObject({
    title: text.describe('The service name, e.g. "Drain Cleaning".').meta({ title: 'Service name' }),
    href: href.describe('Its page, e.g. /services/drain-cleaning.').meta({ title: 'Service page' }),
    summary: text.describe('One sentence shown on service cards and in the header menu.').meta({ title: 'Summary' }),
    icon: icon.meta({ title: 'Icon' }),
    urgent: z
      .boolean()
      .default(false)
      .describe('Marks the service as urgent: its card shows a "24/7" badge.')
      .meta({ title: 'Urgent' }),
  })
  .describe('One service the company offers.')
  .meta({ title: 'Service' });

const navItem = z
  .strictObject({
    label: text.describe('The link text.').meta({ title: 'Link text' }),
    href: href.meta({ title: 'Link' }),
    servicesMenu: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe('Show a menu of the first N services under this link, with an "All Services" entry.')
      .meta({ title: 'Services menu' }),
  })
  .describe('A link in the header.')
  .meta({ title: 'Header link' });

const footerColumn = z
  .union([
    z
      .strictObject({
        title: text.describe('The column heading.').meta({ title: 'Column heading' }),
        links: z.array(link).min(1).describe('The links.').meta({ title: 'Links' }),
      })
      .describe('A column of links.')
      .meta({ title: 'Column of links' }),
    z
      .strictObject({
        title: text.describe('The column heading.').meta({ title: 'Column heading' }),
        services: z
          .number()
          .int()
          .min(1)
          .max(12)
          .describe('List the first N services.')
          .meta({ title: 'Number of services' }),
      })
      .describe('A column listing the first services.')
      .meta({ title: 'Column of services' }),
  ])
  .describe('A footer column: a heading with links, or a heading with the first N services.')
  .meta({ title: 'Column' });

const analytics = z
  .strictObject({
    provider: z
      .enum(['plausible', 'umami'])
      .describe('The statistics service: plausible (Plausible) or umami (Umami).')
      .meta({ title: 'Statistics service' }),
    id: z
      .string()
      .regex(/^[\w.-]{1,100}$/)
      .meta({
        patternErrorMessage:
          'Write the site as the service knows it: letters, digits, dots and ' +
          'dashes, e.g. example.com or 94db1cb1-74f4-4a40-ad6c-962362670409.',
      })
      .describe(
        "Plausible: the site's domain as Plausible lists it, e.g. example.com. " +
          'Umami: the website ID it gives, e.g. 94db1cb1-74f4-4a40-ad6c-962362670409.',
      )
      .meta({ title: 'Site in the service' }),
    script: outsideAddress
      .optional()
      .describe(
        "Only when you run the service on your own server: its script's " +
          'https:// address, e.g. https://stats.example.com/js/script.js.',
      )
      .meta({ title: 'Own script address' }),
  })
  .describe(
    "Visitor statistics without cookies: the service's script on every page, " +
      'and the security policy lets it and its reports through, nothing else.',
  )
  .meta({ title: 'Analytics' });

/** Facts about the company, written once in pages/_site.yaml and used on every page. */
export const siteSchema = z.strictObject({
  company: text
    .max(40)
    .describe(
      'The company name, at most 40 characters (it fits the foot of a share card ' +
        'and the end of a page title); write {company} in any page text to show it.',
    )
    .meta({ title: 'Company name' }),
  url: z
    .url({ protocol: /^https$/ })
    .describe("The site's public https address, used for canonical links and the sitemap.")
    .meta({ title: 'Site address' }),
  tagline: text
    .max(120)
    .describe(
      'A short line shown in the footer under the company name, and on the share ' +
        'card of pages made from data: at most 120 characters, four lines of the card.',
    )
    .meta({ title: 'Tagline' }),
  phone: z
    .strictObject({
      display: text
        .describe('The number as people read it; write {phone} in page text to show it.')
        .meta({ title: 'Number as shown' }),
      dial: z
        .string()
        .regex(/^\+\d{8,15}$/)
        .meta({
          patternErrorMessage: 'Write the dialled number as + then 8 to 15 digits, no spaces, e.g. +12505553569.',
        })
        .describe('The number as a phone dials it; buttons with href: call dial it.')
        .meta({ title: 'Number to dial' }),
    })
    .describe('The company phone number, as shown and as dialled.')
    .meta({ title: 'Phone number' }),
  email: z
    .email()
    .meta({ patternErrorMessage: 'Write an e-mail address, e.g. info@example.com.' })
    .describe('The general inquiries address; write {email} in page text, or href: email to link it.')
    .meta({ title: 'E-mail address' }),
  location: text
    .describe('Where the company is, shown in the header and footer; write {location} in page text.')
    .meta({ title: 'Location' }),
  address: z
    .strictObject({
      street: plainText
        .min(1)
        .optional()
        .describe('The street address, e.g. "1234 Water Street"; leave it out if customers do not come to you.')
        .meta({ title: 'Street' }),
      city: text.describe('The town, e.g. Kelowna.').meta({ title: 'Town' }),
      region: text.describe('The province or state, e.g. BC.').meta({ title: 'Province' }),
      postalCode: plainText.min(1).optional().describe('e.g. V1Y 6H2.').meta({ title: 'Postal code' }),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .meta({ patternErrorMessage: 'Write the country as its two capital letters, e.g. CA for Canada.' })
        .describe('The country as two capital letters, e.g. CA.')
        .meta({ title: 'Country' }),
    })
    .describe("The company's address as search engines list a local business: the town, province and country at least.")
    .meta({ title: 'Address' }),
  hours: z
    .array(
      z
        .strictObject({
          days: text.describe('e.g. "Mon-Fri".').meta({ title: 'Days' }),
          time: text.describe('e.g. "7:00 AM - 6:00 PM".').meta({ title: 'Hours' }),
        })
        .describe('One line of opening hours.')
        .meta({ title: 'Hours line' }),
    )
    .min(1)
    .describe('Opening hours, one line each.')
    .meta({ title: 'Opening hours' }),
  areas: z.array(text).min(1).describe('Towns served, in the order they are listed.').meta({ title: 'Towns served' }),
  services: z
    .array(service)
    .min(1)
    .describe(
      'Every service, in order; menus show the first ones; write ' +
        '{serviceCount} in page text to show how many there are.',
    )
    .meta({ title: 'Services' }),
  nav: z.array(navItem).min(1).describe('The header links.').meta({ title: 'Header links' }),
  footer: z
    .strictObject({
      columns: z.array(footerColumn).min(1).describe('The footer columns of links.').meta({ title: 'Columns' }),
      legal: z
        .array(link)
        .default([])
        .describe('Small links at the bottom (privacy, terms, …).')
        .meta({ title: 'Legal links' }),
    })
    .describe('The footer at the bottom of every page: columns of links, then small legal links.')
    .meta({ title: 'Footer' }),
  copyrightYear: z
    .union([z.number().int().min(2000).max(2100), z.literal('auto')])
    .describe("The year in the footer's copyright line, e.g. 2024; auto writes the year of each build.")
    .meta({ title: 'Copyright year' }),
  analytics: analytics.optional(),
  redirects: z
    .array(
      z
        .strictObject({
          from: sitePath
            .describe('The old address, e.g. /drains: a path of this site that has no page now.')
            .meta({ title: 'Old address' }),
          to: href.describe('Where it goes now, e.g. /services/drain-cleaning.').meta({ title: 'New address' }),
        })
        .describe('An old address and the page that replaced it.')
        .meta({ title: 'Redirect' }),
    )
    .default([])
    .superRefine((list, ctx) => {
      list.forEach((r, i) => {
        if (list.findIndex((o) => o.from === r.from) !== i)
          raise(ctx, 'duplicate-redirect', { from: r.from }, [i, 'from']);
      });
    })
    .describe(
      'Old addresses that lead to a new page (a page renamed or moved): ' +
        'visitors and search engines that still use one are sent on.',
    )
    .meta({ title: 'Redirects' }),
  knownMissingPages: z
    .array(sitePath.describe('A path of this site, e.g. /privacy.'))
    .default([])
    .describe(
      'Paths that links may point to before their page exists (visitors see the ' +
        'not-found page). A link to any other path without a page fails validation.',
    )
    .meta({ title: 'Pages still to come' }),
  brand,
  inbox: z
    .strictObject({
      keepMonths: z
        .number()
        .int()
        .min(1)
        .max(120)
        .default(12)
        .describe('Months a message stays in the inbox; older messages are deleted for good. Default: 12.')
        .meta({ title: 'Months kept' }),
    })
    .optional()
    .describe(
      'The site runs on its own server (npm run serve), whose inbox receives the contact forms ' +
        'that send to /_inbox. Without it, such a form has nowhere to send (validate warns).',
    )
    .meta({ title: 'Inbox' }),
});

export type Site = z.infer<typeof siteSchema>;
export type Service = Site['services'][number];
export type Analytics = NonNullable<Site['analytics']>;
