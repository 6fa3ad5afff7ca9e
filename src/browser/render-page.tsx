import { renderToString } from 'react-dom/server';
import type { Page } from '../blocks/page-schemas.ts';
import { App, SiteProviders } from './App.tsx';
import { loadBlocks, loadedBlock } from './render/block-loader.ts';

/**
 * One page as HTML, for the prerender. React does not stop at a block that throws: it leaves an empty space for the
 * browser to try again. That must not ship, so it fails the build instead, naming each block and what it threw.
 */
export async function renderPage(path: string, key: string, page: Page): Promise<string> {
  await loadBlocks(page.blocks);
  const html = renderToString(<App ssrPath={path} page={{ key, page }} />);
  const failed = [...html.matchAll(/data-block-index="(\d+)"><!--\$!-->/g)].map((m) => Number(m[1]));
  if (!failed.length) return html;
  throw new Error(
    `${path} cannot be prerendered:\n${failed
      .map((i) => `  block ${i + 1} (${page.blocks[i]?.type}): ${blockError(path, page, i)}`)
      .join('\n')}`,
  );
}

/** React keeps a caught error to itself; rendered alone, outside any boundary, the block throws it again. */
function blockError(path: string, page: Page, index: number): string {
  const block = page.blocks[index]!;
  const Component = loadedBlock(block.type);
  try {
    renderToString(
      <SiteProviders ssrPath={path}>
        <Component block={block} />
      </SiteProviders>,
    );
    return 'it failed only within the page';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
