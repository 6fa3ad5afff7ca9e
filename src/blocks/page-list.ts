import type { Page } from './page-schemas.ts';

/** The part of a page's title before " | Company": what a breadcrumb and the sitemap block call it. */
export const shortTitle = (title: string) => {
  const end = title.indexOf(' | ');
  return (end === -1 ? title : title.slice(0, end)).trim();
};

/** Every page's address and name, in address order: what a sitemap block lists. */
export const pageList = (titles: ReadonlyMap<string, string>) =>
  [...titles]
    .map(([href, title]) => ({ href, name: shortTitle(title) }))
    .sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0));

/** Whether a page has a block that lists every page (its content then depends on every page's title). */
export const listsPages = (blocks: readonly string[]) => blocks.includes('sitemap');

/**
 * The page with every sitemap block listing `pages`: filled in by the build and the dev server, never written by hand.
 */
export function withPageList(page: Page, pages: ReturnType<typeof pageList>): Page {
  if (!listsPages(page.blocks.map((b) => b.type))) return page;
  return { ...page, blocks: page.blocks.map((b) => (b.type === 'sitemap' ? { ...b, pages } : b)) };
}
