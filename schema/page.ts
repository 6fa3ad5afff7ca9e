import { z } from 'zod';
import { block } from './blocks/index.ts';
import { plainText } from './text.ts';

/** One page of the site: a YAML file under pages/. */
export const pageSchema = z
  .strictObject({
    title: plainText
      .min(10)
      .max(70)
      .describe('The browser tab and search result title, 10 to 70 characters, e.g. "Drain Cleaning in Kelowna | {company}".'),
    description: plainText
      .min(50)
      .max(170)
      .describe('The search result summary: one or two sentences, 50 to 170 characters.'),
    blocks: z.array(block).min(1).describe('The sections of the page, top to bottom. The first is a hero.'),
  })
  .superRefine((page, ctx) => {
    page.blocks.forEach((b, i) => {
      if ((b.type === 'hero') === (i === 0)) return;
      const first = i === 0;
      ctx.addIssue({
        code: 'custom',
        path: ['blocks', i, 'type'],
        message: first
          ? `Block 1 is a ${b.type}, but a page starts with its hero: the hero holds the page's main heading.`
          : `Block ${i + 1} is a second hero; a page has one main heading, in its first block.`,
        params: {
          title: first ? 'Page must start with a hero' : 'Second hero on one page',
          hint: first ? 'Add a block with type: hero at the top of blocks:.' : 'Use a cta block for a second call to action.',
        },
      });
    });
  });

export type Page = z.infer<typeof pageSchema>;
