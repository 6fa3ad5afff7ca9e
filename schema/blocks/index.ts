import { z } from 'zod';
import { calculatorBlock } from './calculator.ts';
import { cardsBlock } from './cards.ts';
import { contactDetailsBlock } from './contact-details.ts';
import { contactFormBlock } from './contact-form.ts';
import { ctaBlock } from './cta.ts';
import { faqBlock } from './faq.ts';
import { heroBlock } from './hero.ts';
import { listBlock } from './list.ts';
import { pricingBlock } from './pricing.ts';
import { postsBlock } from './posts.ts';
import { progressBlock } from './progress.ts';
import { servicesBlock } from './services.ts';
import { statsBlock } from './stats.ts';
import { tabsBlock } from './tabs.ts';
import { stepsBlock } from './steps.ts';
import { testimonialsBlock } from './testimonials.ts';
import { textBlock } from './text.ts';

/** The only list of block types. Adding a block: its schema here, its component in src/browser/render/registry.ts. */
export const blockSchemas = [
  heroBlock,
  statsBlock,
  cardsBlock,
  servicesBlock,
  testimonialsBlock,
  faqBlock,
  ctaBlock,
  textBlock,
  listBlock,
  stepsBlock,
  tabsBlock,
  calculatorBlock,
  progressBlock,
  pricingBlock,
  contactFormBlock,
  contactDetailsBlock,
  postsBlock,
] as const;

/** One section of a page; its `type` says which kind. */
export const block = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof block>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export const blockTypes = blockSchemas.map((s) => s.shape.type.value) as BlockType[];

/** Block types that were renamed, and their names now: validation suggests the new name for the old one. */
export const renamedBlockTypes: ReadonlyMap<string, BlockType> = new Map([
  ['plans', 'pricing'],
  ['fixture-tabs', 'tabs'],
]);
