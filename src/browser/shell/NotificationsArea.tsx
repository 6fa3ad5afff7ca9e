import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsWanted } from './toast.ts';

// Nothing shows a toast when a page opens, so the toast library loads with the first toast, not with every page.
const Notifications = lazy(() => import('./Toasts.tsx').then((m) => ({ default: m.Toasts })));

/** Where toasts appear, app-wide; Alt+T moves focus to it so keyboard users can reach a toast. */
export function NotificationsArea() {
  const region = useRef<HTMLElement>(null);
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, () => false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section ref={region} aria-label="Notifications (Alt+T)" tabIndex={-1} className="notifications-area">
      {wanted && (
        <Suspense>
          <Notifications />
        </Suspense>
      )}
    </section>
  );
}
