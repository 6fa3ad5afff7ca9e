// A page paints as soon as its HTML and its one stylesheet are in: on a phone's slow line nothing else shares the
// network before the first paint. The site's script starts after it (src/browser/start-after-paint.ts), and the page
// still comes alive. Measured in Chromium on a slowed network and CPU, on every route, loaded directly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, htmlFile, linkedAssets, readManifest } from '../../src/builder/measure-routes.ts';
import { outDir } from '../../src/builder/out-dir.ts';
import { launch, openOnSlowPhone, waitForHydration } from './browser.ts';

const routes = builtRoutes(outDir);
const entry = `/${readManifest(outDir)['index.html']!.file}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe.each(routes)('%s on a slow phone', (route) => {
  it('waits for one stylesheet alone, paints before the site script arrives, and comes alive', async () => {
    const html = readFileSync(join(outDir, htmlFile(route)), 'utf8');
    expect(linkedAssets(html).css, 'stylesheets the first paint waits for').toHaveLength(1);

    const { page } = await openOnSlowPhone(browser, route);
    try {
      await waitForHydration(page);
      const { paint, stylesheet, script } = await page.evaluate(
        ([src, css]) => {
          const resource = (url: string) =>
            performance.getEntriesByName(new URL(url, location.href).href)[0] as PerformanceResourceTiming | undefined;
          return {
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            stylesheet: resource(css)?.responseEnd,
            script: resource(src) && { asked: resource(src)!.startTime, arrived: resource(src)!.responseEnd },
          };
        },
        [entry, linkedAssets(html).css[0]!] as const,
      );
      expect(paint, 'the first contentful paint').toBeGreaterThan(0);
      expect(script, 'the entry script').toBeDefined();
      // The stylesheet had the line to itself, and the page was on screen before the script came.
      expect(script!.asked, 'when the entry script was asked for, after the stylesheet arrived').toBeGreaterThan(
        stylesheet!,
      );
      expect(script!.arrived, 'when the entry script arrived, after the first paint').toBeGreaterThan(paint!);
    } finally {
      await page.context().close();
    }
  });
});
