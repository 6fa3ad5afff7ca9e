import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, type Described } from '../../core/catalogue.ts';
import { acceptPicture } from '../check/accept-picture.ts';
import { writeWhole } from '../write-whole.ts';
import { inWords } from '../pictures/safe-svg.ts';

/** Where pictures chosen in the page editor go: public/images/, under the name the editor gave, made safe. */
export const uploadFolder = 'images';

export type Uploaded =
  | {
      ok: true;
      src: string;
      width: number;
      height: number /** What was removed from an SVG, as a warning. */;
      cleaned?: Described;
    }
  | { ok: false; reason: 'exists' | 'refused'; problem: Described };

/**
 * Puts a picture chosen in the page editor into public/images/ once it passes the guards of every upload
 * (src/node/check/accept-picture.ts), never over another picture unless `replace` says so.
 */
export function uploadPicture(root: string, name: string, bytes: Buffer, replace: boolean): Uploaded {
  const picture = acceptPicture(name, bytes, uploadFolder);
  if (!picture.ok) return { ok: false, reason: 'refused', problem: picture.problem };
  const src = `/${uploadFolder}/${picture.file}`;
  const folder = join(root, 'public', uploadFolder);
  const path = join(folder, picture.file);
  if (existsSync(path) && !replace)
    return { ok: false, reason: 'exists', problem: describe('picture-exists', { src }) };
  mkdirSync(folder, { recursive: true });
  writeWhole(path, picture.bytes);
  const cleaned = picture.removed.length
    ? describe('drawing-cleaned', { src, removed: inWords(picture.removed), count: picture.removed.length })
    : undefined;
  return { ok: true, src, width: picture.width, height: picture.height, ...(cleaned && { cleaned }) };
}
