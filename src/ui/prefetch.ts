import { createContext } from 'react';

/**
 * Fetches a page of this site ahead of a click (on hover, focus or touch of a link to it). The app gives the page
 * store's; links reach it through this context, so they do not depend on how pages are loaded (and in the prerender
 * there is nothing to fetch).
 */
export const PrefetchContext = createContext<(path: string) => void>(() => undefined);
