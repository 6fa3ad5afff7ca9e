// Generated from the folders of src/blocks/ by `npm run gen`.
// Do not edit: add or change a block's folder, then run npm run gen.
// The union of block types: every block schema, one per folder.
import { z } from 'zod';
import { calculatorBlock } from './calculator/schema.ts';
import { cardsBlock } from './cards/schema.ts';
import { contactDetailsBlock } from './contact-details/schema.ts';
import { contactFormBlock } from './contact-form/schema.ts';
import { ctaBlock } from './cta/schema.ts';
import { faqBlock } from './faq/schema.ts';
import { heroBlock } from './hero/schema.ts';
import { listBlock } from './list/schema.ts';
import { noticeBlock } from './notice/schema.ts';
import { postsBlock } from './posts/schema.ts';
import { pricingBlock } from './pricing/schema.ts';
import { progressBlock } from './progress/schema.ts';
import { servicesBlock } from './services/schema.ts';
import { sitemapBlock } from './sitemap/schema.ts';
import { statsBlock } from './stats/schema.ts';
import { stepsBlock } from './steps/schema.ts';
import { tabsBlock } from './tabs/schema.ts';
import { testimonialsBlock } from './testimonials/schema.ts';
import { textBlock } from './text/schema.ts';

/** Every block type's schema, one per folder of src/blocks/. */
export const blockSchemas = [
  calculatorBlock,
  cardsBlock,
  contactDetailsBlock,
  contactFormBlock,
  ctaBlock,
  faqBlock,
  heroBlock,
  listBlock,
  noticeBlock,
  postsBlock,
  pricingBlock,
  progressBlock,
  servicesBlock,
  sitemapBlock,
  statsBlock,
  stepsBlock,
  tabsBlock,
  testimonialsBlock,
  textBlock,
] as const;

/** One section of a page; its `type` says which kind. */
export const block = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof block>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export const blockTypes = blockSchemas.map((s) => s.shape.type.value) as BlockType[];
