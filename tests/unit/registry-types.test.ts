import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { BlockType } from '../../src/blocks/index.ts';
import { registry } from '../../src/browser/render/registry.ts';
import { type BlockProps } from '../../src/blocks/block-props.ts';

type Registry = { readonly [T in BlockType]: () => Promise<ComponentType<BlockProps<T>>> };

describe('the block registry', () => {
  it('has exactly one loader per block type (checked by tsc; these lines must fail to compile)', () => {
    const { hero: _dropped, ...withoutHero } = registry;
    // @ts-expect-error a block type without a component does not compile
    const missing: Registry = withoutHero;
    // @ts-expect-error a component for another block's props does not compile
    const mismatched: Registry = { ...registry, hero: registry.faq };
    // @ts-expect-error a block type the schemas do not know does not compile
    const extra: Registry = { ...registry, carousel: registry.hero };
    expect([missing, mismatched, extra].every(Boolean)).toBe(true);
  });
});
