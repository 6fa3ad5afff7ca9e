// The logo search engines show for the business: a 512 × 512 PNG (Google asks for at least 112 × 112), made at build
// from the brand: its logo on white, fitted and centred (an SVG drawn by Skia, a photo fitted by sharp), or without
// one the site's icon, the company's initial on the main colour. Named by what it is made from, so a build makes it
// only when the brand changes, and a host may cache it for ever.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ShownSite } from '../core/site-data.ts';
import { faviconSvg } from '../node/brand/favicon.ts';
import type { MadeImage } from './structured-data.ts';

const size = 512;
/** The logo keeps a margin inside the square, as app icons do, so a round crop does not cut it. */
const inner = 448;

/** The brand's logo as a square PNG for search engines, in `staging`; made once per brand into `cacheDir`. */
export async function brandLogo(root: string, site: ShownSite, cacheDir: string, staging: string): Promise<MadeImage> {
  const readPublic = (src: string) => readFileSync(join(root, 'public', src));
  const logo = site.brand.logo;
  const raster = logo && !logo.src.toLowerCase().endsWith('.svg') ? readPublic(logo.src) : undefined;
  const svg = raster ? undefined : faviconSvg(site, (src) => readPublic(src).toString('utf8'));
  const name = `logo-${createHash('sha256')
    .update(raster ?? svg!)
    .update(String(size))
    .digest('hex')
    .slice(0, 12)}.png`;
  const folder = join(cacheDir, 'logos');
  const cached = join(folder, name);
  if (!existsSync(cached)) {
    mkdirSync(folder, { recursive: true });
    const png = await fitted(raster ?? (await drawn(svg!)));
    writeFileSync(`${cached}.tmp`, png);
    renameSync(`${cached}.tmp`, cached);
  }
  copyFileSync(cached, join(staging, name));
  return { src: `/${name}`, width: size, height: size };
}

/** The width and height an SVG asks for, else its viewBox's: its shape, which the drawing keeps. */
function svgShape(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const number = (name: string) => Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)`).exec(root)?.[1] ?? '');
  const box = /\sviewBox="[\d.\s,-]*?([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const width = number('width') || Number(box?.[1]) || 1;
  const height = number('height') || Number(box?.[2]) || 1;
  return { width, height };
}

/** An SVG drawn as a PNG of `inner` pixels on its longer side, its text in Inter (the icon's initial). */
async function drawn(svg: string): Promise<Buffer> {
  const { createCanvas, GlobalFonts, loadImage } = createRequire(import.meta.url)(
    '@napi-rs/canvas',
  ) as typeof import('@napi-rs/canvas');
  if (!GlobalFonts.has('Inter'))
    GlobalFonts.registerFromPath(
      createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
      'Inter',
    );
  const shape = svgShape(svg);
  const scale = inner / Math.max(shape.width, shape.height);
  const [width, height] = [Math.round(shape.width * scale), Math.round(shape.height * scale)];
  const sized = svg
    .replace(/<svg\b[^>]*>/i, (root) =>
      root.replace(/\s(width|height)="[^"]*"/g, '').replace(/^<svg/i, `<svg width="${width}" height="${height}"`),
    )
    .replace(/font-family="[^"]*"/g, 'font-family="Inter"');
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(await loadImage(Buffer.from(sized)), 0, 0, width, height);
  return canvas.encode('png');
}

/** A picture fitted inside the square's margin and centred on white. */
async function fitted(picture: Buffer): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const white = { r: 255, g: 255, b: 255, alpha: 1 };
  const logo = await sharp(picture).resize(inner, inner, { fit: 'inside', withoutEnlargement: false }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: white } })
    .composite([{ input: logo, gravity: 'centre' }])
    .flatten({ background: white })
    .png()
    .toBuffer();
}
