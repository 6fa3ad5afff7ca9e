import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagesPlugin } from './src/load/pages-plugin.ts';
import { outDir } from './scripts/out-dir.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pagesPlugin()],
  // The prerender bundle stands alone, so it runs from any OUT_DIR.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    manifest: !isSsrBuild,
    rollupOptions: {
      // Mantine marks its modules "use client"; that directive means nothing to a static build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));
