import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fontFace, type BrandTheme } from '../../core/brand-theme.ts';
import { themeProps } from '../../core/site-theme.ts';
import { withoutUnnamedColours } from './mantine-variables.ts';

/**
 * The CSS the brand makes: what MantineProvider writes into a page as `<style>` tags (the theme's CSS variables,
 * its hiddenFrom/visibleFrom classes), taken from Mantine's own render of the same theme, without the colours nothing
 * on the site names, and the site font's @font-face. A build serves it in the cached entry stylesheet instead of in
 * every page (src/browser/App.tsx).
 */
export function brandCss(brand: BrandTheme): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { ...themeProps(brand), withStaticClasses: false }),
  );
  const styles = [...markup.matchAll(/<style data-mantine-styles="[^"]*">(.*?)<\/style>/gs)].map((m) => m[1]!);
  if (styles.length !== 2)
    throw new Error(
      `MantineProvider wrote ${styles.length} style tags, not its variables and classes: ${markup.slice(0, 200)}`,
    );
  return withoutUnnamedColours([...styles, ...(brand.font ? [fontFace(brand.font)] : [])].join('\n'));
}
