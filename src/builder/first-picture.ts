// The preload of a page's first picture, found by the build's thread, where the page schemas are loaded already: the
// render threads do without them (zod and every block's schema would load at each thread's start).
import { visitKinds } from '../core/kind-walk.ts';
import { pageSchema, type Page } from '../blocks/page-schemas.ts';
import type { PictureSources, ShownPicture } from '../core/picture-sources.ts';

/**
 * The preload of the page's first picture when its first block shows one (the hero's: above the fold, the largest thing
 * on the first screen), so the browser fetches it with the stylesheets rather than after them. Only AVIF is named: a
 * browser without it skips the hint and finds its own source in the markup.
 */
export function firstPicturePreload(page: Page): string {
  let sources: PictureSources | undefined;
  visitKinds(
    pageSchema,
    { ...page, blocks: page.blocks.slice(0, 1) },
    ({ value, meta }) => {
      if (meta.kind === 'picture' && !sources) sources = (value as ShownPicture | undefined)?.sources;
    },
    ['picture'],
  );
  return sources
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${sources.avif}" ` +
        `imagesizes="${sources.sizes}" fetchpriority="high">\n    `
    : '';
}
