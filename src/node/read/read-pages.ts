import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { hashOf, type SourceFile } from './source-file.ts';
import { isWrittenPage } from '../../core/routes.ts';
import type { Code, ParamsOf } from '../../core/catalogue.ts';
import { linesOf, spanAt } from './locate.ts';
import { pictureFile, pictureName, type Asset, type Assets } from '../pictures/picture-file.ts';
import { fileStart, type Problem, type Span } from '../report/problem.ts';
import { describe } from '../../core/catalogue.ts';
import { maxFileBytes, maxFileLength, megabytesOf } from './parse-yaml.ts';

export interface ReadPages {
  files: SourceFile[];
  /** Files under pages/ with a page's name that could not be read as one, each said at the file. */
  unread: Problem[];
  /** Asked for with a `LastRead`: the stamp of each written page whose times are settled, for the next build's. */
  stamps?: Map<string, string>;
}

/**
 * A build's memory of its last read of the pages: each written page's stamp then (its size, times and inode) and its
 * text's hash (hashOf). A page with the same stamp now is not read again: its text is read only if asked for.
 */
export type LastRead = ReadonlyMap<string, { stamp: string; key: string }>;

/**
 * What changes with any write to a file: its size, its times (the change time cannot be set back by hand) and its
 * inode.
 */
const stampOf = (stats: Stats) => `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}:${stats.dev}`;

/**
 * Times no later write can repeat: a file's clock ticks in steps (up to 2 s on some file systems), so a write just
 * after this read could leave a time as it was if that time is close to the read's. Such a page is read again next
 * time, until its times are old enough (git's "racily clean" files, the same way).
 */
const settledBefore = (start: number) => (stats: Stats) => stats.mtimeMs < start - 2000 && stats.ctimeMs < start - 2000;

/** A file's stats, or undefined when it cannot be had (the read that follows says why). */
function statIfAny(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * A written page left unread, its text read the first time it is asked for (a rebuild that checks it again after all).
 */
function unreadPage(path: string, file: string, key: string): SourceFile {
  let text: string | undefined;
  return {
    file,
    key,
    get text() {
      if (text !== undefined) return text;
      const read = readPage(path);
      const decoded = 'bytes' in read ? decodeUtf8(read.bytes) : undefined;
      if (!decoded || !('text' in decoded) || hashOf(decoded.text) !== key)
        throw new Error(`${file} changed while the build read the pages: build again.`);
      return (text = decoded.text);
    },
  };
}

/** A file of pages/ that is read as a page: every other file there is left alone. */
export const pageName = /\.ya?ml$/;

/** What a file system entry is, in plain words, when it is not a file. */
function whatIs(stats: Kind): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** What a folder's entry is: its type as the folder lists it, or the stats of what a link points to. */
type Kind = Pick<
  Stats,
  'isFile' | 'isDirectory' | 'isSymbolicLink' | 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'
>;

/** Why a read failed, in plain words. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOENT') return 'it was removed while the pages were read';
  return code ?? String(error);
}

/**
 * Why the site at `root` cannot be read at all, in words for the commands that read it (validate, build): it has no
 * pages/ folder, most often because the command was run from another folder. Undefined when it has one.
 */
export const noPagesFolder = (root: string): string | undefined =>
  existsSync(join(root, 'pages')) ? undefined : `There is no pages/ folder in ${root}`;

/**
 * Every page file under `<root>/pages`, as text. Only regular files are read, opened without waiting (a named pipe
 * would block a plain read for good), and a symbolic link is followed only when it stays inside pages/. Everything
 * else with a page's name is a problem at the file, never an exception. With `lastRead` (a build's), a written page
 * whose stamp is as it was is not read (see unreadPage), and the stamps of this read are given for the next.
 */
export function readPages(root: string, lastRead?: LastRead): ReadPages {
  const settled = settledBefore(Date.now());
  const stamps = lastRead && new Map<string, string>();
  const dir = join(root, 'pages');
  const realDir = realpathSync(dir);
  const files: SourceFile[] = [];
  const unread: Problem[] = [];
  const name = (path: string) => relative(root, path).split(sep).join('/');
  const refuse = <C extends Code>(path: string, code: C, params: ParamsOf<C>, span: Span = fileStart) =>
    unread.push({ ...describe(code, params), file: name(path), ...span });
  const seen = new Set<string>([realDir]);

  /** `named`: the folder's name from the root, as a file's name begins (pages/services): no path.relative per file. */
  const walk = (folder: string, named: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      refuse(folder, 'unreadable-folder', { reason: reasonOf(error) });
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(folder, entry.name);
      const isPage = pageName.test(entry.name);
      // The folder's listing says what each entry is (Node asks the file system itself where the listing does not):
      // no stat of its own for each of 10,000 pages.
      let stats: Kind = entry;
      if (stats.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(path);
          stats = statSync(target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ELOOP')
            refuse(path, 'symlink-loop', { target: readlinkSync(path) });
          else if (isPage) refuse(path, 'broken-symlink', { target: readlinkSync(path) });
          continue;
        }
        if (target !== realDir && !target.startsWith(realDir + sep)) {
          if (isPage || stats.isDirectory())
            refuse(path, 'symlink-outside-pages', {
              target: readlinkSync(path),
              what: stats.isDirectory() ? 'folder' : 'file',
            });
          continue;
        }
        // A link to a folder above it would be walked without end.
        if (stats.isDirectory() && seen.has(target)) continue;
        if (stats.isDirectory()) seen.add(target);
      }
      if (stats.isDirectory()) {
        if (isPage) refuse(path, 'not-a-file', { what: 'a folder' });
        walk(path, `${named}/${entry.name}`);
      } else if (isPage && !stats.isFile()) refuse(path, 'not-a-file', { what: whatIs(stats) });
      else if (isPage) {
        const file = `${named}/${entry.name}`;
        // Only written pages are left unread and stamped: the site file, the not-found page and data files are read
        // every time.
        const stamped = stamps !== undefined && isWrittenPage(file);
        const last = stamped ? lastRead!.get(file) : undefined;
        // One stat, where a read takes four calls, the text's decoding and its hash.
        const now = last && statIfAny(path);
        if (last && now && stampOf(now) === last.stamp) {
          files.push(unreadPage(path, file, last.key));
          stamps!.set(file, last.stamp);
          continue;
        }
        const read = readPage(path);
        if ('bytes' in read) {
          const decoded = decodeUtf8(read.bytes);
          if ('text' in decoded) {
            files.push({ file, text: decoded.text });
            if (stamped && settled(read.stats)) stamps!.set(file, stampOf(read.stats));
          } else
            refuse(
              path,
              'invalid-utf8',
              {},
              spanAt(linesOf(decoded.before), decoded.before.length, decoded.before.length + 1),
            );
        } else if ('tooLarge' in read)
          refuse(path, 'file-too-large', { size: megabytesOf(read.tooLarge), max: maxFileLength });
        else refuse(path, 'unreadable-file', { reason: read.reason });
      }
    }
  };
  walk(dir, 'pages');
  return { files, unread, ...(stamps && { stamps }) };
}

