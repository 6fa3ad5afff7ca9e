// Generated from the folders of src/blocks/ by `npm run gen`.
// Do not edit: add or change a block's folder, then run npm run gen.
// Each block type's structured data (its folder's structured-data.ts), which the build puts into its page's JSON-LD.
import type { BlockStructuredData } from '../core/structured-data.ts';
import type { BlockOf, BlockType } from '../blocks/index.ts';
import { postsStructuredData } from '../blocks/posts/structured-data.ts';
import { pricingStructuredData } from '../blocks/pricing/structured-data.ts';

/** A block's type to its structured data; a type that is not here adds none. */
export const blockStructuredData: { readonly [T in BlockType]?: BlockStructuredData<BlockOf<T>> } = {
  posts: postsStructuredData,
  pricing: pricingStructuredData,
};
