import { useEffect, useRef } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { notFoundKey } from '../../core/site-data.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { completePage, fetchPage, usePage, useSiteData } from './page-store.ts';
import type { StoredPage } from './stored-page.ts';
import { PageView } from './PageView.tsx';

/** The page for the current path, or the not-found page. While the next page loads, the current one stays. */
export function Routes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const { routes } = useSiteData();
  const route = routes.find((r) => matchRoute(parser, r, location)[0]);
  const key = route ?? notFoundKey;
  const page = usePage(key);
  const shown = useRef<{ key: string; page: StoredPage }>(undefined);
  const main = useRef<HTMLElement>(null);
  if (page) shown.current = { key, page };

  useEffect(() => {
    // A failed fetch (offline, new deploy) falls back to the server's own page.
    if (!page) fetchPage(key).catch(() => window.location.assign(location));
  }, [key, page, location]);

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
          <PageView page={shown.current.page} pageKey={shown.current.key} route={shown.current.key === notFoundKey ? undefined : shown.current.key} />
        </ErrorBoundary>
      )}
    </main>
  );
}
