import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the TrueType/OpenType font it wraps (https://www.w3.org/TR/WOFF/): its tables inflated by
 * Node's zlib. satori would inflate them itself, in JavaScript, on the first card of every build (about 0.1 s of it).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font: it does not start with "wOFF".');
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, packed, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + packed);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: packed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(tableCount));
  const head = Buffer.alloc(12 + 16 * tableCount);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(tableCount, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + i * 16;
    tag.copy(head, record);
    head.writeUInt32BE(checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(data.length, record + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
