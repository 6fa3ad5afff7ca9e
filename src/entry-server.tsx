import { renderToString } from 'react-dom/server';
import siteData from 'virtual:site';
import type { Page } from '../schema/page.ts';
import { App } from './App.tsx';
import { putPages, putSiteData } from './render/page-store.ts';

/** Renders one page to HTML for the prerender script. */
export async function render(path: string, key: string, page: Page): Promise<string> {
  if (!siteData) throw new Error('The pages are invalid.');
  putSiteData(siteData);
  await putPages({ [key]: page });
  return renderToString(<App ssrPath={path} />);
}

export { siteData };
