import type { ComponentType } from 'react';
import type { Block } from '../../../schema/blocks/index.ts';
import type { Page } from '../../../schema/page.ts';
import { pageDataUrl } from '../../core/site-data.ts';
import { loadBlocks, loadedBlock } from './block-loader.ts';
import type { BlockProps } from './registry.ts';
import type { DeferredBlock } from './stored-page.ts';

export interface ReadyBlock {
  Component: ComponentType<BlockProps<Block['type']>>;
  block: Block;
}

const ready = new Map<string, Promise<ReadyBlock>>();
const fullPages = new Map<string, Promise<Page>>();

/** Resolves when the block's placeholder enters the viewport; never, if it is gone. */
function nearScreen(index: number): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(`[data-block-index="${index}"]`);
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
  });
}

/** A page's whole data, fetched once: for its deferred blocks, and for navigation to it. */
export function fullPage(key: string): Promise<Page> {
  let page = fullPages.get(key);
  if (!page) {
    page = fetch(pageDataUrl(key)).then((res) => (res.ok ? (res.json() as Promise<Page>) : Promise.reject(new Error(`Could not load ${pageDataUrl(key)}: HTTP ${res.status}`))));
    fullPages.set(key, page);
  }
  return page;
}

/**
 * A deferred block's component and data, once it nears the screen. Until then React keeps its prerendered HTML.
 * If the data cannot be fetched (offline), the promise stays pending and the block stays as prerendered.
 */
export function readyBlock(key: string, index: number, { type }: DeferredBlock): Promise<ReadyBlock> {
  const id = `${key}#${index}`;
  let promise = ready.get(id);
  if (!promise) {
    const tracked = nearScreen(index)
      .then(() => Promise.all([fullPage(key), loadBlocks([{ type }])]))
      .then(([page]) => ({ Component: loadedBlock(type), block: page.blocks[index]! }))
      .catch(() => new Promise<ReadyBlock>(() => undefined));
    // Marked the way React's `use` reads a settled promise, so a later render does not suspend again.
    void tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
    promise = tracked;
    ready.set(id, promise);
  }
  return promise;
}
