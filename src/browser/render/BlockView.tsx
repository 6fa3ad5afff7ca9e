import { Suspense, use, useMemo } from 'react';
import { BlockBoundary } from './BlockBoundary.tsx';
import { loadedBlock } from './block-loader.ts';
import { BlockPlaceContext } from '../../ui/block-place.ts';
import { readyBlock } from './deferred-block.ts';
import { LiveMark, useLive } from './live.ts';
import { isDeferred, type DeferredBlock, type StoredBlock } from './stored-page.ts';
import type { Block } from '../../blocks/index.ts';

/**
 * Draws one block with the component the registry gives for its type. Each block is its own Suspense boundary, on the
 * server as in the browser, so a deferred block hydrates on its own when its code arrives, over its prerendered HTML,
 * and its own error boundary, so a block that throws takes down only itself. `data-live` appears once the block is
 * hydrated (or drawn): from then on its own code handles it.
 */
export function BlockView({ block, index, pageKey }: { block: StoredBlock; index: number; pageKey: string }) {
  const place = useMemo(() => ({ pageKey, index }), [pageKey, index]);
  const [live, markLive] = useLive();
  return (
    <div data-block-index={index} data-live={live || undefined}>
      <BlockPlaceContext value={place}>
        <BlockBoundary type={block.type} index={index} pageKey={pageKey}>
          <Suspense>
            {isDeferred(block) ? <Deferred pageKey={pageKey} index={index} block={block} /> : <Loaded block={block} />}
            <LiveMark onLive={markLive} />
          </Suspense>
        </BlockBoundary>
      </BlockPlaceContext>
    </div>
  );
}

function Loaded({ block }: { block: Block }) {
  const Component = loadedBlock(block.type);
  return <Component block={block} />;
}

function Deferred({ pageKey, index, block }: { pageKey: string; index: number; block: DeferredBlock }) {
  const ready = readyBlock(pageKey, index, block);
  const { Component, block: full } = ready instanceof Promise ? use(ready) : ready;
  return <Component block={full} />;
}
