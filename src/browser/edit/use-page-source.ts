import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import type { PageSource } from '../../core/edit-protocol.ts';
import { normalizePath } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';
import { previewShownEvent, type PreviewShown } from '../live-preview.ts';
import { usePageKeyOf } from '../render/page-store.ts';
import { loadSource } from './endpoint.ts';

/** The page key of the address in the tab: its route, or the not-found page. */
export function usePageKey(): string {
  const path = normalizePath(usePathname());
  return usePageKeyOf(path) ?? notFoundKey;
}

/**
 * The source of the page in the tab, read again each time the live preview shows a change made elsewhere. `put` sets
 * it from a save's answer, with the version of the live preview's check that shows the save (no need to read it
 * again then); an older read that arrives later never replaces a newer source.
 */
export function usePageSource(key: string, active: boolean): [PageSource | undefined, (source: PageSource, version: number) => void] {
  const [source, setSource] = useState<PageSource>();
  const generation = useRef(0);
  const saved = useRef(-1);
  const put = useCallback((next: PageSource, version: number) => {
    generation.current++;
    saved.current = version;
    setSource(next);
  }, []);
  useEffect(() => {
    if (!active) return undefined;
    const load = () => {
      const mine = ++generation.current;
      void loadSource(key).then((next) => mine === generation.current && setSource(next));
    };
    const onShown = (event: Event) => (event as PreviewShown).detail.version !== saved.current && load();
    load();
    window.addEventListener(previewShownEvent, onShown);
    return () => {
      generation.current++;
      window.removeEventListener(previewShownEvent, onShown);
    };
  }, [key, active]);
  return [source?.key === key ? source : undefined, put];
}
