import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a part of the page is live: hydrated (or drawn in the browser), so its own code now handles it. Shown as
 * `data-live` on the part, a public signal for tests and tools (React's own markers are private).
 */
export function useLive(): [live: boolean, markLive: () => void] {
  const [live, setLive] = useState(false);
  return [live, useCallback(() => setLive(true), [])];
}

/** Marks its part live once it has been committed: inside a Suspense boundary, once that boundary has hydrated. */
export function LiveMark({ onLive }: { onLive: () => void }): null {
  useEffect(onLive, [onLive]);
  return null;
}
