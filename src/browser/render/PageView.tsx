import { BlockView } from './BlockView.tsx';
import { PageHead } from './PageHead.tsx';
import type { StoredPage } from './stored-page.ts';

/** A page: its head tags, then its blocks in order. */
export function PageView({ page, pageKey, route }: { page: StoredPage; pageKey: string; route?: string }) {
  return (
    <>
      <PageHead page={page} route={route} />
      {page.blocks.map((block, i) => (
        <BlockView key={`${i}-${block.type}`} block={block} index={i} pageKey={pageKey} />
      ))}
    </>
  );
}
