import { z } from 'zod';
import { fieldKinds, type PictureLayout } from './kinds.ts';
import { raise } from './issues.ts';
import { plainText } from './text.ts';

const src = /^\/(?!\/)[\w./-]+\.(?:avif|webp|png|jpe?g|gif|svg)$/i;
/** Alt text that names the file or the kind of thing instead of what the picture shows. */
const emptyWords = /^(?:image|picture|photo|photograph|img|graphic|pic)$/i;

/**
 * A picture from public/images/ (any folder of public/), with the text that stands in for it for people who cannot see
 * it.
 */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(src)
      .meta({
        patternErrorMessage: 'Write the path of a picture in the public/ folder, e.g. /images/service-van.webp.',
      })
      .describe('The picture, as a path in the public/ folder: /images/van.webp is public/images/van.webp.')
      .meta({ title: 'Picture file' }),
    alt: plainText
      .optional()
      .describe(
        'What the picture shows, in a sentence, for people who cannot ' +
          'see it and for search engines. Required unless decorative: true.',
      )
      .meta({ title: 'What it shows' }),
    decorative: z
      .literal(true)
      .optional()
      .describe('Set to true for a picture that only decorates and says nothing; screen readers then skip it.')
      .meta({ title: 'Only decoration' }),
    width: z
      .number()
      .int()
      .min(1)
      .max(20000)
      .optional()
      .describe(
        'Not needed: the build reads the size from the file. Written ' +
          'here, it must match the file (the file wins, and validate warns).',
      )
      .meta({ title: 'Width' }),
    height: z
      .number()
      .int()
      .min(1)
      .max(20000)
      .optional()
      .describe('Not needed: the build reads it from the file, like the width.')
      .meta({ title: 'Height' }),
  })
  // Editors flag a picture with neither alt text nor decorative: true as it is typed.
  .meta({ anyOf: [{ required: ['alt'] }, { required: ['decorative'] }] })
  .superRefine((img, ctx) => {
    const file = img.src.split('/').at(-1)!;
    const alt = img.alt ?? '';
    if (img.decorative && alt) raise(ctx, 'decorative-with-alt-text', {}, ['decorative']);
    else if (!img.decorative && !alt) raise(ctx, 'missing-alt-text', { src: img.src }, ['alt']);
    else if (alt === file || emptyWords.test(alt)) raise(ctx, 'empty-alt-text', { alt }, ['alt']);
  });

export type Image = z.infer<typeof image>;

/**
 * A picture shown as a block lays it out: the build makes each width it can need (up to twice `layout.widest`, never
 * wider than the file), in AVIF and WebP with the file's own format as the fallback, and `sizes` lets the browser
 * choose.
 */
export const pictureIn = (layout: PictureLayout) => image.clone().register(fieldKinds, { kind: 'picture', layout });
