import { z } from 'zod';

const src = /^\/(?!\/)[\w./-]+\.(?:avif|webp|png|jpe?g|gif|svg)$/i;
/** Alt text that names the file or the kind of thing instead of what the picture shows. */
const emptyWords = /^(?:image|picture|photo|photograph|img|graphic|pic)$/i;

/** A picture from public/, with the text that stands in for it for people who cannot see it. */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(src, 'Write the path of a picture in the public/ folder, e.g. /images/service-van.webp.')
      .describe('The picture, as a path in the public/ folder: /images/van.webp is public/images/van.webp.'),
    alt: z
      .string()
      .trim()
      .optional()
      .describe('What the picture shows, in a sentence, for people who cannot see it and for search engines. Required unless decorative: true.'),
    decorative: z.literal(true).optional().describe('Set to true for a picture that only decorates and says nothing; screen readers then skip it.'),
    width: z.number().int().min(1).max(8000).describe('Its width in pixels; with the height, the page keeps its place for it while it loads.'),
    height: z.number().int().min(1).max(8000).describe('Its height in pixels.'),
  })
  // Editors flag a picture with neither alt text nor decorative: true as it is typed.
  .meta({ anyOf: [{ required: ['alt'] }, { required: ['decorative'] }] })
  .superRefine((img, ctx) => {
    const file = img.src.split('/').at(-1)!;
    const alt = img.alt ?? '';
    if (img.decorative && alt)
      ctx.addIssue({ code: 'custom', path: ['decorative'], message: 'A picture with alt text is not decorative.', params: { title: 'Decorative picture with alt text', hint: 'Remove decorative: true, or remove the alt text.' } });
    else if (!img.decorative && !alt)
      ctx.addIssue({ code: 'custom', path: ['alt'], message: `no alt text is given, so people using a screen reader are not told what ${img.src} shows.`, params: { title: 'Picture without alt text', code: 'missing-alt-text', hint: 'Add alt: followed by what the picture shows, e.g. alt: "Technician clearing a kitchen drain". If it only decorates, write decorative: true instead.' } });
    else if (alt === file || emptyWords.test(alt))
      ctx.addIssue({ code: 'custom', path: ['alt'], message: `"${alt}" does not say what the picture shows.`, params: { title: 'Alt text says nothing', code: 'empty-alt-text', hint: 'Describe the picture in a short sentence, e.g. "Technician clearing a kitchen drain".' } });
  });

export type Image = z.infer<typeof image>;
