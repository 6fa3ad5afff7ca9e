// A photo as a phone takes it (4000 × 3000 JPEG, a few MB; scripts/bench/photo-site.ts), put in the home page's hero
// and on a card of /about of a copy of the site, built and served as the site is: made into AVIF and WebP in several
// widths with its own format as the fallback, and a 375 px phone at 2× loads one small AVIF, at once, with no shift.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlt, writePhotoSite } from '../../scripts/bench/photo-site.ts';
import { serveDist } from '../../src/builder/serve-dist.ts';
import { launch, phone } from './browser.ts';
import { runBuild } from '../run-build.ts';

const root = mkdtempSync(join(tmpdir(), 'photo-site-'));
const out = join(root, 'out');
let photoBytes = 0;
let server: Server;
let url: string;
let browser: Browser;

interface Report {
  pictures: { files: number; made: number; reused: number };
}
/** The build as npm runs it: compiled, its threads from V8's code cache. */
const build = () => {
  const run = runBuild({ pagesRoot: root, out, cache: join(root, 'cache') });
  if (run.status !== 0) throw new Error(run.output);
  return JSON.parse(readFileSync(join(out, '.build-report.json'), 'utf8')) as Report;
};
let first: Report;

beforeAll(async () => {
  ({ photoBytes } = await writePhotoSite(root));
  first = build();
  server = await serveDist(out, 0);
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

describe('a photo from a phone, in a hero', () => {
  it('is made into AVIF and WebP in several widths, with its own format as the fallback, once', () => {
    expect(photoBytes).toBeGreaterThan(2_000_000);
    const files = readdirSync(join(out, '_img'));
    for (const type of ['avif', 'webp', 'jpg'])
      expect(files.filter((f) => f.endsWith(`.${type}`)).length, type).toBeGreaterThanOrEqual(4);
    // Twice the widest the hero shows it (960 CSS pixels), never wider.
    expect(Math.max(...files.map((f) => Number(/-(\d+)\.\w+$/.exec(f)![1])))).toBe(1920);
    expect(first.pictures.made).toBe(files.length);
    // Built again: nothing is made again, every file comes from the cache.
    expect(build().pictures).toEqual({ files: files.length, made: 0, reused: files.length });
  }, 120_000);

  it('is the picture a shared link to the page shows: a JPEG of 1200 × 630 cut from it', async () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const card = /<meta property="og:image" content="[^"]*(\/_share\/[0-9a-f]{16}\.jpg)"\/>/.exec(html)?.[1];
    expect(card).toBeDefined();
    expect(await sharp(join(out, card!)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('is in the HTML as a <picture> with srcset, sizes, its file’s width and height, fetched first and preloaded', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const picture = /<picture>.*?<\/picture>/s.exec(html)![0];
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="[^"]+-800\.avif 800w, [^"]+" sizes="\(min-width: 62em\) 431px, calc\(100vw - 32px\)"\/>/,
    );
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 480w/);
    expect(picture).toMatch(
      /<img class="hero-image" src="\/_img\/[^"]+\.jpg" srcSet="[^"]+\.jpg 480w[^"]*" sizes="[^"]+" alt="Two of our plumbers[^"]*" width="4000" height="3000" loading="eager" fetchPriority="high"/,
    );
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
    );
    const about = readFileSync(join(out, 'about', 'index.html'), 'utf8');
    expect(/<picture>.*?<\/picture>/s.exec(about)![0]).toContain('loading="lazy"');
    expect(about).not.toContain('rel="preload" as="image"');
  });

  it('costs a 375 px phone at 2× one AVIF of at most 150 kB, with nothing moving as it arrives', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shifted: number }).shifted = 0;
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach(
            (e) => ((window as unknown as { shifted: number }).shifted += (e as unknown as { value: number }).value),
          ),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const hero = page.getByRole('img', { name: photoAlt });
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const loaded = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes('/_img/'))
        .map((e) => ({ name: e.name, bytes: e.encodedBodySize })),
    );
    expect(loaded.map((e) => e.name.replace(/^.*\//, '').replace(/-[0-9a-f]{10}-/, '-'))).toEqual([
      'team-photo-800.avif',
    ]);
    expect(loaded[0]!.bytes).toBeLessThanOrEqual(150_000);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-800\.avif$/);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    await context.close();
  });
});
