import siteData from 'virtual:site';
import type { Page } from '../../schema/page.ts';
import { putSiteData } from './render/page-store.ts';
import { renderPage } from './render/render-page.tsx';

/** Renders one page to HTML for the prerender script. */
export async function render(path: string, key: string, page: Page): Promise<string> {
  if (!siteData) throw new Error('The pages are invalid.');
  putSiteData(siteData);
  return renderPage(path, key, page);
}

export { siteData };
