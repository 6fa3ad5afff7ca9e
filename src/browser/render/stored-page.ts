import type { Block, BlockType } from '../../blocks/index.ts';
import type { Page } from '../../blocks/page-schemas.ts';

/**
 * A block of the first page opened whose code and data wait until it nears the screen; its prerendered HTML stands in.
 */
export interface DeferredBlock {
  type: BlockType;
  deferred: true;
}

export type StoredBlock = Block | DeferredBlock;

/** A page as the browser holds it: complete, or (the page the visitor arrived on) with its later blocks deferred. */
export type StoredPage = Omit<Page, 'blocks'> & { blocks: StoredBlock[] };

export function isDeferred(block: StoredBlock): block is DeferredBlock {
  return 'deferred' in block;
}

/** Blocks drawn and hydrated at once: the hero. The rest of the page loads as it scrolls into view. */
export const eagerBlocks = 1;

/** The page data to inline in a prerendered page: the hero in full, the other blocks as their type only. */
export function deferLaterBlocks(page: Page): StoredPage {
  return { ...page, blocks: page.blocks.map((b, i) => (i < eagerBlocks ? b : { type: b.type, deferred: true })) };
}
