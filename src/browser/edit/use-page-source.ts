import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import type { PageSource } from '../../node/edit/protocol.ts';
import { normalizePath } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';
import { previewShownEvent } from '../live-preview.ts';
import { useSiteData } from '../render/page-store.ts';
import { loadSource } from './endpoint.ts';

/** The page key of the address in the tab: its route, or the not-found page. */
export function usePageKey(): string {
  const path = normalizePath(usePathname());
  return useSiteData().routes.includes(path) ? path : notFoundKey;
}

/**
 * The source of the page in the tab, read again each time the live preview shows a change. `put` sets it from a save's
 * answer; an older read that arrives later never replaces a newer source.
 */
export function usePageSource(key: string, active: boolean): [PageSource | undefined, (source: PageSource) => void] {
  const [source, setSource] = useState<PageSource>();
  const generation = useRef(0);
  const put = useCallback((next: PageSource) => {
    generation.current++;
    setSource(next);
  }, []);
  useEffect(() => {
    if (!active) return undefined;
    const load = () => {
      const mine = ++generation.current;
      void loadSource(key).then((next) => mine === generation.current && setSource(next));
    };
    load();
    window.addEventListener(previewShownEvent, load);
    return () => {
      generation.current++;
      window.removeEventListener(previewShownEvent, load);
    };
  }, [key, active]);
  return [source?.key === key ? source : undefined, put];
}
