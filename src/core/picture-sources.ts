import type { Image } from '../../schema/image.ts';

/**
 * Where the build puts the pictures it makes; their names carry a hash of their content, so they are cached forever.
 */
export const picturesFolder = '_img';

/**
 * The files the build made of a picture, as `<picture>` takes them: each a `srcset` of the widths it made, AVIF and
 * WebP first, the file's own format last (every browser shows that one); `src` is the fallback for the oldest browsers.
 */
export interface PictureSources {
  sizes: string;
  avif: string;
  webp: string;
  fallback: string;
  src: string;
}

/** A picture as a block shows it: its file's width and height, and in a build the sizes made of it. */
export type ShownPicture = Image & { sources?: PictureSources };
