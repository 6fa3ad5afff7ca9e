import type { PictureLayout } from '../../../../schema/kinds.ts';
import type { z } from 'zod';
import { mapKinds, type KindVisit } from '../../../core/kind-walk.ts';
import { resolveFacts, type SiteFacts } from '../../../core/placeholders.ts';
import type { KindContext } from './kind-context.ts';
import { largestPictureBytes, type Assets, type PictureFile } from '../../pictures/picture-file.ts';
import { type Finding } from '../../report/problem.ts';
import { describe } from '../../../core/catalogue.ts';
import { short } from '../../report/subject.ts';
import { inWords } from '../../pictures/safe-svg.ts';

/** Past this many pixels a picture is a scan or a panorama, not a photo for a page: it would take the build minutes. */
export const largestPicturePixels = 50_000_000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file with a picture's name cannot be shown, once it was read. */
function pictureProblem(
  src: string,
  file: Extract<PictureFile, { problem: 'unreadable' | 'not-a-picture' | 'unusable-drawing' }>,
) {
  if (file.problem === 'unreadable') return describe('unreadable-picture', { src, reason: file.reason });
  if (file.problem === 'unusable-drawing') return describe('unusable-drawing', { src, reason: file.reason });
  return describe('not-a-picture', { src, found: file.found });
}

/**
 * A picture as its file is: there, readable, a picture at all (a renamed PDF is not), not too large to process, an SVG
 * without script, wide enough not to look blurry where its block shows it on a phone, and, when the YAML gives a size,
 * the size of the file (the file wins).
 */
export function checkPicture(
  { value, path, meta }: KindVisit & { meta: { kind: 'picture'; layout: PictureLayout } },
  { assets }: KindContext,
): Finding[] {
  const picture = value as { src?: unknown; width?: unknown; height?: unknown } | undefined;
  const src = picture?.src;
  // A src that is not a path of public/ at all has its own problem from the schema.
  if (!assets || typeof src !== 'string' || !src.startsWith('/')) return [];
  const at = (problem: Finding['problem'], field = 'src'): Finding[] => [{ path: [...path, field], problem }];
  const asset = assets.get(src);
  if (!asset) return at(describe('missing-image-file', { src: short(src) }));
  const file = asset.picture;
  if (!file || ('problem' in file && file.problem === 'too-large-to-read') || asset.bytes > largestPictureBytes)
    return at(
      describe('picture-too-large', {
        src: short(src),
        size: megabytes(asset.bytes),
        limit: megabytes(largestPictureBytes),
      }),
    );
  if ('problem' in file) return at(pictureProblem(short(src), file));
  if (file.unsafe.length) return at(describe('svg-with-script', { src: short(src), found: inWords(file.unsafe) }));
  if (file.width * file.height > largestPicturePixels)
    return at(
      describe('picture-too-large', {
        src: short(src),
        size: `${Math.round((file.width * file.height) / 1e6)} megapixels (${file.width} × ${file.height})`,
        limit: `${largestPicturePixels / 1e6} megapixels`,
      }),
    );
  const found: Finding[] = [];
  const needed = meta.layout.onPhone * 2;
  if (file.format !== 'svg' && file.width < needed)
    found.push(
      ...at(
        describe('picture-too-small', {
          src: short(src),
          width: file.width,
          onPhone: meta.layout.onPhone,
          needed,
          best: meta.layout.widest * 2,
        }),
      ),
    );
  for (const side of ['width', 'height'] as const) {
    const given = picture?.[side];
    if (typeof given === 'number' && given !== file[side])
      found.push(...at(describe('picture-size-differs', { side, given, actual: file[side] }), side));
  }
  return found;
}

/**
 * `data` with each picture's width and height those of its file: the page keeps the picture's place at the right size.
 */
function withPictureSizes<T>(schema: z.core.$ZodType, data: T, assets: Assets | undefined): T {
  if (!assets) return data;
  return mapKinds(
    schema,
    data,
    (value, meta) => {
      const file = meta.kind === 'picture' ? assets.get((value as { src: string }).src)?.picture : undefined;
      return file && 'width' in file ? { ...(value as object), width: file.width, height: file.height } : value;
    },
    ['picture'],
  );
}

/**
 * A checked document as visitors see it: the site's facts and link shorthands filled in, each picture sized as its
 * file.
 */
export function shownDocument<T>(schema: z.core.$ZodType, value: T, facts: SiteFacts, assets: Assets | undefined): T {
  return withPictureSizes(schema, resolveFacts(schema, value, facts), assets);
}
