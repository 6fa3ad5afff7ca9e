import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { maxFileBytes, maxFileLength, megabytesOf } from '../read/parse-yaml.ts';
import { dirname, join, sep } from 'node:path';
import { writeWhole } from '../write-whole.ts';
import { EditError } from './edit-error.ts';

/**
 * The path on disk of a page file named as the editor names it (pages/services/x.yaml), once it is sure to be a
 * regular file inside pages/: no "..", no absolute path, no symbolic link on the way, nothing but .yaml files.
 */
export function pageFilePath(root: string, file: string): string {
  const parts = file.split('/');
  const named =
    parts[0] === 'pages' &&
    parts.length > 1 &&
    /\.ya?ml$/.test(file) &&
    parts.every((p) => p !== '' && p !== '.' && p !== '..' && !/[\\\0]/.test(p));
  if (!named) throw new EditError('edit-not-a-page-file', { file, why: 'is not a page file under pages/' });
  const pagesDir = realpathSync(join(root, 'pages'));
  const path = join(root, ...parts);
  let isFile = false;
  try {
    isFile = lstatSync(path).isFile();
  } catch {
    throw new EditError('edit-not-a-page-file', { file, why: 'does not exist any more' });
  }
  // lstat sees a link at the end of the path; realpath of its folder, one anywhere before it.
  if (!isFile || !`${realpathSync(dirname(path))}${sep}`.startsWith(`${pagesDir}${sep}`))
    throw new EditError('edit-not-a-page-file', {
      file,
      why: 'is not a regular file inside pages/ (a link, or a folder)',
    });
  return path;
}

/**
 * A page file's text; one too large to be a page is refused from its size, before it is read (one of many megabytes
 * takes seconds to parse).
 */
export function readPageFile(path: string): string {
  const { size } = statSync(path);
  if (size > maxFileBytes) throw new EditError('file-too-large', { size: megabytesOf(size), max: maxFileLength });
  return readFileSync(path, 'utf8');
}

/** Writes the whole text or nothing over the page (write-whole.ts), which keeps its permissions. */
export const writePageFile = (path: string, text: string): void => writeWhole(path, text, lstatSync(path).mode & 0o777);