/** The bytes of a regular file, or why they could not be read. */
function readPage(path: string): { bytes: Buffer; stats: Stats } | { reason: string } | { tooLarge: number } {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { reason: 'it stopped being a regular file while the pages were read' };
    // Said from its size alone: a file of megabytes is not read whole to be refused.
    if (stats.size > maxFileBytes) return { tooLarge: stats.size };
    // One read of the size the file has, and a byte more to see it did not grow since (then it is read to its end):
    // readFileSync asks its size again and reads once more to find the end, two more calls for every page of a large
    // site.
    const bytes = Buffer.allocUnsafe(stats.size + 1);
    const read = readSync(fd, bytes, 0, bytes.length, 0);
    return { bytes: read <= stats.size ? bytes.subarray(0, read) : readFileSync(fd), stats };
  } catch (error) {
    return { reason: reasonOf(error) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const strictUtf8 = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });

/** The text of UTF-8 bytes, or the text before the first byte that is not UTF-8. */
function decodeUtf8(bytes: Uint8Array): { text: string } | { before: string } {
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    // Decoded leniently, each bad sequence is U+FFFD: the first one that the file did not spell as EF BF BD is the
    // place.
    const text = utf8.decode(bytes);
    let offset = 0;
    for (const char of text) {
      const size = Buffer.byteLength(char);
      if (char === '\uFFFD' && !(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) {
        return { before: utf8.decode(bytes.subarray(0, offset)) };
      }
      offset += size;
    }
    return { before: text };
  }
}

/** The files of public/, and the problems of the folders in it that could not be read. */
export interface ReadPublic {
  assets: Assets;
  /** Each folder under public/ that could not be read, said at the folder. */
  unread: Problem[];
}

/**
 * Every file under `<root>/public`, as the site path it is served at (public/images/van.webp is /images/van.webp), with
 * what a picture is. A folder that cannot be read (or listed but not opened) is a problem at the folder, never an
 * exception; a link to nothing or to itself is no file.
 */
export function readPublic(root: string): ReadPublic {
  const dir = join(root, 'public');
  const assets = new Map<string, Asset>();
  const unread: Problem[] = [];
  const refused = new Set<string>();
  const refuse = (folder: string, error: unknown) => {
    if (refused.has(folder)) return;
    refused.add(folder);
    unread.push({
      ...describe('unreadable-public-folder', { reason: reasonOf(error) }),
      file: relative(root, folder).split(sep).join('/'),
      ...fileStart,
    });
  };
  // A link to a folder is followed, as a recursive readdir follows it, but not into a folder it is already inside of.
  const walk = (folder: string, inside: ReadonlySet<string>): void => {
    let entries: string[];
    let within: Set<string>;
    try {
      const real = realpathSync(folder);
      if (inside.has(real)) return;
      within = new Set(inside).add(real);
      entries = readdirSync(folder);
    } catch (error) {
      refuse(folder, error);
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry);
      let stats: Stats | undefined;
      try {
        stats = statSync(path, { throwIfNoEntry: false });
      } catch (error) {
        // A folder that may be listed but not opened (chmod a-x) shows its names, not its files; a link to itself is no
        // file.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EACCES' || code === 'EPERM') refuse(folder, error);
        continue;
      }
      if (stats?.isDirectory()) walk(path, within);
      else if (stats?.isFile()) {
        const name = relative(dir, path);
        assets.set(`/${name.split(sep).join('/')}`, {
          bytes: stats.size,
          changed: stats.mtimeMs,
          ...(pictureName.test(name) ? { picture: pictureFile(path, stats) } : {}),
        });
      }
    }
  };
  if (existsSync(dir)) walk(dir, new Set());
  return { assets, unread };
}

/** The files of public/ (readPublic), without the folders that could not be read: readSite reports those. */
export function readAssets(root: string): Assets {
  return readPublic(root).assets;
}

/**
 * What the site is read from: its page files and the files of public/, with every problem of what was found but not
 * read in either.
 */
export function readSite(root: string, lastRead?: LastRead): ReadPages & { assets: Assets } {
  const pages = readPages(root, lastRead);
  const { assets, unread } = readPublic(root);
  return { ...pages, unread: [...pages.unread, ...unread], assets };
}
