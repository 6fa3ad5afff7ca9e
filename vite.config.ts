import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { transform, type Selector } from 'lightningcss';
import { editorMode, pagesPlugin } from './src/node/dev/pages-plugin.ts';
import { outDir, stagingDir } from './src/builder/out-dir.ts';
import { cssLayersPlugin } from './src/builder/css-layers.ts';

/** The entry that starts the site's script once the page has painted; its chunk keeps this name. */
const afterPaint = 'start-after-paint';

const isDark = (selector: Selector) =>
  /"name":"data-mantine-color-scheme".*?"value":"dark"/.test(JSON.stringify(selector));

/** The site is light only (index.html and MantineProvider force it), so Mantine's dark-scheme rules are dead weight. */
function lightOnlyCss(): Plugin {
  return {
    name: 'light-only-css',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const { code } = transform({
          filename: asset.fileName,
          code: Buffer.from(asset.source),
          minify: true,
          visitor: {
            Rule: {
              style(rule) {
                const selectors = rule.value.selectors.filter((s) => !isDark(s));
                if (selectors.length === rule.value.selectors.length) return undefined;
                return selectors.length ? { ...rule, value: { ...rule.value, selectors } } : [];
              },
            },
          },
        });
        asset.source = code.toString();
      }
    },
  };
}

/**
 * The dev server serves the pre-bundled libraries (React, Mantine) without source maps. Vite puts each module's map
 * into the module, base64-encoded, at every request, which made each several times its size and was most of the
 * server's work for a page load in a fresh browser (the page editor's benchmark). Their code
 * stays readable in the browser's debugger: not minified, each part headed by the file it comes from. The site's own
 * modules keep their maps.
 */
function librariesWithoutSourceMaps(): Plugin {
  return {
    name: 'libraries-without-source-maps',
    apply: 'serve',
    transform(code, id) {
      // `mappings: ''` is Rollup's and Vite's way to say "no source map".
      return id.includes('/node_modules/.vite/deps/') ? { code, map: { mappings: '' } } : undefined;
    },
  };
}

/**
 * `vite build --mode editor` makes the page editor's bundle for the site's own server (src/node/edit/editor-bundle.ts):
 * the site's entry with the editor, its live preview over the server's event stream, served at /__editor/ to people who
 * have logged in, never to visitors. EDITOR_OUT_DIR says where it goes.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), pagesPlugin(), cssLayersPlugin(), lightOnlyCss(), librariesWithoutSourceMaps()],
  base: mode === editorMode ? '/__editor/' : '/',
  // The page editor (dev only) loads after the page: its dependencies are pre-bundled with the site's, or the first
  // time it opens Vite would bundle them then and reload the page.
  optimizeDeps: { entries: ['index.html', 'src/browser/edit/start-editor.tsx'] },
  // The prerender bundle stands alone, so it runs from any OUT_DIR.
  ssr: { noExternal: true },
  build: {
    // The client build is staged: scripts/prerender.ts completes it, then moves it to outDir in one step.
    outDir:
      mode === editorMode ? (process.env.EDITOR_OUT_DIR ?? 'dist-editor') : isSsrBuild ? `${outDir}-ssr` : stagingDir,
    emptyOutDir: mode === editorMode || undefined,
    // The editor's bundle is code only: the server serves the drafts' own public/ files.
    copyPublicDir: mode !== editorMode,
    manifest: !isSsrBuild && mode !== editorMode,
    // Every browser the site targets knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The client has a second entry: the small script the built pages start with (src/browser/start-after-paint.ts).
      input: isSsrBuild
        ? undefined
        : mode === editorMode
          ? 'index.html'
          : { index: 'index.html', [afterPaint]: `src/browser/${afterPaint}.ts` },
      // Mantine marks its modules "use client"; that directive means nothing to a static build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        // Fewer, larger files compress better: all the entry needs in one chunk; each block's own code stays in its
        // chunk (with what it alone uses), loaded only by pages that use it.
        codeSplitting: {
          groups: [
            { name: afterPaint, test: new RegExp(`${afterPaint}\\.ts$`), priority: 3 },
            { name: 'index', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
}));
