import type { BlockType } from './index.ts';

/** Block types that were renamed, and their names now: validation suggests the new name for the old one. */
export const renamedBlockTypes: ReadonlyMap<string, BlockType> = new Map([
  ['plans', 'pricing'],
  ['fixture-tabs', 'tabs'],
]);

/**
 * Fields of a block type that were renamed, their old names to their names now: a page written with the old name
 * still works (the block's schema keeps it, marked deprecated), and validate warns with the name to use.
 */
export const renamedFields: ReadonlyMap<BlockType, Readonly<Record<string, string>>> = new Map([
  // A block's variant is its tone, as a badge's is (schema/tone.ts).
  ['notice', { kind: 'tone' }],
]);
