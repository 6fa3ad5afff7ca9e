import type { Page } from '../core/page-schemas.ts';
import type { SiteData } from '../core/site-data.ts';
import { dropPage, putKey, putSiteData } from './render/page-store.ts';
import { renderPage } from './render/render-page.tsx';

/** Renders one page to HTML for the prerender; the page is not kept, so a worker's memory stays flat over any number of pages. */
export async function render(path: string, key: string, page: Page, siteData: SiteData): Promise<string> {
  putSiteData(siteData);
  putKey(path, key);
  try {
    return await renderPage(path, key, page);
  } finally {
    dropPage(key);
  }
}
