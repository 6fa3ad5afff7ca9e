import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { brandCssId, resolvedBrandCssId } from './src/node/dev/pages-plugin.ts';

/**
 * Unit tests render without the build's brand stylesheet: as on the dev server, their MantineProvider writes the theme
 * into the page.
 */
const noBrandCss: Plugin = {
  name: 'no-brand-css',
  resolveId: (id) => (id === brandCssId ? resolvedBrandCssId : undefined),
  load: (id) => (id === resolvedBrandCssId ? '' : undefined),
};

/**
 * Browser tests that load each built route and inspect it (no throttling, no timing, no dev server): two files at a
 * time, before the other browser tests, since they keep both cores busy.
 */
const routeInspections = [
  'on-a-phone-even',
  'on-a-phone-odd',
  'budgets',
  'csp',
  'direct-or-link',
  'labels',
  'structured-data',
  'visual-review',
  'xss',
].map((name) => `tests/e2e/${name}.test.ts`);

/** Browser tests of the page editor and the live preview, on dev servers of their own: one file at a time. */
const editorTests = ['tests/e2e/{editor-*,live-preview*,owner-round,safe-svg}.test.ts'];

/** Browser tests that measure how the page keeps up with a visitor (typing while it loads, a reload mid-word). */
const stressTests = ['tests/e2e/contact-form-stress.test.ts'];

/** Every run's temporary folders go into one, removed when it ends (tests/temp-folder.ts). */
const tempFolder = 'tests/temp-folder.ts';
/**
 * Browser tests share two cores with Chromium's processes: an expect.poll waits up to 20 s for what a visitor would see
 * (it passes as soon as it holds), and a test gets a minute.
 */
const browserTests = {
  globalSetup: [tempFolder, 'tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 90_000,
  expect: { poll: { timeout: 20_000 } },
};

export default defineConfig({
  plugins: [react(), noBrandCss],
  test: {
    projects: [
      {
        extends: true,
        // Two files at a time: most of a unit file's time is a command it runs, or a build, in a process of its own. A
        // worker keeps the modules it has loaded from one file to the next (isolate: false): no unit file keeps state
        // in a module it shares, and importing the engine once a worker, not once a file, saves a fifth of the run.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: [tempFolder],
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        // The site's own server (npm run serve), started for real by each file: files share no state, so they run side
        // by side.
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: [tempFolder, 'tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: { name: 'e2e-routes', include: routeInspections, ...browserTests },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...routeInspections, ...editorTests, ...stressTests],
          fileParallelism: false,
          ...browserTests,
        },
      },
      {
        extends: true,
        test: { name: 'e2e-stress', include: stressTests, ...browserTests },
      },
      {
        extends: true,
        test: {
          name: 'e2e-editor',
          include: editorTests,
          fileParallelism: false,
          ...browserTests,
          globalSetup: [...browserTests.globalSetup, 'tests/e2e/editor-global-setup.ts'],
        },
      },
      {
        // npm run contract: the seeds' figures and choices on this site's build; not part of npm test (an owner's
        // change is not a failure).
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], fileParallelism: false, ...browserTests },
      },
    ],
  },
});
