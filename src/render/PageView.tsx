import type { Page } from '../../schema/page.ts';
import { BlockView } from './BlockView.tsx';
import { PageHead } from './PageHead.tsx';

/** A page: its head tags, then its blocks in order. */
export function PageView({ page, route }: { page: Page; route?: string }) {
  return (
    <>
      <PageHead page={page} route={route} />
      {page.blocks.map((block, i) => (
        <BlockView key={`${i}-${block.type}`} block={block} />
      ))}
    </>
  );
}
