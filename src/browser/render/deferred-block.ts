import type { ComponentType } from 'react';
import type { Block } from '../../blocks/index.ts';
import type { Page } from '../../blocks/page-schemas.ts';
import { pageDataUrl } from '../../core/site-data.ts';
import { loadBlocks, loadedBlock } from './block-loader.ts';
import type { BlockProps } from '../../blocks/block-props.ts';
import type { DeferredBlock } from './stored-page.ts';

export interface ReadyBlock {
  Component: ComponentType<BlockProps<Block['type']>>;
  block: Block;
}

const loading = new Map<string, Promise<ReadyBlock>>();
/** Blocks whose code and data have arrived, so a later render draws them at once instead of suspending again. */
const loaded = new Map<string, ReadyBlock>();
const fullPages = new Map<string, Promise<Page>>();

/** The site has no page at this address: /_pages answered 404, so the not-found page is shown. */
export class PageNotFound extends Error {}

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
    page = fetch(pageDataUrl(key)).then((res) => {
      if (res.ok) return res.json() as Promise<Page>;
      const Failure = res.status === 404 ? PageNotFound : Error;
      throw new Failure(`Could not load ${pageDataUrl(key)}: HTTP ${res.status}`);
    });
    // A failed request is not kept: the next visit to that address asks again.
    page.catch(() => fullPages.delete(key));
    fullPages.set(key, page);
  }
  return page;
}

/**
 * A deferred block's component and data: at once if they have arrived, else a promise that settles once the block
 * nears the screen and they arrive. Until then React keeps the block's prerendered HTML, which works on its own
 * (native controls); if the code or data cannot be loaded it stays so, and the console says why.
 */
export function readyBlock(key: string, index: number, { type }: DeferredBlock): ReadyBlock | Promise<ReadyBlock> {
  const id = `${key}#${index}`;
  const done = loaded.get(id);
  if (done) return done;
  let promise = loading.get(id);
  if (!promise) {
    promise = nearScreen(index)
      .then(() => Promise.all([fullPage(key), loadBlocks([{ type }])]))
      .then(([page]) => {
        const ready = { Component: loadedBlock(type), block: page.blocks[index]! };
        loaded.set(id, ready);
        return ready;
      })
      .catch((error: unknown) => {
        console.error(
          `Block ${index + 1} (${type}) of ${key} stays as prerendered: its code or data could not be loaded.`,
          error,
        );
        return new Promise<ReadyBlock>(() => undefined);
      });
    loading.set(id, promise);
  }
  return promise;
}
