import type { Plugin } from 'vite';
import { resolvedBrandCssId } from '../node/dev/pages-plugin.ts';

/**
 * The cascade layers, lowest first: Mantine's resets and the base every button is built on, Mantine's components,
 * then the site's own rules. A later layer wins whatever order the stylesheets arrive in, so a page loaded directly
 * (every block's stylesheet linked before the entry's) looks exactly as one reached by a link (each block's
 * stylesheet added as its code loads).
 */
export const cssLayers = ['reset', 'mantine', 'site'] as const;

/** The statement every stylesheet starts with: the first one the browser reads fixes the order for all. */
export const layerOrder = `@layer ${cssLayers.join(',')};`;

/**
 * Mantine stylesheets every other component builds on: their element resets and UnstyledButton's must lose to any
 * component.
 */
const resetSheets = /@mantine\/core\/styles\/(baseline|default-css-variables|global|UnstyledButton)\.css$/;

function layerOf(file: string): (typeof cssLayers)[number] {
  // The brand's CSS variables replace Mantine's defaults: the same layer, after default-css-variables.css
  // (src/browser/styles.ts).
  if (resetSheets.test(file) || file === resolvedBrandCssId) return 'reset';
  return file.includes('/node_modules/@mantine/') ? 'mantine' : 'site';
}

/** Puts each stylesheet into its layer and starts it with the order, in the dev server and the build alike. */
export function cssLayersPlugin(): Plugin {
  return {
    name: 'css-layers',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.css')) return undefined;
      return { code: `${layerOrder}\n@layer ${layerOf(file)} {\n${code}\n}\n`, map: null };
    },
  };
}
