import { useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * When the form appeared, on the clock of `performance.now()`: 0 for a form in the page as it loaded (the clock starts
 * with this visit's page load, before any script arrives), the moment it was drawn for a form that came with a link.
 * The page is prerendered, so the time cannot come from the build.
 */
export function useShownAt(): number {
  // The server's answer (true) is what hydration sees; a form drawn by the browser alone gets false.
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [shownAt] = useState(() => (hydrating ? 0 : performance.now()));
  return shownAt;
}
