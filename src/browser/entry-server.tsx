import type { Page } from '../blocks/page-schemas.ts';
import type { SiteData } from '../core/site-data.ts';
import { setSiteData } from '../ui/site-store.ts';
import { renderPage } from './render-page.tsx';

/**
 * Renders one page to HTML for the prerender; the page is given to the tree, never stored, so a worker's memory stays
 * flat over any number of pages.
 */
export async function render(path: string, key: string, page: Page, siteData: SiteData): Promise<string> {
  setSiteData(siteData);
  return renderPage(path, key, page);
}
