import { createContext, use } from 'react';

/** Where a block sits: the page it belongs to and its position there. Fixed for the life of the block. */
export interface BlockPlace {
  pageKey: string;
  index: number;
}

export const BlockPlaceContext = createContext<BlockPlace | null>(null);

/** The page and position of the block being rendered, for a block that keeps something per place (a form's draft). */
export function useBlockPlace(): BlockPlace {
  const place = use(BlockPlaceContext);
  if (!place) throw new Error('useBlockPlace is for components rendered by BlockView.');
  return place;
}
