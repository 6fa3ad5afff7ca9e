import { useEffect, useRef } from 'react';
import type { PageSource } from '../../core/edit-protocol.ts';
import { textAt, type MatchedText } from './text-match.ts';

export interface PagePointer {
  /** A click in a block: on one of its texts (then the click does nothing else), or beside them. */
  onClick: (index: number, text: MatchedText | undefined) => void;
  /** The text under the pointer, to outline it. */
  onHover: (text: MatchedText | undefined) => void;
}

/** In edit mode, clicks and the pointer over the page's blocks, caught before the page's own handlers. */
export function usePagePointer(source: PageSource | undefined, handlers: PagePointer): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!source) return undefined;
    const find = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>('#main [data-block-index]') : null;
      const index = Number(element?.dataset.blockIndex);
      const block = source.blocks[index];
      return element && block ? { index, text: textAt(event.clientX, event.clientY, element, block) } : undefined;
    };
    const onClick = (event: MouseEvent) => {
      const found = find(event);
      if (!found) return;
      // A text being edited is not a link to follow, nor a question to open.
      if (found.text) {
        event.preventDefault();
        event.stopPropagation();
      }
      latest.current.onClick(found.index, found.text);
    };
    let frame = 0;
    const onMove = (event: MouseEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => latest.current.onHover(find(event)?.text));
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('mousemove', onMove);
    };
  }, [source]);
}
