import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import siteData from 'virtual:site';
import { App } from './App.tsx';
import { normalizePath } from '../core/routes.ts';
import { notFoundKey, notFoundMark } from '../core/site-data.ts';
import { fetchPage, putKey, putPages, putSiteData } from './render/page-store.ts';
import type { StoredPage } from './render/stored-page.ts';
import { startLivePreview } from './live-preview.ts';
import { serverChannel } from './server-channel.ts';
import { editorBundle } from './editing.ts';
import { listenForBlockKeys } from './block-keys.ts';

const root = document.getElementById('root')!;
listenForBlockKeys();

async function start() {
  if (import.meta.hot) startLivePreview(import.meta.hot);
  else if (editorBundle) startLivePreview(serverChannel());
  if (!siteData) return; // dev server with invalid pages: the live preview shows why.
  putSiteData(siteData);
  // The page editor is for the dev server and the site's own server's editor bundle: a visitors' build leaves this
  // branch, and the editor's code, out. Written out here rather than through editing.ts: a constant another module
  // exports is not folded, and the branch would stay.
  if (import.meta.env.DEV || import.meta.env.MODE === 'editor')
    void import('./edit/start-editor.tsx').then((editor) => editor.startEditor());
  const path = normalizePath(window.location.pathname);
  const inline = document.getElementById('page-data');
  // Prerendered: the hero's data is in the HTML (404.html marks itself as the not-found page); load its code, then
  // hydrate the markup as it stands. The later blocks hydrate one by one as they near the screen, each over its own
  // prerendered HTML.
  if (inline?.textContent) {
    const key = root.hasAttribute(notFoundMark) ? notFoundKey : path;
    await putPages({ [key]: JSON.parse(inline.textContent) as StoredPage });
    putKey(path, key);
  } else await fetchPage(path);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it for the whole page.
  // The dev server's page has only the template's placeholder comment in #root: nothing to hydrate there.
  // Each error boundary reports what it caught itself, with the block and page it happened in; React's own report would
  // repeat it.
  const options = { onCaughtError: () => undefined };
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app, options));
  else createRoot(root, options).render(app);
}

void start();
