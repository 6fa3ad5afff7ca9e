import type { Site } from '../../schema/site.ts';
import type { BrandTheme } from './brand-theme.ts';

/**
 * The site facts as pages show them: placeholders resolved, the brand made into the theme's input
 * (src/node/brand/brand.ts), and the copyright year a year (`auto` is the year of the check: a build's date).
 */
export type ShownSite = Omit<Site, 'brand' | 'copyrightYear'> & { brand: BrandTheme; copyrightYear: number };

/**
 * What the browser gets about the site: its facts. Pages come one at a time, each found by its own address, so a page
 * weighs the same in a site of any size. Only the dev server adds the routes, for the page editor's link suggestions
 * and to tell open tabs which pages exist now.
 */
export interface SiteData {
  site: ShownSite;
  routes?: string[];
}

/** The key of the not-found page in the page store and in /_pages. */
export const notFoundKey = '_not-found';

/** The attribute on #root that marks 404.html: its inline page is the not-found page, whatever the address. */
export const notFoundMark = 'data-not-found';

/** Where a page's JSON is served: / is /_pages/index.json, /services/x is /_pages/services/x.json. */
export function pageDataUrl(key: string): string {
  return `/_pages/${key === '/' ? 'index' : key.replace(/^\//, '')}.json`;
}
