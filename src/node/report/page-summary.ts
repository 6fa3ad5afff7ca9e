// What the build reads of every page, besides rendering the pages that changed: made once, where the page is checked,
// and kept in the build's memory of its check (src/builder/check-memory.ts) apart from the page itself, which a
// rebuild then reads only for a page it makes again: the pages themselves are most of that memory.
import type { Image } from '../../../schema/image.ts';
import type { PictureLayout } from '../../../schema/kinds.ts';
import { block } from '../../blocks/index.ts';
import { visitKinds } from '../../core/kind-walk.ts';
import { pageSchema, type Page } from '../../blocks/page-schemas.ts';
import type { ShownPicture } from '../../core/picture-sources.ts';

export interface PageSummary {
  title: string;
  /** The type of each block, in order (the stylesheets a page links). */
  blocks: string[];
  /** Each picture the page shows and the layout of its place, once each (not its share picture, made into its card). */
  pictures: Array<{ src: string; layout: PictureLayout }>;
  /** The picture its share card is cut from: its `share` picture, else its hero's photo. */
  cardPicture?: Image;
  /** The origins its forms post to, beyond the site's own. */
  formOrigins: string[];
}

/** Pictures a card is cut from; a drawing (SVG) or an animation (GIF) in a hero is no photo of the page. */
const photoFile = /\.(?:jpe?g|png|webp|avif)$/i;

/** The photo the page's hero shows, when it says something: a decorative picture says nothing of the page. */
function heroPhoto(page: Page): Image | undefined {
  let photo: Image | undefined;
  visitKinds(
    block,
    page.blocks[0],
    ({ value, meta }) => {
      const picture = value as Image | undefined;
      if (meta.kind === 'picture' && !photo && picture?.alt && photoFile.test(picture.src)) photo = picture;
    },
    ['picture'],
  );
  return photo;
}

/** What the build reads of a page that passed its check. */
export function summaryOf(page: Page): PageSummary {
  const { share, ...shown } = page;
  const pictures = new Map<string, { src: string; layout: PictureLayout }>();
  const origins = new Set<string>();
  visitKinds(
    pageSchema,
    shown,
    ({ value, meta }) => {
      if (meta.kind === 'picture' && value) {
        const { src } = value as ShownPicture;
        pictures.set(`${src}\0${meta.layout.sizes}`, { src, layout: meta.layout });
      }
      // Validation took only https:// addresses a browser parses, and paths of this site (the site's own origin).
      if (meta.kind === 'endpoint' && typeof value === 'string' && !value.startsWith('/'))
        origins.add(new URL(value).origin);
    },
    ['picture', 'endpoint'],
  );
  const cardPicture = share ?? heroPhoto(page);
  return {
    title: page.title,
    blocks: page.blocks.map((b) => b.type),
    pictures: [...pictures.values()],
    ...(cardPicture && { cardPicture }),
    formOrigins: [...origins],
  };
}
