import { useSyncExternalStore } from 'react';
import { notFoundKey, type SiteData } from '../../core/site-data.ts';
import { loadBlocks } from './block-loader.ts';
import { fullPage, PageNotFound } from './deferred-block.ts';
import { isDeferred, type StoredPage } from './stored-page.ts';
import { setSiteData } from '../../ui/site-store.ts';

/** Pages the browser has, by route (or the not-found key), and the site facts; dev updates replace them in place. */
const pages = new Map<string, StoredPage>();
/** The page key each path visited shows: its own route, or the not-found page once /_pages answered 404. */
const keys = new Map<string, string>();
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Puts pages in the store once the code of their blocks is loaded (deferred blocks load their own when seen). */
export async function putPages(entries: Record<string, StoredPage>): Promise<void> {
  await loadBlocks(Object.values(entries).flatMap((p) => p.blocks.filter((b) => !isDeferred(b))));
  for (const [key, page] of Object.entries(entries)) {
    pages.set(key, page);
    if (key !== notFoundKey) keys.set(key, key);
  }
  emit();
}

/**
 * Says which page a path shows, when the page came without asking /_pages (inline in the HTML, or in dev from the route
 * list).
 */
export function putKey(path: string, key: string): void {
  keys.set(path, key);
  emit();
}

/**
 * The site facts; in the dev server also its routes now, so an address visited before says whether it has a page now.
 */
export function putSiteData(data: SiteData): void {
  setSiteData(data);
  if (data.routes) {
    const routes = new Set(data.routes);
    for (const path of keys.keys()) keys.set(path, routes.has(path) ? path : notFoundKey);
  }
  emit();
}

/** Fetches a page's data (once: fullPage keeps the request) and loads its blocks. */
function fetchKey(key: string): Promise<void> {
  if (pages.has(key)) return Promise.resolve();
  return fullPage(key).then((page) => putPages({ [key]: page }));
}

/** Fetches the page at a path: its own, or the not-found page when the site has none there (/_pages answers 404). */
export function fetchPage(path: string): Promise<void> {
  const key = keys.get(path);
  if (key) return fetchKey(key);
  return fetchKey(path).catch((error: unknown) => {
    if (!(error instanceof PageNotFound)) throw error;
    // Unless the page came meanwhile by another way (a dev server's live update of a page just added): a late 404 is
    // older than it.
    return fetchKey(notFoundKey).then(() => {
      if (!keys.has(path)) putKey(path, notFoundKey);
    });
  });
}

/**
 * Once the visitor has left the page they arrived on, its deferred blocks are replaced by the full page for a return
 * visit.
 */
export function completePage(key: string): void {
  if (pages.get(key)?.blocks.some(isDeferred))
    void fullPage(key).then(
      (page) => putPages({ [key]: page }),
      () => undefined,
    );
}

/** The page key a path shows, once known. */
export function usePageKeyOf(path: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => keys.get(path),
    () => keys.get(path),
  );
}

export function usePage(key: string | undefined): StoredPage | undefined {
  const get = () => (key === undefined ? undefined : pages.get(key));
  return useSyncExternalStore(subscribe, get, get);
}
