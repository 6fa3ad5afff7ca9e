import { readFileSync, type Stats } from 'node:fs';
import { imageSize } from 'image-size';
import { unsafeInSvg } from './safe-svg.ts';

/**
 * A file in public/, as the checks see it: its size, when it last changed, and for a picture what the file itself says
 * it is.
 */
export interface Asset {
  bytes: number;
  changed: number;
  picture?: PictureFile;
}

export type Assets = ReadonlyMap<string, Asset>;

/** What a picture file is: its format and size in pixels (as shown, turned as the camera said), or why it is none. */
export type PictureFile =
  | {
      format: string;
      width: number;
      height: number;
      /** What an SVG has that could run code or load files from elsewhere, in words (src/node/pictures/safe-svg.ts). */
      unsafe: string[];
    }
  | { problem: 'unreadable'; reason: string }
  | { problem: 'unusable-drawing'; reason: string }
  | { problem: 'not-a-picture'; found: string }
  | { problem: 'too-large-to-read' };

/** The names a picture may have. */
export const pictureName = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

/** A file past this is not read to find its size: it is refused as too large anyway (picture-too-large). */
export const largestPictureBytes = 20 * 1024 * 1024;

/** A picture's file read again only when it changed: the dev server checks the site at every save. */
const known = new Map<string, { changed: number; bytes: number; file: PictureFile }>();

/** What the file at `path` is, read from its bytes (a renamed PDF is no picture, whatever its name says). */
export function pictureFile(path: string, stats: Stats): PictureFile {
  const last = known.get(path);
  if (last?.changed === stats.mtimeMs && last.bytes === stats.size) return last.file;
  const file = readPicture(path, stats.size);
  known.set(path, { changed: stats.mtimeMs, bytes: stats.size, file });
  return file;
}

function readPicture(path: string, bytes: number): PictureFile {
  if (bytes > largestPictureBytes) return { problem: 'too-large-to-read' };
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch (error) {
    return {
      problem: 'unreadable',
      reason:
        (error as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied' : String((error as Error).message),
    };
  }
  return pictureOf(data);
}

/**
 * What bytes are by their header: a picture's format and size (turned as the camera said), or what they seem instead.
 */
export function sizeOf(
  data: Buffer,
): { format: string; width: number; height: number } | { problem: 'not-a-picture'; found: string } {
  try {
    const { type, width, height, orientation } = imageSize(data);
    if (!type || !width || !height) return { problem: 'not-a-picture', found: kindOf(data) };
    // A phone's photo is stored sideways and turned by its EXIF orientation (5 to 8): shown, its sides swap.
    const turned = orientation !== undefined && orientation >= 5;
    return { format: type, width: turned ? height : width, height: turned ? width : height };
  } catch {
    return { problem: 'not-a-picture', found: kindOf(data) };
  }
}

/**
 * What bytes are: a picture's format and size and, for an SVG drawing, what in it is unsafe; or why it is no picture to
 * use.
 */
export function pictureOf(data: Buffer): Exclude<PictureFile, { problem: 'unreadable' | 'too-large-to-read' }> {
  const size = sizeOf(data);
  if ('problem' in size) return size;
  const unsafe = size.format === 'svg' ? unsafeInSvg(data.toString('utf8')) : [];
  return Array.isArray(unsafe) ? { ...size, unsafe } : { problem: 'unusable-drawing', reason: unsafe.unreadable };
}

/** What a file that is no picture seems to be, from its first bytes, in words. */
function kindOf(data: Buffer): string {
  const start = data.subarray(0, 8).toString('latin1');
  if (start.startsWith('%PDF')) return 'a PDF document';
  if (start.startsWith('PK')) return 'a ZIP archive (or a Word, Excel or similar document)';
  if (/^\s*<(!doctype html|html)/i.test(data.subarray(0, 64).toString('utf8'))) return 'a web page (HTML)';
  if (data.length === 0) return 'an empty file';
  return 'a file of another kind, or a picture cut short';
}
