import { useEffect, useRef } from 'react';
import type { PageSource } from '../../core/edit-protocol.ts';
import { blockElement, matchTexts, type MatchedText } from './text-match.ts';

/** A text of the page that edit mode can open: which block it is in, and where it comes from. */
export interface MarkedText extends MatchedText {
  index: number;
  element: HTMLElement;
  /** Where the focus goes for it: the element itself, or the link or question it is in. */
  focusable: HTMLElement;
}

/**
 * The attribute edit mode puts on the element that shows a text of the page file (dev server only, never in a build).
 */
export const markAttribute = 'data-pe-text';
const focusable = 'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The text whose box just gave the focus back to it, and the element that took it: a page that shows the text's new
 * words in a new element (a list keyed by its words) removes that one with the focus, and the focus follows the text
 * to its new element. Focus lost any other way (a click elsewhere) stays where it went.
 */
let following: { id: string; element: HTMLElement; until: number } | undefined;

export function followFocus(path: readonly unknown[], element: HTMLElement): void {
  following = { id: path.join('.'), element, until: performance.now() + 5000 };
}

function unmark(element: Element): void {
  element.removeAttribute(markAttribute);
  if (element.hasAttribute('data-pe-tab')) element.removeAttribute('tabindex');
  element.removeAttribute('data-pe-tab');
}

/**
 * In edit mode, marks the element that shows each text of the page file, so that a click or a key maps to its source
 * from the element itself: whatever is open, closed or scrolled, the text clicked is the text edited. An element that
 * cannot take the focus is given a place in the Tab order; a link or a question already has one. The marks go with
 * edit mode, and follow the page as it changes.
 */
export function useTextMarkers(source: PageSource | undefined): (element: Element | null) => MarkedText | undefined {
  const marked = useRef(new Map<Element, MarkedText>());
  useEffect(() => {
    if (!source) {
      for (const element of marked.current.keys()) unmark(element);
      marked.current = new Map();
      return undefined;
    }
    // Marked again as the page changes, only where a mark comes or goes: an element keeps its mark (and its place in
    // the Tab order, and the focus, which a text just saved keeps) while it shows the same text.
    const mark = () => {
      const next = new Map<Element, MarkedText>();
      source.blocks.forEach((block, index) => {
        const element = blockElement(index);
        if (!element) return;
        for (const text of matchTexts(element, block)) {
          const shownBy = text.node.parentElement;
          // Two texts in one element cannot be told apart by the element: such texts are left to the side panel.
          if (!shownBy || next.has(shownBy)) continue;
          const around = shownBy.closest<HTMLElement>(focusable);
          next.set(shownBy, {
            ...text,
            index,
            element: shownBy,
            focusable: around && element.contains(around) ? around : shownBy,
          });
        }
      });
      for (const [element, text] of marked.current) {
        if (next.has(element)) continue;
        // The focus stays on a text just saved while the page has yet to show its new words: its mark waits for them.
        if (text.focusable === document.activeElement && element.isConnected) next.set(element, text);
        else unmark(element);
      }
      for (const [element, text] of next) {
        const id = text.source.path.join('.');
        if (element.getAttribute(markAttribute) !== id) element.setAttribute(markAttribute, id);
        if (!element.hasAttribute('data-pe-tab') && text.focusable === element) {
          element.setAttribute('tabindex', '0');
          element.setAttribute('data-pe-tab', '');
        }
      }
      marked.current = next;
      const removed = following && !following.element.isConnected && performance.now() < following.until;
      const text = removed ? [...next.values()].find((t) => t.source.path.join('.') === following!.id) : undefined;
      if (text && (!document.activeElement || document.activeElement === document.body))
        text.focusable.focus({ preventScroll: true });
      if (text || (following && following.element.isConnected && following.element !== document.activeElement))
        following = undefined;
    };
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(mark);
    };
    mark();
    // The page changes under the editor (a block hydrates, the live preview shows a save): mark it again. Attributes
    // are not watched, so the marks themselves do not start another round.
    const observer = new MutationObserver(later);
    observer.observe(document.getElementById('root')!, { childList: true, subtree: true, characterData: true });
    // A new source (a save) keeps the marks: the next round moves only those that change.
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [source]);

  return (element) => {
    const shownBy = element?.closest(`#main [${markAttribute}]`);
    if (shownBy) return marked.current.get(shownBy);
    // A link or a question that holds one text: the key opens that text.
    const inside = element?.closest('#main') ? element.querySelectorAll(`[${markAttribute}]`) : [];
    return inside.length === 1 ? marked.current.get(inside[0]!) : undefined;
  };
}
