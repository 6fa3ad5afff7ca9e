import { z } from 'zod';
import { href } from '../../../schema/link.ts';
import { text } from '../../../schema/text.ts';

/** One page of the site as the build lists it: its address and its name. */
const listedPage = z
  .strictObject({
    href: href.describe("The page's address.").meta({ title: 'Address' }),
    name: z.string().describe('The page\'s name: its title before " | ".').meta({ title: 'Name' }),
  })
  .meta({ title: 'Listed page' });

export const sitemapBlock = z
  .strictObject({
    type: z.literal('sitemap').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading, e.g. "Every Page".').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    pages: z
      .array(listedPage)
      .default([])
      .describe(
        'Not needed: the build lists every page of the site here, with its ' +
          'name, each under the page above it. Written here, it is replaced.',
      )
      .meta({ title: 'Pages' }),
  })
  .describe('Every page of the site as links, each under the page above it: for a site whose footer links /sitemap.')
  .meta({ title: 'Sitemap' });
