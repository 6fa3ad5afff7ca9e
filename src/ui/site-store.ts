import { useSyncExternalStore } from 'react';
import type { SiteData } from '../core/site-data.ts';

// The site facts every part of the page reads (the company, phone, hours, menus), apart from the pages themselves:
// blocks and the shell read them without depending on how pages are loaded.

let siteData: SiteData | null = null;
const listeners = new Set<() => void>();

/** Sets the site facts; the page store calls it (see putSiteData there), and tells its own readers. */
export function setSiteData(data: SiteData): void {
  siteData = data;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSiteData(): SiteData {
  const data = useSyncExternalStore(
    subscribe,
    () => siteData,
    () => siteData,
  );
  if (!data) throw new Error('The site data is not loaded.');
  return data;
}
