import { useSyncExternalStore } from 'react';
import type { SiteData } from '../../core/site-data.ts';
import { loadBlocks } from './block-loader.ts';
import { fullPage } from './deferred-block.ts';
import { isDeferred, type StoredPage } from './stored-page.ts';

/** Pages the browser has, by route (or the not-found key), and the site facts; dev updates replace them in place. */
let pages: Record<string, StoredPage> = {};
let siteData: SiteData | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Puts pages in the store once the code of their blocks is loaded (deferred blocks load their own when seen). */
export async function putPages(entries: Record<string, StoredPage>): Promise<void> {
  await loadBlocks(Object.values(entries).flatMap((p) => p.blocks.filter((b) => !isDeferred(b))));
  pages = { ...pages, ...entries };
  emit();
}

export function putSiteData(data: SiteData): void {
  siteData = data;
  emit();
}

/** Fetches a page's data (once: fullPage keeps the request) and loads its blocks. */
export function fetchPage(key: string): Promise<void> {
  if (pages[key]) return Promise.resolve();
  return fullPage(key).then((page) => putPages({ [key]: page }));
}

/** Once the visitor has left the page they arrived on, its deferred blocks are replaced by the full page for a return visit. */
export function completePage(key: string): void {
  if (pages[key]?.blocks.some(isDeferred)) void fullPage(key).then((page) => putPages({ [key]: page }), () => undefined);
}

export function usePage(key: string): StoredPage | undefined {
  return useSyncExternalStore(subscribe, () => pages[key], () => pages[key]);
}

export function useSiteData(): SiteData {
  const data = useSyncExternalStore(subscribe, () => siteData, () => siteData);
  if (!data) throw new Error('The site data is not loaded.');
  return data;
}
