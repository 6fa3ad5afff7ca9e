// The built page's only script tag (scripts/builder/page-html.ts puts it in place of the entry's): it starts the site's
// script once the prerendered page has painted. Fetched at the same time, the entry (80 kB) and the first block's chunks
// share a phone's bandwidth with the page's stylesheet, and the first paint waits for their share: a second on a slow
// 4G line. Until the script runs, the page is plain HTML whose links, forms, FAQ answers, tabs and sliders already work.
// The tag names what to start: data-entry, the entry's URL; data-preload, the chunks of the blocks drawn at once,
// fetched beside it rather than after it.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
const { entry, preload = '' } = tag.dataset;

const start = () => {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry!);
};

// A frame's callbacks run just before it paints; a task queued from there runs after it. A tab opened in the
// background paints nothing until it is shown: there is nothing to wait for.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
