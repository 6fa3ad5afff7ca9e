// The built page's only script tag (src/builder/page-html.ts puts it in place of the entry's): it starts the site's
// script once the prerendered page is on the screen. Fetched at the same time, the entry and the first block's chunks
// share a phone's bandwidth with the page's stylesheet, and the first paint waits for their share, long on a slow 4G
// line. Until the script runs, the page is plain HTML whose links, forms, FAQ answers, tabs and sliders already work.
// The tag names what to start: data-entry, the entry's URL; data-preload, the chunks of the blocks drawn at once,
// fetched beside it rather than after it.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
const { entry, preload = '' } = tag.dataset;

let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry!);
};

// The browser reports the first contentful paint once it is on the screen (a frame's own callbacks run while it is
// still being drawn, too early). A tab opened in the background paints nothing until it is shown: nothing to wait for.
// A browser that reports no paints, or a page with nothing to paint, gets the script once the page has loaded.
if (document.visibilityState === 'hidden') start();
else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  addEventListener('load', () => setTimeout(start, 1000));
  // Whatever happens to the paint's report, the page is not left without its script for long.
  setTimeout(start, 3000);
} else addEventListener('load', start);
