import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { brandCssId, resolvedBrandCssId } from './src/node/pages-plugin.ts';

/** Unit tests render without the build's brand stylesheet: as on the dev server, their MantineProvider writes the theme into the page. */
const noBrandCss: Plugin = {
  name: 'no-brand-css',
  resolveId: (id) => (id === brandCssId ? resolvedBrandCssId : undefined),
  load: (id) => (id === resolvedBrandCssId ? '' : undefined),
};

/**
 * Browser tests that only load each built route and inspect it (no throttling, no timing, no dev server): they run two
 * files at a time, which keeps CI well within its time. Every other browser test runs one file at a time, since the two
 * cores are shared by the browser, the server and the dev servers some of them start.
 */
const routeInspections = ['a11y', 'budgets', 'csp', 'direct-or-link', 'labels', 'structured-data', 'visual-review', 'xss'].map((name) => `tests/e2e/${name}.test.ts`);

/** Every run's temporary folders go into one, removed when it ends (tests/temp-folder.ts). */
const tempFolder = 'tests/temp-folder.ts';
const browserTests = { globalSetup: [tempFolder, 'tests/e2e/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  plugins: [react(), noBrandCss],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', globalSetup: [tempFolder] },
      },
      {
        extends: true,
        // The site's own server (npm run serve), started for real by each file: files share no state, so they run side by side.
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], globalSetup: [tempFolder, 'tests/server/global-setup.ts'], testTimeout: 60_000, hookTimeout: 180_000 },
      },
      {
        extends: true,
        test: { name: 'e2e-routes', include: routeInspections, ...browserTests },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: routeInspections, fileParallelism: false, ...browserTests },
      },
      {
        // npm run contract: the seeds' figures and choices on this site's build; not part of npm test (an owner's change is not a failure).
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], fileParallelism: false, ...browserTests },
      },
    ],
  },
});
