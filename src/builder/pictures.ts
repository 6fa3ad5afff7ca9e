// Pictures made for every screen at build: each picture a page shows, in the widths its block can need (up to twice
// the widest it is shown, never wider than the file), as AVIF, WebP and its own format, kept in a cache by content so
// that a rebuild makes only the pictures that are new or changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join, parse } from 'node:path';
import type { PictureLayout } from '../../schema/kinds.ts';
import { mapKinds } from '../core/kind-walk.ts';
import { pageSchema, type Page } from '../blocks/page-schemas.ts';
import { picturesFolder, type PictureSources, type ShownPicture } from '../core/picture-sources.ts';
import type { PageSummary } from '../node/report/page-summary.ts';
import { wholeImage } from './whole-image.ts';
import { BuildStop } from './build-stop.ts';
import { largestPicturePixels } from '../node/check/kinds/check-images.ts';

/** The widths made, in pixels: a phone (375 × 2), a tablet, a laptop; each a step a browser can choose. */
const ladder = [480, 640, 800, 960, 1280, 1600, 1920, 2400];
const quality = { avif: 50, webp: 72, jpeg: 78, png: 80 } as const;
/** Pictures the build leaves as they are: a drawing scales by itself, and an animation would lose its frames. */
const asIs = new Set(['svg', 'gif']);

/** No decode past the pixels validate lets through: a file changed after the check cannot take the build's memory. */
const bounds = { limitInputPixels: largestPicturePixels };

/** Where the cache keeps a made file (its name in the build, less the pictures folder). */
const cachedFile = (cacheDir: string, file: string) => join(cacheDir, file.slice(picturesFolder.length + 1));

/** The widths to make of a file `fileWidth` pixels wide, for a place at most `widest` CSS pixels wide. */
export function widthsFor(layout: PictureLayout, fileWidth: number): number[] {
  const top = Math.min(layout.widest * 2, fileWidth);
  return [...ladder.filter((w) => w < top), top];
}

/** Every picture the pages show, once per picture and layout. */
function wantedPictures(pages: readonly PageSummary[]): PageSummary['pictures'] {
  const wanted = new Map<string, PageSummary['pictures'][number]>();
  for (const { pictures } of pages)
    for (const picture of pictures) wanted.set(`${picture.src}\0${picture.layout.sizes}`, picture);
  return [...wanted.values()];
}

export interface MadePictures {
  /** The sources of each picture, by its src and layout. */
  sources: Map<string, PictureSources>;
  /** Every file made, as its path under the build (e.g. _img/van-1a2b3c4d-800.avif). */
  files: string[];
  made: number;
  reused: number;
  /** Files the cache held but not whole, made again. */
  damaged: number;
}

/**
 * Makes (or finds in `cacheDir`) the files of every picture the pages show (their summaries say which), from
 * `<root>/public`. A file is named by a hash of its picture's bytes and its width, so a changed picture gets new names
 * and a cache never serves a stale one.
 */
export async function makePictures(
  root: string,
  pages: readonly PageSummary[],
  cacheDir: string,
): Promise<MadePictures> {
  mkdirSync(cacheDir, { recursive: true });
  const sources = new Map<string, PictureSources>();
  const files: string[] = [];
  let made = 0;
  let reused = 0;
  let damaged = 0;
  const wanted = wantedPictures(pages);
  if (!wanted.length) return { sources, files, made, reused, damaged };
  // Loaded only for a site with pictures: a tenth of a second of every build's start otherwise.
  const { default: sharp } = await import('sharp');
  for (const { src, layout } of wanted) {
    const input = join(root, 'public', src);
    const bytes = readFileSync(input);
    const { name, ext } = parse(src);
    const format = ext.slice(1).toLowerCase().replace('jpg', 'jpeg');
    if (asIs.has(format)) continue;
    // A picture validate passed can still fail to decode (a file cut short after the check): said in words, with the
    // file.
    try {
      // The settings are in the name too: made with other settings, a file is another file.
      const hash = createHash('sha256').update(bytes).update(JSON.stringify(quality)).digest('hex').slice(0, 10);
      // A phone's photo is stored sideways and turned by its EXIF orientation (5 to 8): its width is its stored height.
      const { width = 0 } = await sharp(bytes, bounds)
        .metadata()
        .then((m) => ((m.orientation ?? 1) >= 5 ? { width: m.height } : m));
      const widths = widthsFor(layout, width);
      const own = format === 'png' ? 'png' : 'jpeg';
      const outputs = (['avif', 'webp', own] as const).flatMap((type) =>
        widths.map((w) => ({
          type,
          w,
          file: `${picturesFolder}/${name}-${hash}-${w}.${type === 'jpeg' ? 'jpg' : type}`,
        })),
      );
      // One file can serve two places (a picture in a hero and on a card): made, and counted, once.
      const todo = outputs.filter((out) => !files.includes(out.file));
      files.push(...todo.map((out) => out.file));
      const missing = todo.filter((out) => !wholeImage(cachedFile(cacheDir, out.file)));
      damaged += missing.filter((out) => existsSync(cachedFile(cacheDir, out.file))).length;
      reused += todo.length - missing.length;
      made += missing.length;
      // Each width is resized once (decoding the file at a fraction of its size where the format allows), then encoded
      // in every format at the same time: the encoders run on libuv's threads, one core each.
      for (const w of new Set(missing.map((out) => out.w))) {
        const { data, info } = await sharp(bytes, bounds)
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
        await Promise.all(
          missing
            .filter((out) => out.w === w)
            .map(async (out) => {
              const pipeline = sharp(data, raw);
              const encoded =
                out.type === 'avif'
                  ? pipeline.avif({ quality: quality.avif, effort: 4 })
                  : out.type === 'webp'
                    ? pipeline.webp({ quality: quality.webp })
                    : out.type === 'png'
                      ? pipeline.png({ quality: quality.png, palette: true })
                      : pipeline.jpeg({ quality: quality.jpeg, mozjpeg: true });
              // Written whole or not at all: a build stopped half-way leaves no cut file for the next one to serve.
              const cached = cachedFile(cacheDir, out.file);
              await encoded.toFile(`${cached}.part`);
              renameSync(`${cached}.part`, cached);
            }),
        );
      }
      const srcset = (type: string) =>
        outputs
          .filter((o) => o.type === type)
          .map((o) => `/${o.file} ${o.w}w`)
          .join(', ');
      const middle = outputs.find((o) => o.type === own && o.w >= Math.min(layout.widest, width)) ?? outputs.at(-1)!;
      sources.set(`${src}\0${layout.sizes}`, {
        sizes: layout.sizes,
        avif: srcset('avif'),
        webp: srcset('webp'),
        fallback: srcset(own),
        src: `/${middle.file}`,
      });
    } catch (error) {
      throw new BuildStop(
        `public${src} could not be made into the sizes screens need: ${(error as Error).message}. ` +
          `Open it in a photo program and save it again as JPEG, PNG or WebP, then build again.`,
      );
    }
  }
  return { sources, files, made, reused, damaged };
}

/** The page with each picture given the sources made of it. */
export function withSources(page: Page, sources: ReadonlyMap<string, PictureSources>): Page {
  return mapKinds(
    pageSchema,
    page,
    (value, meta) => {
      if (meta.kind !== 'picture' || !value) return value;
      const made = sources.get(`${(value as ShownPicture).src}\0${meta.layout.sizes}`);
      return made ? { ...(value as ShownPicture), sources: made } : value;
    },
    ['picture'],
  );
}
