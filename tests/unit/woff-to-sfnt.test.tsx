import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../scripts/builder/woff-to-sfnt.ts';

const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-ext-700-normal.woff'));
const drawn = (data: Buffer) =>
  satori(<div style={{ display: 'flex', fontSize: 48 }}>Łódź, Kelowna &amp; Vernon: 24/7</div>, { width: 900, height: 120, fonts: [{ name: 'Inter', data, weight: 700 }] });

describe('a WOFF font given to the share cards inflated', () => {
  it('holds every table the WOFF declares, at its full length, each on a four-byte boundary', () => {
    const sfnt = woffToSfnt(woff);
    const tables = woff.readUInt16BE(12);
    expect(sfnt.readUInt16BE(4)).toBe(tables);
    for (let i = 0; i < tables; i++) {
      const [entry, record] = [44 + i * 20, 12 + i * 16];
      expect(sfnt.toString('latin1', record, record + 4)).toBe(woff.toString('latin1', entry, entry + 4));
      expect(sfnt.readUInt32BE(record + 12)).toBe(woff.readUInt32BE(entry + 12));
      expect(sfnt.readUInt32BE(record + 8) % 4).toBe(0);
    }
  });

  it('draws exactly what the WOFF draws', async () => {
    expect(await drawn(woffToSfnt(woff))).toBe(await drawn(woff));
  });

  it('refuses a file that is no WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more'))).toThrow(/Not a WOFF font/);
  });
});
