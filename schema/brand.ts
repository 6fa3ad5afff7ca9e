import { z } from 'zod';
import { hexColour } from './hex-colour.ts';
import { pictureIn } from './image.ts';

const hex = z.string().regex(hexColour).meta({
  patternErrorMessage:
    'Write a colour as # then six hexadecimal digits (0-9, a-f), e.g. "#135590"; in YAML, put it in quotes.',
});

/** The colours of a site that sets none: the deep water blue and the copper of Okanagan Flow Plumbing. */
export const defaultColours = { primary: '#135590', accent: '#8f3f10' } as const;

const fontFile = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/)
      .meta({
        patternErrorMessage:
          "Write the font's name in letters, digits, spaces and dashes, e.g. Inter or Source Sans 3.",
      })
      .describe("The font's name, e.g. Inter: the name the file is loaded as.")
      .meta({ title: 'Font name' }),
    file: z
      .string()
      .regex(/^\/(?!\/)[\w./-]+\.(?:woff2|woff|ttf)$/i)
      .meta({
        patternErrorMessage:
          'Write the path of a font file in the public/ folder (woff2, woff or ttf), e.g. /fonts/inter.woff2.',
      })
      .describe(
        'The font file, as a path in the public/ folder: ' +
          '/fonts/inter.woff2 is public/fonts/inter.woff2. woff2 is smallest.',
      )
      .meta({ title: 'Font file' }),
  })
  .describe('A font of your own, from a file in public/; the system font shows until it has loaded.')
  .meta({ title: 'Font of your own' });

/** How the site looks: its two colours, its logo, its font and how round its corners are. */
export const brand = z
  .strictObject({
    primary: hex
      .default(defaultColours.primary)
      .describe(
        'The main colour: buttons, links, the header strip, the footer. White text goes ' +
          'on it, so it must be dark enough (validate says if not, and suggests one).',
      )
      .meta({ title: 'Main colour' }),
    accent: hex
      .default(defaultColours.accent)
      .describe('The second colour: call buttons, "24/7" and warning badges. White text goes on it too.')
      .meta({ title: 'Accent colour' }),
    // Shown about 40 px high: a wide logo reaches 160 px; a raster file narrower than 240 px looks soft on a phone.
    logo: pictureIn({ sizes: '160px', widest: 160, onPhone: 120 })
      .optional()
      .describe('The logo at the top left of every page; without one, the header shows the company name.')
      .meta({ title: 'Logo' }),
    font: z
      .union([
        z.literal('system').describe("The device's own font: nothing to download.").meta({ title: 'System font' }),
        fontFile,
      ])
      .default('system')
      .describe("The font of every text: system (the device's own), or a font of your own with its name and file.")
      .meta({ title: 'Font' }),
    radius: z
      .enum(['none', 'sm', 'md', 'lg', 'xl'])
      .default('md')
      .describe('How round the corners of buttons, cards and fields are: none (square), sm, md, lg or xl (roundest).')
      .meta({ title: 'Corner roundness' }),
  })
  .prefault({})
  .describe(
    'How the site looks: its colours, logo, font and corners. Every ' +
      'part may be left out: the site then looks as it does today.',
  )
  .meta({ title: 'Brand' });

export type Brand = z.infer<typeof brand>;
export type FontFile = z.infer<typeof fontFile>;
