// A copy of the site whose home page shows a photo as a phone takes it: 4000 × 3000 JPEG, gradients and noise, a few
// megabytes. The tests and `npm run bench` build it; the real site keeps only the pictures it may show.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const photoSrc = '/images/team-photo.jpg';
export const photoAlt = 'Two of our plumbers beside the service van outside a Kelowna home';

/**
 * A photo-like JPEG: smooth light across the frame, texture at several scales (bricks, grass, a van's panels) that
 * stays when the picture is made smaller, and the fine noise of a phone's sensor, at a phone's quality.
 */
export async function writePhoto(path: string, width = 4000, height = 3000): Promise<number> {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  /** Random values on a grid of `cell` pixels, one per cell and colour. */
  const grid = (cell: number) => {
    const columns = Math.ceil(width / cell) + 1;
    const values = Float32Array.from({ length: columns * (Math.ceil(height / cell) + 1) * 3 }, random);
    return (x: number, y: number, c: number) =>
      values[(Math.floor(y / cell) * columns + Math.floor(x / cell)) * 3 + c]! - 0.5;
  };
  const layers = [
    { at: grid(6), amount: 40 },
    { at: grid(24), amount: 50 },
    { at: grid(96), amount: 60 },
  ];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height * 0.45;
      const base = sky
        ? [110 + (x / width) * 80, 150 + (y / height) * 60, 215 - (y / height) * 40]
        : [80 + (y / height) * 60, 95 + (x / width) * 40, 70 + ((x + y) / (width + height)) * 50];
      for (let c = 0; c < 3; c++) {
        const texture = sky ? 0 : layers.reduce((sum, { at, amount }) => sum + at(x, y, c) * amount, 0);
        pixels[i + c] = Math.max(0, Math.min(255, base[c]! + texture + (random() - 0.5) * 24));
      }
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, jpeg);
  return jpeg.length;
}

/**
 * A copy of the site (pages/ and public/ of `from`) in `root`, with the photo in the home page's hero and on a card of
 * /about.
 */
export async function writePhotoSite(root: string, from = '.'): Promise<{ photoBytes: number }> {
  cpSync(join(from, 'pages'), join(root, 'pages'), { recursive: true });
  cpSync(join(from, 'public'), join(root, 'public'), { recursive: true });
  const photoBytes = await writePhoto(join(root, 'public', photoSrc));
  const edit = (page: string, from: RegExp, to: string) => {
    const file = join(root, 'pages', page);
    writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  };
  edit('index.yaml', /^( {2}- type: hero\n)/m, `$1    image:\n      src: ${photoSrc}\n      alt: ${photoAlt}\n`);
  // Further down a page, on a card: a picture fetched only when it nears the screen.
  edit(
    'about.yaml',
    /^( {6}- title: Licensed, Bonded & Insured\n)/m,
    `      - picture:\n          src: ${photoSrc}\n` +
      `          alt: ${photoAlt}\n        title: Licensed, Bonded & Insured\n`,
  );
  return { photoBytes };
}
