declare module 'virtual:site' {
  import type { SiteData } from '../core/site-data.ts';
  /** The validated site facts (and in dev the routes); null only in dev while the pages are invalid. */
  const data: SiteData | null;
  export default data;
}

/** The brand's CSS (src/node/brand/brand-css.ts): the theme's variables and classes, and the font's @font-face. */
declare module 'virtual:brand.css';

/**
 * A Tabler icon, imported from its own file: Tabler's index re-exports its 6,288 icons, and the bundler read every one
 * of those files for the few the site uses, in the client's build and the SSR bundle's alike. The site draws
 * an icon from its shapes (`__iconNode`, src/ui/Glyph.tsx), not through Tabler's component.
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { IconNode } from '@tabler/icons-react';
  export const __iconNode: IconNode;
}
