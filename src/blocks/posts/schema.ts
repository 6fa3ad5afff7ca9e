import { z } from 'zod';
import { text } from '../../../schema/text.ts';
import { href } from '../../../schema/link.ts';
import { dateText } from '../../../schema/date.ts';

const post = z
  .strictObject({
    title: text.describe("The article's title.").meta({ title: 'Title' }),
    excerpt: text.describe('One or two sentences that make the reader want more.').meta({ title: 'Excerpt' }),
    date: dateText
      .describe('The date as it should read, e.g. "November 12, 2024" (or 2024-11-12): search engines are told it too.')
      .meta({ title: 'Date' }),
    author: text.describe('Who wrote it, e.g. "Mike Thompson, Master Plumber".').meta({ title: 'Author' }),
    category: text
      .describe('Its topic, e.g. "Maintenance", "Emergency", "Water Heaters" or "General".')
      .meta({ title: 'Category' }),
    href: href
      .optional()
      .describe('Where the full article is; without it the post has no button.')
      .meta({ title: 'Link' }),
  })
  .meta({ title: 'Post' });

export const postsBlock = z
  .strictObject({
    type: z.literal('posts').meta({ title: 'Block type' }),
    heading: text.optional().describe('The section heading.').meta({ title: 'Heading' }),
    intro: text.optional().describe('A sentence under the heading.').meta({ title: 'Introduction' }),
    linkLabel: text
      .default('Read More')
      .describe('The button text on each post that has an `href`. Default: "Read More".')
      .meta({ title: 'Button text' }),
    items: z.array(post).min(1).describe('The posts, newest first.').meta({ title: 'Posts' }),
  })
  .describe(
    'Blog posts as cards: category, title, date, author, excerpt, and a button to the full article when it has one.',
  )
  .meta({ title: 'Blog posts' });
