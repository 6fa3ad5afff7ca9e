import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import type { EditProblem, PageSource } from '../../core/edit-protocol.ts';
import { normalizePath } from '../../core/routes.ts';
import { notFoundKey } from '../../core/site-data.ts';
import { previewShownEvent, type PreviewShown } from '../live-preview.ts';
import { usePageKeyOf } from '../render/page-store.ts';
import { useSiteData } from '../../ui/site-store.ts';
import { loadSource } from './endpoint.ts';

/**
 * The page key of the address in the tab: its route, or the not-found page. The dev server's site facts list the
 * routes, so the editor asks for the page's source at once, beside the page's own data, rather than after it.
 */
export function usePageKey(): string {
  const path = normalizePath(usePathname());
  const { routes } = useSiteData();
  return usePageKeyOf(path) ?? (routes?.includes(path) ? path : notFoundKey);
}

/**
 * The source of the page in the tab (or why it cannot be edited), read again each time the live preview shows a
 * change made elsewhere. `put` sets it from a save's answer, with the version of the live preview's check that shows
 * the save (no need to read it again then); an older read that arrives later never replaces a newer source, and a
 * save's answer that arrives after the preview showed a later change (a file written by someone else at once) is read
 * again instead of shown.
 */
export function usePageSource(
  key: string,
  active: boolean,
): [PageSource | undefined, (source: PageSource, version: number) => void, EditProblem[]] {
  const [source, setSource] = useState<PageSource>();
  const [refused, setRefused] = useState<{ key: string; problems: EditProblem[] }>();
  const generation = useRef(0);
  const saved = useRef(-1);
  const lastShown = useRef(-1);
  const reload = useRef<() => void>(undefined);
  const put = useCallback((next: PageSource, version: number) => {
    saved.current = version;
    if (version < lastShown.current) return reload.current?.();
    generation.current++;
    setSource(next);
  }, []);
  useEffect(() => {
    if (!active) return undefined;
    const load = () => {
      const mine = ++generation.current;
      void loadSource(key).then((next) => {
        if (mine !== generation.current) return;
        if (Array.isArray(next)) setRefused({ key, problems: next });
        else setSource(next);
      });
    };
    const onShown = (event: Event) => {
      const { version } = (event as PreviewShown).detail;
      lastShown.current = Math.max(lastShown.current, version);
      if (version !== saved.current) load();
    };
    reload.current = load;
    load();
    window.addEventListener(previewShownEvent, onShown);
    return () => {
      generation.current++;
      reload.current = undefined;
      window.removeEventListener(previewShownEvent, onShown);
    };
  }, [key, active]);
  return [source?.key === key ? source : undefined, put, refused?.key === key ? refused.problems : []];
}
