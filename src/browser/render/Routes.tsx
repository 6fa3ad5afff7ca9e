import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { completePage, fetchPage, usePage, usePageKeyOf } from './page-store.ts';
import type { StoredPage } from './stored-page.ts';
import { PageView } from './PageView.tsx';

/** A page and its key in the page store: its route, or the not-found page's key. */
export interface ShownPage {
  key: string;
  page: StoredPage;
}

/**
 * The page for the current path, or the not-found page: the path's own /_pages JSON says which, so the browser needs
 * no list of routes. While the next page loads, the current one stays. The prerender gives the page directly.
 */
export function Routes({ page: given }: { page?: ShownPage }) {
  const [location] = useLocation();
  const path = normalizePath(location);
  const stored = usePageKeyOf(path);
  const key = given?.key ?? stored;
  const page = usePage(stored) ?? given?.page;
  const shown = useRef<ShownPage>(undefined);
  const main = useRef<HTMLElement>(null);
  if (key && page) shown.current = { key, page };

  useEffect(() => {
    // A failed fetch (offline, new deploy) falls back to the server's own page.
    if (!page) fetchPage(path).catch(() => window.location.assign(location));
  }, [path, page, location]);

  const shownKey = shown.current?.key;
  const previous = useRef(shownKey);
  useEffect(() => {
    if (previous.current === shownKey) return;
    if (previous.current) completePage(previous.current);
    previous.current = shownKey;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [shownKey]);

  return (
    <main id="main" ref={main} tabIndex={-1} aria-busy={!page || undefined}>
      {shown.current && (
        <ErrorBoundary key={shown.current.key}>
          <PageView
            page={shown.current.page}
            pageKey={shown.current.key}
            route={shown.current.key === notFoundKey ? undefined : shown.current.key}
          />
        </ErrorBoundary>
      )}
    </main>
  );
}
