// The guards of every picture upload (src/node/check/accept-picture.ts), through the page editor's endpoint: only the
// formats every browser shows, no device name of Windows, the pixel cap validate has, and SVG drawings cleaned.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, pictureHeaders, site } from '../edit-cases.ts';
import { cleanSvg } from '../../src/node/pictures/safe-svg.ts';

// The parser (jsdom) loads at the first drawing: seconds on a busy machine, paid once here rather than by one test.
beforeAll(() => void cleanSvg('<svg xmlns="http://www.w3.org/2000/svg"/>'), 60_000);

const thumbnail = () => readFileSync('docs/example-site/public/images/thumbnail.png');
const uploadedNames = (s: ReturnType<typeof site>) => readdirSync(s.file('public/images')).sort();

/** A PNG whose header says width × height: all a check that reads no more than the header needs to refuse it. */
function pngHeaderOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a picture sent to the page editor', () => {
  it.each([
    'CON.png',
    'con.PNG',
    'lpt1.png',
    'Lpt9.jpeg',
    'nul.webp',
    'aux.gif',
    'PRN.svg',
    'com1.png',
    'COM9.png',
    'con .png',
  ])('named %s is refused: Windows keeps that name for a device', async (name) => {
    const s = site();
    const before = uploadedNames(s);
    const answer = await s.call(
      `/picture?name=${encodeURIComponent(name)}`,
      name.endsWith('.svg') ? readFileSync(s.file('public/images/van.svg')) : thumbnail(),
      pictureHeaders,
    );
    expect([answer.status, codeOf(answer)]).toEqual([422, 'reserved-picture-name']);
    expect(answer.body.problems![0]!.message).toContain(
      `Windows keeps the name ${name.split('.')[0]!.trim().toUpperCase()} for a device`,
    );
    expect(uploadedNames(s)).toEqual(before);
  });

  it('keeps names that only begin like a device name', async () => {
    const s = site();
    for (const name of ['console.png', 'con-photo.png', 'com10.png', 'lpt.png', 'con.backup.png'])
      expect((await s.call(`/picture?name=${name}`, thumbnail(), pictureHeaders)).status, name).toBe(200);
  });

  it.each([
    [
      'BMP',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
          .raw()
          .toBuffer()
          .then(bmpOf),
    ],
    [
      'TIFF',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
          .tiff()
          .toBuffer(),
    ],
  ])('in %s is refused: the site takes JPEG, PNG, WebP, AVIF, GIF and SVG', async (format, make) => {
    const s = site();
    const answer = await s.call('/picture?name=scan.png', await make(), pictureHeaders);
    expect([answer.status, codeOf(answer)]).toEqual([422, 'picture-format-not-taken']);
    expect(answer.body.problems![0]!.message).toContain(`scan.png is a ${format} file`);
    expect(
      existsSync(s.file('public/images/scan.png')) || existsSync(s.file(`public/images/scan.${format.toLowerCase()}`)),
    ).toBe(false);
  });

  it('over 50 megapixels is refused from its header, as validate refuses it, before anything decodes it', async () => {
    const s = site();
    const answer = await s.call('/picture?name=huge.png', pngHeaderOf(50_000, 50_000), pictureHeaders);
    expect([answer.status, codeOf(answer)]).toEqual([422, 'picture-upload-too-large']);
    expect(answer.body.problems![0]!.message).toBe(
      'This file is 2500 megapixels (50000 × 50000); a picture can be at most 50 megapixels, so it was not added.',
    );
    expect(existsSync(s.file('public/images/huge.png'))).toBe(false);
  });

  it('that is an SVG with a script is added cleaned, and the editor is told what was removed', async () => {
    const s = site();
    const answer = await s.call(
      '/picture?name=shield.svg',
      readFileSync(s.file('public/images/badge.svg')),
      pictureHeaders,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, src: '/images/shield.svg', width: 120, height: 120 });
    expect(answer.body.problems).toEqual([
      expect.objectContaining({
        code: 'drawing-cleaned',
        severity: 'warning',
        message:
          'The drawing had a script (<script>) in it: it was removed, ' +
          'and the rest was added as public/images/shield.svg.',
      }),
    ]);
    const written = readFileSync(s.file('public/images/shield.svg'), 'utf8');
    expect(written).not.toMatch(/script|fetch|cookie/);
    expect(written).toContain('<circle cx="60" cy="60" r="56" fill="#135590"/>');
  });

  it('that is an SVG entity bomb is refused in words', async () => {
    const s = site();
    const answer = await s.call(
      '/picture?name=logo.svg',
      readFileSync(s.file('public/images/entities.svg')),
      pictureHeaders,
    );
    expect([answer.status, codeOf(answer)]).toEqual([422, 'unusable-drawing']);
    expect(answer.body.problems![0]!.message).toContain(
      'public/images/logo.svg is an SVG drawing that cannot be used: it declares XML entities',
    );
  });

  it('that is a safe SVG is written as it came', async () => {
    const s = site();
    const van = readFileSync(s.file('public/images/van.svg'));
    const answer = await s.call('/picture?name=truck.svg', van, pictureHeaders);
    expect(answer.body).toEqual({
      ok: true,
      src: '/images/truck.svg',
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(readFileSync(s.file('public/images/truck.svg'))).toEqual(van);
  });
});

/** A Windows bitmap of 40 × 30 pixels from raw RGB, as a scanner or Paint saves one. */
function bmpOf(rgb: Buffer): Buffer {
  const [width, height] = [40, 30];
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0);
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) rgb.copy(file, 54 + y * row, y * width * 3, (y + 1) * width * 3);
  return file;
}
