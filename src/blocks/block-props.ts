import type { BlockOf, BlockType } from './index.ts';

/** What every block's component is given: its block, as the build checked it. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
}
