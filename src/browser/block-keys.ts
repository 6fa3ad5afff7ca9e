import { blockKeys } from './render/key-registry.ts';

/**
 * The keys that blocks drawn with native controls add to the browser's own (each block's keys.ts, collected by
 * `npm run gen`), handled from the entry for the whole page: they work from the moment it runs, before any block's own
 * code has arrived. Before that the browser's own behaviour happens; once handled, the browser's is prevented, so no
 * key press acts twice. Heard on the way down (capture): React stops a key press aimed at a block it has not hydrated
 * yet from going further up.
 */
export function listenForBlockKeys(): void {
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.isComposing ||
        !(target instanceof HTMLElement)
      )
        return;
      if (blockKeys.some((keys) => keys(event, target))) event.preventDefault();
    },
    true,
  );
}
