declare module 'virtual:site' {
  import type { SiteData } from '../core/site-data.ts';
  /** The validated site facts (and in dev the routes); null only in dev while the pages are invalid. */
  const data: SiteData | null;
  export default data;
}

/** The brand's CSS (src/node/brand-css.ts): the theme's variables and classes, and the font's @font-face. */
declare module 'virtual:brand.css';
