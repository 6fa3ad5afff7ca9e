import type { Brand, FontFile } from '../../schema/brand.ts';
import type { Image } from '../../schema/image.ts';

/** Ten shades of one colour, lightest first, as Mantine's theme takes them. */
export type Shades = readonly [string, string, string, string, string, string, string, string, string, string];

/**
 * The shade the theme uses for a colour (Mantine's primaryShade): the colour pages/_site.yaml names is always this one.
 */
export const themeShade = 7;

/**
 * The brand as the theme takes it: made once from pages/_site.yaml when the site is checked (src/node/brand/brand.ts),
 * and given to the prerender and the browser with the site facts, so the browser derives nothing.
 */
export interface BrandTheme {
  /** The main colour's shades (Mantine's `brand`); shade 7 is the colour written in the site file. */
  primary: Shades;
  /** The accent's shades (Mantine's `copper`); shade 7 is the colour written in the site file. */
  accent: Shades;
  /** The CSS font-family of every text: the site's own font first when it has one, then the device's. */
  fontFamily: string;
  /** The site's own font, loaded with @font-face from public/. */
  font?: FontFile;
  radius: Brand['radius'];
  logo?: Image;
}

/**
 * The colour browsers paint around the page (theme-color) and an installed site's title bar: the header strip's, the
 * darkest shade of the main colour.
 */
export const themeColor = (brand: Pick<BrandTheme, 'primary'>) => brand.primary[9];

const formats = { woff2: 'woff2', woff: 'woff', ttf: 'truetype' } as const;

/**
 * The @font-face of the site's own font. The system font shows until it has loaded (swap), so the text is there at
 * once.
 */
export function fontFace({ name, file }: FontFile): string {
  const format = formats[file.slice(file.lastIndexOf('.') + 1).toLowerCase() as keyof typeof formats];
  return `@font-face{font-family:"${name}";src:url(${file}) format("${format}");font-display:swap}`;
}

/**
 * Mantine's colour families that nothing on the site names: no component does, and pages name no colour (the brand's
 * two are `brand` and `copper`). Their 256 variables are left out of the stylesheet
 * (src/node/brand/mantine-variables.ts), which every route's first load would otherwise carry;
 * tests/e2e/colour-variables.test.ts fails when the built site refers to a variable that no stylesheet declares, as it
 * would if a component named one of these.
 */
export const unnamedColours = ['pink', 'grape', 'violet', 'indigo', 'cyan', 'lime', 'yellow', 'orange'] as const;
