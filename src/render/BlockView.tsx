import type { Block } from '../../schema/blocks/index.ts';
import { loadedBlock } from './block-loader.ts';

/** Draws one block with the component the registry gives for its type. */
export function BlockView({ block }: { block: Block }) {
  const Component = loadedBlock(block.type);
  return <Component block={block} />;
}
