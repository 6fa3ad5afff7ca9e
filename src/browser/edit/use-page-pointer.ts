import { useEffect, useRef } from 'react';
import type { MarkedText } from './text-markers.ts';
import { onWords } from './text-match.ts';

export interface PagePointer {
  /** The text of the page file the element shows, if any (see useTextMarkers). */
  textOf: (element: Element | null) => MarkedText | undefined;
  /**
   * A click in a block: on the words of one of its texts (then the click does nothing else), or beside them; where it
   * was.
   */
  onClick: (index: number, text: MarkedText | undefined, x: number, y: number) => void;
  /** The text under the pointer (and where the pointer is on it), to outline it. */
  onHover: (text: MarkedText | undefined, x: number, y: number) => void;
  /** Enter or F2 on a text that has the focus (a heading, a question, a button's label): edit it. */
  onKey: (text: MarkedText) => void;
}

/**
 * In edit mode, clicks, the pointer and the edit keys over the page's blocks, caught before the page's own handlers.
 * The text is the one the clicked or focused element shows; the pointer's place only tells a click on its words
 * (edit it) from one beside them (a question's arrow still opens it).
 */
export function usePagePointer(on: boolean, handlers: PagePointer): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!on) return undefined;
    const targetOf = (event: Event) => (event.target instanceof Element ? event.target : null);
    const onClick = (event: MouseEvent) => {
      const block = targetOf(event)?.closest<HTMLElement>('#main [data-block-index]');
      if (!block) return;
      const found = latest.current.textOf(targetOf(event));
      const text = found && onWords(found.node, event.clientX, event.clientY) ? found : undefined;
      // A text being edited is not a link to follow, nor a question to open.
      if (text) {
        event.preventDefault();
        event.stopPropagation();
      }
      latest.current.onClick(Number(block.dataset.blockIndex), text, event.clientX, event.clientY);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.key !== 'Enter' && event.key !== 'F2') ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.isComposing
      )
        return;
      const text = latest.current.textOf(targetOf(event));
      if (!text) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onKey(text);
    };
    let frame = 0;
    const onMove = (event: MouseEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const found = latest.current.textOf(targetOf(event));
        latest.current.onHover(
          found && onWords(found.node, event.clientX, event.clientY) ? found : undefined,
          event.clientX,
          event.clientY,
        );
      });
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('mousemove', onMove);
    };
  }, [on]);
}
