import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagesPlugin } from './src/load/pages-plugin.ts';
import { outDir } from './scripts/out-dir.ts';

const v = process.env.VARIANT ?? '';
const groups: object[] = [];
if (v.includes('initial')) groups.push({ name: 'index', tags: ['$initial'], priority: 10 });
if (v.includes('shared')) groups.push({ name: 'shared', test: (id: string) => !/src[\\/]blocks[\\/]/.test(id), minShareCount: 2, priority: 5 });
if (v.includes('small')) groups.push({ name: 'shared', test: (id: string) => !/src[\\/]blocks[\\/]/.test(id), minShareCount: 4, priority: 5 });
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pagesPlugin()],
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    manifest: !isSsrBuild,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: groups.length ? { codeSplitting: { groups } } : {},
    } as never,
  },
}));
