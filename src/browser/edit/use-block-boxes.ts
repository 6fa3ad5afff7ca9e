import { useEffect, useState } from 'react';

/** Where a block of the page is, in page coordinates. */
export interface BlockBox {
  index: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

const same = (a: BlockBox[], b: BlockBox[]) =>
  a.length === b.length &&
  a.every((box, i) => (Object.keys(box) as Array<keyof BlockBox>).every((k) => box[k] === b[i]![k]));

/**
 * The boxes of the page's blocks, measured again whenever the page changes or moves (a question opens, a block
 * arrives).
 */
export function useBlockBoxes(): BlockBox[] {
  const [boxes, setBoxes] = useState<BlockBox[]>([]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = [...document.querySelectorAll<HTMLElement>('#main [data-block-index]')].map((el) => {
          const r = el.getBoundingClientRect();
          return {
            index: Number(el.dataset.blockIndex),
            top: r.top + window.scrollY,
            left: r.left + window.scrollX,
            width: r.width,
            height: r.height,
          };
        });
        setBoxes((old) => (same(old, next) ? old : next));
      });
    };
    const resized = new ResizeObserver(measure);
    resized.observe(document.body);
    const changed = new MutationObserver(measure);
    changed.observe(document.getElementById('root')!, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return boxes;
}
