import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../blocks/index.ts';
import { registry } from './registry.ts';
import { type BlockProps } from '../../blocks/block-props.ts';

const loaded = new Map<BlockType, ComponentType<BlockProps<BlockType>>>();

/** Loads the components for these blocks, so that rendering them never waits (no flash, no hydration mismatch). */
export async function loadBlocks(blocks: readonly Pick<Block, 'type'>[]): Promise<void> {
  const missing = [...new Set(blocks.map((b) => b.type))].filter((t) => !loaded.has(t));
  await Promise.all(
    missing.map(async (type) => {
      const load = registry[type] as () => Promise<ComponentType<BlockProps<BlockType>>>;
      loaded.set(type, await load());
    }),
  );
}

/** The component of a block type that loadBlocks has loaded. */
export function loadedBlock(type: BlockType): ComponentType<BlockProps<BlockType>> {
  const component = loaded.get(type);
  if (!component) throw new Error(`The "${type}" block was rendered before its component was loaded.`);
  return component;
}
