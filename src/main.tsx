import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import siteData from 'virtual:site';
import { App } from './App.tsx';
import { normalizePath } from './load/routes.ts';
import { notFoundKey, type PageMap } from './load/site-data.ts';
import { fetchPage, putPages, putSiteData } from './render/page-store.ts';
import { startLivePreview } from './dev/live-preview.ts';

const root = document.getElementById('root')!;

async function start() {
  if (import.meta.hot) startLivePreview(import.meta.hot);
  if (!siteData) return; // dev server with invalid pages: the live preview shows why.
  putSiteData(siteData);
  const path = normalizePath(window.location.pathname);
  const key = siteData.routes.includes(path) ? path : notFoundKey;
  const inline = document.getElementById('page-data');
  // Prerendered: the page's data is in the HTML; load its blocks, then hydrate the markup as it stands.
  if (inline?.textContent) await putPages({ [key]: JSON.parse(inline.textContent) } as PageMap);
  else await fetchPage(key);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
