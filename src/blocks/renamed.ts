import type { BlockType } from './index.ts';

/** Block types that were renamed, and their names now: validation suggests the new name for the old one. */
export const renamedBlockTypes: ReadonlyMap<string, BlockType> = new Map([
  ['plans', 'pricing'],
  ['fixture-tabs', 'tabs'],
]);
