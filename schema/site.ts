import { z } from 'zod';
import { text } from './text.ts';
import { href } from './link.ts';
import { icon } from './icon.ts';

const link = z.strictObject({ label: text.describe('The link text.'), href }).describe('A link with its text.');

const service = z
  .strictObject({
    title: text.describe('The service name, e.g. "Drain Cleaning".'),
    href: href.describe('Its page, e.g. /services/drain-cleaning.'),
    summary: text.describe('One sentence shown on service cards and in the header menu.'),
    icon,
    urgent: z.boolean().default(false).describe('Marks the service as urgent: its card shows a "24/7" badge.'),
  })
  .describe('One service the company offers.');

const navItem = z
  .strictObject({
    label: text.describe('The link text.'),
    href,
    servicesMenu: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe('Show a menu of the first N services under this link, with an "All Services" entry.'),
  })
  .describe('A link in the header.');

const footerColumn = z
  .union([
    z.strictObject({ title: text.describe('The column heading.'), links: z.array(link).min(1).describe('The links.') }).describe('A column of links.'),
    z
      .strictObject({
        title: text.describe('The column heading.'),
        services: z.number().int().min(1).max(12).describe('List the first N services.'),
      })
      .describe('A column listing the first services.'),
  ])
  .describe('A footer column: a heading with links, or a heading with the first N services.');

/** Facts about the company, written once in pages/_site.yaml and used on every page. */
export const siteSchema = z.strictObject({
  company: text.describe('The company name; write {company} in any page text to show it.'),
  url: z.url({ protocol: /^https$/ }).describe("The site's public https address, used for canonical links and the sitemap."),
  tagline: text.describe('A short line shown in the footer under the company name.'),
  phone: z
    .strictObject({
      display: text.describe('The number as people read it; write {phone} in page text to show it.'),
      dial: z
        .string()
        .regex(/^\+\d{8,15}$/)
        .meta({ patternErrorMessage: 'Write the dialled number as + then 8 to 15 digits, no spaces, e.g. +12505553569.' })
        .describe('The number as a phone dials it; buttons with href: call dial it.'),
    })
    .describe('The company phone number, as shown and as dialled.'),
  email: z
    .email()
    .meta({ patternErrorMessage: 'Write an e-mail address, e.g. info@example.com.' })
    .describe('The general inquiries address; write {email} in page text, or href: email to link it.'),
  location: text.describe('Where the company is, shown in the header and footer; write {location} in page text.'),
  hours: z
    .array(z.strictObject({ days: text.describe('e.g. "Mon-Fri".'), time: text.describe('e.g. "7:00 AM - 6:00 PM".') }).describe('One line of opening hours.'))
    .min(1)
    .describe('Opening hours, one line each.'),
  areas: z.array(text).min(1).describe('Towns served, in the order they are listed.'),
  services: z.array(service).min(1).describe('Every service, in order; menus show the first ones.'),
  nav: z.array(navItem).min(1).describe('The header links.'),
  footer: z
    .strictObject({
      columns: z.array(footerColumn).min(1).describe('The footer columns of links.'),
      legal: z.array(link).default([]).describe('Small links at the bottom (privacy, terms, …).'),
    })
    .describe('The footer at the bottom of every page: columns of links, then small legal links.'),
  copyrightYear: z.number().int().min(2000).max(2100).describe("The year in the footer's copyright line."),
  knownMissingPages: z
    .array(
      z
        .string()
        .regex(/^\/[a-z0-9/-]*$/)
        .meta({ patternErrorMessage: 'Write a path of this site: / then lower-case letters, digits, - and /, e.g. /privacy.' })
        .describe('A path of this site, e.g. /privacy.'),
    )
    .default([])
    .describe(
      'Paths that links may point to before their page exists (visitors see the not-found page). A link to any other path without a page fails validation.',
    ),
});

export type Site = z.infer<typeof siteSchema>;
export type Service = Site['services'][number];
