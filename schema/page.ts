import { z } from 'zod';
import { pictureIn } from './image.ts';
import { raise } from './issues.ts';
import { plainText } from './text.ts';

/** A link preview is about a phone's width in a feed, and drawn 1200 pixels wide on the largest screens. */
const shareLayout = { sizes: '1200px', widest: 600, onPhone: 300 };

/**
 * The fields of every page, written or made from data, given the union of the site's block types (src/blocks/index.ts,
 * made from the block folders): schema/ knows the shape of a page, not which blocks there are.
 */
export function pageFieldsOf<B extends z.ZodType<{ type: string }>>(block: B) {
  return {
    title: plainText
      .min(10)
      .max(70)
      .describe(
        'The browser tab and search result title, 10 to 70 characters, e.g. "Drain Cleaning in Kelowna | {company}".',
      )
      .meta({ title: 'Page title' }),
    description: plainText
      .min(50)
      .max(170)
      .describe('The search result summary: one or two sentences, 50 to 170 characters.')
      .meta({ title: 'Search summary' }),
    share: pictureIn(shareLayout)
      .optional()
      .describe(
        'The picture a link to this page shows when it is shared (Facebook, LinkedIn, ' +
          'X, a text message), cropped to 1200 × 630 from its middle. Without it, the ' +
          "hero's photo shows, else a card in the brand's colours with the page title " +
          'and the company name (on pages made from data, the company name and tagline).',
      )
      .meta({ title: 'Share picture' }),
    blocks: z
      .array(block)
      .min(1)
      .describe('The sections of the page, top to bottom. The first is a hero.')
      .meta({ title: 'Sections' }),
  };
}

/** The first block is the hero, and no other block is. */
export function heroFirst(page: { blocks: ReadonlyArray<{ type: string }> }, ctx: z.RefinementCtx): void {
  page.blocks.forEach((b, i) => {
    if ((b.type === 'hero') === (i === 0)) return;
    if (i === 0) raise(ctx, 'first-block-not-hero', { type: b.type }, ['blocks', 0, 'type']);
    else raise(ctx, 'second-hero', { block: i + 1 }, ['blocks', i, 'type']);
  });
}

/** One page of the site: a YAML file under pages/. */
export const pageSchemaOf = <B extends z.ZodType<{ type: string }>>(block: B) =>
  z.strictObject(pageFieldsOf(block)).superRefine(heroFirst);
