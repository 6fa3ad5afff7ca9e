// Clocks the page editor's benchmarks read in the page: from a key press to the frame that shows a text, from a click
// to the frame whose box is ready to type in; and where the page shows a text, to click it.
import type { Page } from 'playwright-core';

/**
 * A clock in the page, from the next key pressed to the frame after `wanted` shows in the page's main part: as its
 * heading's text, or as any one of its texts (spaces folded). Read by shownClock.
 */
export function armShownClock(page: Page, wanted: string, where: 'heading' | 'any text'): Promise<void> {
  return page.evaluate(
    ({ wanted, where }) => {
      const w = window as unknown as { pressedAt?: number; shownAt?: number };
      delete w.pressedAt;
      delete w.shownAt;
      document.addEventListener('keydown', () => (w.pressedAt = performance.now()), { capture: true, once: true });
      const main = document.getElementById('main')!;
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const observer = new MutationObserver(() => {
        let shown = where === 'heading' && main.querySelector('h1')?.textContent === wanted;
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = where === 'any text' ? walker.nextNode() : null; node && !shown; node = walker.nextNode())
          shown = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim() === wanted;
        if (!shown) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.shownAt = performance.now()));
      });
      observer.observe(main, { subtree: true, childList: true, characterData: true });
    },
    { wanted, where },
  );
}

/** When the key was pressed and when the text showed, by armShownClock's clock; rejects after 10 s without it. */
export async function shownClock(page: Page): Promise<[number, number]> {
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { pressedAt?: number; shownAt?: number };
      return w.shownAt && [w.pressedAt!, w.shownAt];
    },
    undefined,
    { timeout: 10_000 },
  );
  return (await handle.jsonValue()) as [number, number];
}

/**
 * Where the page shows `words` as a whole text, once and visible: the point on its first characters (scrolled into
 * view), or why not.
 */
export async function findShown(page: Page, words: string): Promise<{ x: number; y: number } | string> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate((wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if ((node.nodeValue ?? '').replace(/\s+/g, ' ').trim() === wanted && node.parentElement?.checkVisibility())
        nodes.push(node as Text);
    if (nodes.length !== 1) return `shown ${nodes.length} times`;
    nodes[0]!.parentElement!.scrollIntoView({ block: 'center' });
    const range = document.createRange();
    range.selectNodeContents(nodes[0]!);
    const r = range.getClientRects()[0];
    return r ? { x: r.left + Math.min(6, r.width / 2), y: r.top + r.height / 2 } : 'not laid out';
  }, words);
}

/**
 * A clock in the page, from the next pointer press to the frame after a text's box takes the focus, ready to type in.
 * Read by boxClock.
 */
export function armBoxClock(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { clickAt?: number; boxAt?: number };
    delete w.clickAt;
    delete w.boxAt;
    // No named function in here: tsx would wrap it in a helper the page does not have.
    document.addEventListener('pointerdown', () => (w.clickAt = performance.now()), { capture: true, once: true });
    document.addEventListener(
      'focusin',
      (event) => {
        const box = event.target;
        if (
          w.clickAt !== undefined &&
          w.boxAt === undefined &&
          box instanceof HTMLTextAreaElement &&
          box.classList.contains('pe-inplace-box') &&
          !box.readOnly
        )
          requestAnimationFrame(() => (w.boxAt = performance.now()));
      },
      { capture: true },
    );
  });
}

/** When the pointer was pressed and when the box was ready, by armBoxClock's clock; rejects after 10 s without it. */
export async function boxClock(page: Page): Promise<[number, number]> {
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { clickAt?: number; boxAt?: number };
      return w.boxAt && [w.clickAt!, w.boxAt];
    },
    undefined,
    { timeout: 10_000 },
  );
  return (await handle.jsonValue()) as [number, number];
}
