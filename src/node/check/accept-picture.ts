// What a picture sent by an editor must be before it is written anywhere: the one set of guards of every upload (the
// dev server's page editor, the site's own server). Nothing here touches the disk.
import { describe, type Described } from '../../core/catalogue.ts';
import { largestPicturePixels } from './kinds/check-images.ts';
import { largestPictureBytes, sizeOf } from '../pictures/picture-file.ts';
import { cleanSvg } from '../pictures/safe-svg.ts';

/**
 * The formats a picture may be added in, with the extension its file gets: what every browser shows and the build
 * reads.
 */
const extensionOf: Record<string, string> = {
  jpg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'svg',
};

/**
 * Names Windows keeps for devices, with any extension: a file so named cannot be copied to or opened on a Windows
 * computer.
 */
const reservedName = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** The name a picture's file gets, without its extension: only lower-case letters, digits and dashes, at most 60. */
const stemOf = (name: string) =>
  name
    .split(/[/\\]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'picture';

/**
 * A name a file can have in a folder of pictures: the chosen file's own name, lower-case, only letters, digits and
 * dashes, no folders and no dots but the extension the file's content has (a "photo.jpg" that is a PNG becomes
 * photo.png).
 */
export const safePictureName = (name: string, format: string) => `${stemOf(name)}.${extensionOf[format] ?? format}`;

export type AcceptedPicture =
  | {
      ok: true /** Its safe file name. */;
      file: string /** What to write: an SVG cleaned. */;
      bytes: Buffer;
      width: number;
      height: number /** What cleaning an SVG removed, in words. */;
      removed: string[];
    }
  | { ok: false; problem: Described };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A picture as it may be added, or why not: at most 20 MB and 50 megapixels, a JPEG, PNG, WebP, AVIF or GIF by its
 * bytes (not its name), or an SVG drawing, cleaned of what could run code or load files from elsewhere; under a name
 * that is no device name of Windows. `folder` is where it goes under public/, for the messages.
 */
export function acceptPicture(name: string, bytes: Buffer, folder: string): AcceptedPicture {
  const refused = (problem: Described): AcceptedPicture => ({ ok: false, problem });
  const src = `/${folder}/${name.split(/[/\\]/).pop()}`;
  if (bytes.length > largestPictureBytes)
    return refused(
      describe('picture-upload-too-large', { size: megabytes(bytes.length), limit: megabytes(largestPictureBytes) }),
    );
  const size = sizeOf(bytes);
  if ('problem' in size) return refused(describe('not-a-picture', { src, found: size.found }));
  if (!extensionOf[size.format])
    return refused(describe('picture-format-not-taken', { src, format: size.format.toUpperCase() }));
  if (reservedName.test(stemOf(name)))
    return refused(describe('reserved-picture-name', { src, reserved: stemOf(name).toUpperCase() }));
  const pixels = size.width * size.height;
  if (pixels > largestPicturePixels)
    return refused(
      describe('picture-upload-too-large', {
        size: `${Math.round(pixels / 1e6)} megapixels (${size.width} × ${size.height})`,
        limit: `${largestPicturePixels / 1e6} megapixels`,
      }),
    );
  const file = safePictureName(name, size.format);
  if (size.format !== 'svg') return { ok: true, file, bytes, width: size.width, height: size.height, removed: [] };
  const cleaned = cleanSvg(bytes.toString('utf8'));
  if ('unreadable' in cleaned) return refused(describe('unusable-drawing', { src, reason: cleaned.unreadable }));
  return {
    ok: true,
    file,
    bytes: cleaned.removed.length ? Buffer.from(cleaned.svg) : bytes,
    width: size.width,
    height: size.height,
    removed: cleaned.removed,
  };
}
