import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** The last chunk of every PNG file (IEND, empty, with its checksum). */
const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Bytes of a file at an offset. */
function bytesAt(fd: number, offset: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  return buffer.subarray(0, readSync(fd, buffer, 0, length, offset));
}

/** Whether ISOBMFF boxes (an AVIF file) follow one another exactly to the end of the file, the first its `ftyp`. */
function wholeBoxes(fd: number, size: number): boolean {
  let offset = 0;
  for (let boxes = 0; offset < size && boxes < 1000; boxes++) {
    const head = bytesAt(fd, offset, 16);
    if (head.length < 8 || (offset === 0 && head.toString('latin1', 4, 8) !== 'ftyp')) return false;
    const short = head.readUInt32BE(0);
    const length =
      short === 1 && head.length === 16 ? Number(head.readBigUInt64BE(8)) : short === 0 ? size - offset : short;
    if (length < 8) return false;
    offset += length;
  }
  return offset === size;
}

/**
 * Whether a picture the build made and keeps in its cache is there whole, from its own structure, without decoding it:
 * a PNG ends with its IEND chunk, a JPEG with its end marker, a WebP is as long as its RIFF header says, an AVIF's
 * boxes end where the file ends. A file cut short, or missing, is not whole.
 */
export function wholeImage(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return false;
  }
  try {
    const { size } = fstatSync(fd);
    if (size < 12) return false;
    const type = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    if (type === 'png') return bytesAt(fd, size - pngEnd.length, pngEnd.length).equals(pngEnd);
    if (type === 'jpg' || type === 'jpeg') return bytesAt(fd, size - 2, 2).equals(Buffer.from([0xff, 0xd9]));
    if (type === 'webp') {
      const head = bytesAt(fd, 0, 12);
      return (
        head.toString('latin1', 0, 4) === 'RIFF' &&
        head.toString('latin1', 8, 12) === 'WEBP' &&
        head.readUInt32LE(4) + 8 === size
      );
    }
    if (type === 'avif') return wholeBoxes(fd, size);
    return true;
  } finally {
    closeSync(fd);
  }
}
