import startData from 'virtual:site';
import type { SiteData } from '../core/site-data.ts';
import type { PagesError, PagesUpdate } from '../blocks/pages-update.ts';
import { themeColor } from '../core/brand-theme.ts';
import { putPages, putSiteData } from './render/page-store.ts';

const bannerId = 'pages-error';

/** Shows the validation report over the bottom of the page; the last good render stays visible above it. */
function showReport(report: string): void {
  let banner = document.getElementById(bannerId);
  if (!banner) {
    banner = document.createElement('section');
    banner.id = bannerId;
    banner.setAttribute('role', 'alert');
    banner.setAttribute('aria-label', 'Page problems');
    // A long report scrolls: from the keyboard too.
    banner.tabIndex = 0;
    banner.style.cssText =
      'position:fixed;inset:auto 0 0 ' +
      '0;max-height:60vh;overflow:auto;z-index:10000;background:#fff5f5;color:#5c0000;border-top:4px ' +
      'solid #c92a2a;padding:16px 20px;font:14px/1.45 ' +
      'ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;box-shadow:0 -4px 16px rgb(0 0 0 / 20%)';
    document.body.append(banner);
  }
  const intro = startData
    ? 'This page has a problem, so the preview shows the last version ' +
      'that worked. Fix it and save: this message goes away by itself.'
    : 'The pages have a problem, so there is nothing to preview yet. Fix it and save: the page appears by itself.';
  banner.textContent = `${intro}\n\n${report}`;
}

let shownBrand = JSON.stringify(startData?.site.brand);
/** The site facts the tab shows, as sent: every update carries them, and most leave them as they were. */
let shownData = JSON.stringify(startData);

/**
 * A saved brand outside the app as well: the colour browsers paint around the page, and the tab's icon (made from the
 * brand by the dev server).
 */
function showBrand({ site }: SiteData): void {
  const brand = JSON.stringify(site.brand);
  if (brand === shownBrand) return;
  shownBrand = brand;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor(site.brand));
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = `/favicon.svg?v=${Date.now()}`;
}

/** Fired on window once the tab shows a check's result (the page editor and the benchmark wait for a save's). */
export const previewShownEvent = 'pages:shown';
export type PreviewShown = CustomEvent<{ version: number }>;

/**
 * Where the live preview's messages come from: Vite's channel on the dev server, the server's event stream on the
 * site's own server.
 */
export interface LiveChannel {
  on(event: 'pages:update', handler: (data: PagesUpdate) => unknown): void;
  on(event: 'pages:error', handler: (data: PagesError) => unknown): void;
  send(event: 'pages:hello'): void;
}

/** While editing: saved YAML updates the open tab in place; an invalid save shows why, until it is fixed. */
export function startLivePreview(hot: LiveChannel): void {
  const shown = (version: number) => window.dispatchEvent(new CustomEvent(previewShownEvent, { detail: { version } }));
  // Vite's client handles these messages one at a time, waiting for each handler: an update still loading the code of
  // its blocks is shown before the next message (tests/e2e/live-preview-bursts.test.ts holds it to that).
  hot.on('pages:update', async ({ version, data, pages }: PagesUpdate) => {
    // The tab opened while the pages were invalid, so the app never started: now there is something to show.
    if (!startData) return window.location.reload();
    await putPages(pages);
    // The same facts again would render every part that reads them (the header, the footer, the page editor's panel).
    const sent = JSON.stringify(data);
    if (sent !== shownData) putSiteData(data);
    shownData = sent;
    showBrand(data);
    document.getElementById(bannerId)?.remove();
    shown(version);
  });
  hot.on('pages:error', ({ version, report }: PagesError) => {
    showReport(report);
    shown(version);
  });
  // The server answers with the current report if the pages are invalid right now.
  hot.send('pages:hello');
}
