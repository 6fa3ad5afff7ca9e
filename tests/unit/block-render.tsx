import { exampleFile } from '../../src/blocks/names.ts';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { parse } from 'yaml';
import type { Block } from '../../src/blocks/index.ts';
import { BlockView } from '../../src/browser/render/BlockView.tsx';
import { putPages } from '../../src/browser/render/page-store.ts';
import { SiteProviders } from '../../src/browser/App.tsx';

/** A block type's example, as written in src/blocks/<type>/example.yaml. */
export const fixture = (type: string) => parse(readFileSync(exampleFile(type), 'utf8')) as unknown;

/** The block's HTML as the prerender writes it (the site data must be in the page store). */
export async function renderBlock(block: Block): Promise<string> {
  const pageKey = `/fixture/${block.type}`;
  await putPages({ [pageKey]: { title: 'Fixture page', description: 'x', blocks: [block] } });
  return renderToString(
    <SiteProviders ssrPath="/">
      <BlockView block={block} index={0} pageKey={pageKey} />
    </SiteProviders>,
  );
}
