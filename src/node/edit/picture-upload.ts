import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, type Described } from '../../core/catalogue.ts';
import { largestPictureBytes, pictureOf } from '../picture-file.ts';
import { writeWhole } from '../write-whole.ts';

/** Where pictures chosen in the page editor go: public/images/, under the name the editor gave, made safe. */
export const uploadFolder = 'images';

const extensionOf: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif', svg: 'svg' };

/**
 * A name a file can have in public/images/: the chosen file's own name, lower-case, only letters, digits and dashes,
 * no folders and no dots but the extension the file's content has (a "photo.jpg" that is a PNG becomes photo.png).
 */
export function safePictureName(name: string, type: string): string {
  const base = name.split(/[/\\]/).pop()!.replace(/\.[^.]*$/, '');
  const stem = base.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'picture';
  return `${stem}.${extensionOf[type] ?? type}`;
}

export type Uploaded = { ok: true; src: string; width: number; height: number } | { ok: false; reason: 'exists' | 'refused'; problem: Described };

/**
 * Puts a picture chosen in the page editor into public/images/: only a picture (its bytes say so, not its name), at
 * most 20 MB, an SVG without script, under a safe name, never over another picture unless `replace` says so.
 */
export function uploadPicture(root: string, name: string, bytes: Buffer, replace: boolean): Uploaded {
  const refused = (problem: Described): Uploaded => ({ ok: false, reason: 'refused', problem });
  if (bytes.length > largestPictureBytes) return refused(describe('picture-upload-too-large', { size: `${(bytes.length / 1024 / 1024).toFixed(1)} MB`, limit: '20 MB' }));
  const picture = pictureOf(bytes);
  if ('problem' in picture) return refused(describe('not-a-picture', { src: `/${uploadFolder}/${name.split(/[/\\]/).pop()}`, found: picture.found }));
  const file = safePictureName(name, picture.format);
  const src = `/${uploadFolder}/${file}`;
  if (picture.scripted) return refused(describe('svg-with-script', { src }));
  const folder = join(root, 'public', uploadFolder);
  const path = join(folder, file);
  if (existsSync(path) && !replace) return { ok: false, reason: 'exists', problem: describe('picture-exists', { src }) };
  mkdirSync(folder, { recursive: true });
  writeWhole(path, bytes);
  return { ok: true, src, width: picture.width, height: picture.height };
}
