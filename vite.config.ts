import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagesPlugin } from './src/load/pages-plugin.ts';

export default defineConfig({
  plugins: [react(), pagesPlugin()],
  build: {
    manifest: true,
    rollupOptions: {
      // Mantine marks its modules "use client"; that directive means nothing to a static build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
