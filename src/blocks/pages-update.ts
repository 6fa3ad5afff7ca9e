// The pages as the dev server and the site's own server send them to the open tabs, made of this site's blocks.
import type { Page } from './page-schemas.ts';
import type { SiteData } from '../core/site-data.ts';

export type PageMap = Record<string, Page>;

/**
 * What the dev server sends the open tabs (src/browser/live-preview.ts): changed pages, or why the pages cannot be
 * shown. `version` counts the checks: a tab applies the messages in that order, so it always ends on the last check.
 */
export interface PagesUpdate {
  version: number;
  data: SiteData;
  /** Only the pages that changed since the last update; a removed page just leaves `data.routes`. */
  pages: PageMap;
}
export interface PagesError {
  version: number;
  report: string;
}

/** A message of the live preview: its event name and data, as Vite's channel and the servers' event streams send it. */
export type LiveMessage = { event: 'pages:update'; data: PagesUpdate } | { event: 'pages:error'; data: PagesError };
