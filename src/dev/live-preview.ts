import type { ViteHotContext } from 'vite/types/hot.js';
import type { PageMap, SiteData } from '../load/site-data.ts';
import { putPages, putSiteData } from '../render/page-store.ts';

const bannerId = 'pages-error';

/** Shows the validation report over the page; the last good render stays visible below it. */
function showReport(report: string): void {
  let banner = document.getElementById(bannerId);
  if (!banner) {
    banner = document.createElement('div');
    banner.id = bannerId;
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:1000;background:#fff5f5;color:#5c0000;border-top:4px solid #c92a2a;padding:16px 20px;font:14px/1.45 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;box-shadow:0 -4px 16px rgb(0 0 0 / 20%)';
    document.body.append(banner);
  }
  banner.textContent = `This page has a problem, so the preview shows the last version that worked.\n\n${report}`;
}

/** In the dev server: saved YAML updates the open tab in place; an invalid save shows why. */
export function startLivePreview(hot: ViteHotContext): void {
  hot.on('pages:update', async ({ data, pages }: { data: SiteData; pages: PageMap }) => {
    await putPages(pages);
    putSiteData(data);
    document.getElementById(bannerId)?.remove();
  });
  hot.on('pages:error', ({ report }: { report: string }) => showReport(report));
}
