import { useEffect, useRef } from 'react';
import type { PageSource } from '../../core/edit-protocol.ts';
import { blockElement, matchTexts, type MatchedText } from './text-match.ts';

/** A text of the page that edit mode can open: which block it is in, and where it comes from. */
export interface MarkedText extends MatchedText {
  index: number;
  element: HTMLElement;
}

/** The attribute edit mode puts on the element that shows a text of the page file (dev server only, never in a build). */
export const markAttribute = 'data-pe-text';
const focusable = 'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * In edit mode, marks the element that shows each text of the page file, so that a click or a key maps to its source
 * from the element itself: whatever is open, closed or scrolled, the text clicked is the text edited. An element that
 * cannot take the focus is given a place in the Tab order; a link or a question already has one. The marks go with
 * edit mode, and follow the page as it changes.
 */
export function useTextMarkers(source: PageSource | undefined): (element: Element | null) => MarkedText | undefined {
  const marked = useRef(new Map<Element, MarkedText>());
  useEffect(() => {
    if (!source) return undefined;
    const added = new Set<Element>();
    const unmark = () => {
      for (const element of added) {
        element.removeAttribute(markAttribute);
        if (element.getAttribute('tabindex') === '0' && element.hasAttribute('data-pe-tab')) element.removeAttribute('tabindex');
        element.removeAttribute('data-pe-tab');
      }
      added.clear();
      marked.current.clear();
    };
    const mark = () => {
      unmark();
      source.blocks.forEach((block, index) => {
        const element = blockElement(index);
        if (!element) return;
        for (const text of matchTexts(element, block)) {
          const shownBy = text.node.parentElement;
          // Two texts in one element cannot be told apart by the element: such texts are left to the side panel.
          if (!shownBy || shownBy.hasAttribute(markAttribute)) continue;
          shownBy.setAttribute(markAttribute, text.source.path.join('.'));
          const focusableAround = shownBy.closest(focusable);
          if (!focusableAround || !element.contains(focusableAround)) {
            shownBy.setAttribute('tabindex', '0');
            shownBy.setAttribute('data-pe-tab', '');
          }
          added.add(shownBy);
          marked.current.set(shownBy, { ...text, index, element: shownBy });
        }
      });
    };
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(mark);
    };
    mark();
    // The page changes under the editor (a block hydrates, the live preview shows a save): mark it again. Attributes are
    // not watched, so the marks themselves do not start another round.
    const observer = new MutationObserver(later);
    observer.observe(document.getElementById('root')!, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      unmark();
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
