// npm run build end to end, on temporary folders: a page weighs the same in a small and a large site, a rebuild
// renders only what a change touches, and a build that fails half-way leaves the last good build whole.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  mkdtempSync,
} from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeCorpus } from '../../scripts/bench/corpus.ts';
import { builtRoutes, measureRoute, readManifest } from '../../src/builder/measure-routes.ts';
import { serveDist } from '../../src/builder/serve-dist.ts';
import { shadesOf } from '../../src/node/brand/brand.ts';
import { retitleKeepingTime } from './site-fixture.ts';
import { runBuild } from '../run-build.ts';
import { wholeImage } from '../../src/builder/whole-image.ts';

interface Report {
  rechecked: number;
  bundles: 'built' | 'reused';
  build: 'updated' | 'whole';
  rendered: string[];
  reused: string[];
}

const work = mkdtempSync(join(tmpdir(), 'build-test-'));
const cache = join(work, 'cache');
const large = join(work, 'large');
const copies = 400;

/** The build as npm runs it, compiled, or through tsx (the TypeScript as written). */
const build = (out: string, pagesRoot: string, prerenderCache = cache, compiled = true) =>
  runBuild({ out, pagesRoot, cache: prerenderCache }, { compiled });
const report = (out: string) => JSON.parse(readFileSync(join(out, '.build-report.json'), 'utf8')) as Report;
const edit = (file: string, from: string | RegExp, to: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

beforeAll(() => {
  writeCorpus(large, 30 + copies);
  // The site through tsx, which the compiled build must match byte for byte; the large copy as npm builds it.
  for (const [out, root, compiled] of [
    [join(work, 'small-out'), resolve('.'), false],
    [join(work, 'large-out'), large, true],
  ] as const) {
    const { status, output } = build(out, root, cache, compiled);
    if (status !== 0) throw new Error(output);
  }
}, 600_000);

describe('npm run build, compiled', () => {
  // Twice: the cards' thread of the second build at the latest starts from the code cache
  // (src/node/threads/start-with-code-cache.ts), made by the first build unless an earlier compiled build of the same
  // sources left one.
  it('writes the same site, byte for byte, as the build run through tsx, its code cache made or used', () => {
    const files = (dir: string) =>
      (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
        .filter((f) => statSync(join(dir, f)).isFile() && f !== '.build-report.json')
        .sort();
    const tsxOut = join(work, 'small-out');
    for (const run of [1, 2]) {
      const out = join(work, `compiled-out-${run}`);
      // A cache of its own (the other tests count what their builds check and render again, and the cards must be drawn
      // again), with the bundles already made.
      const compiledCache = join(work, `compiled-cache-${run}`);
      for (const name of readdirSync(cache).filter((n) => n.startsWith('bundles-')))
        cpSync(join(cache, name), join(compiledCache, name), { recursive: true });
      const { status, output } = build(out, resolve('.'), compiledCache);
      expect(status, output).toBe(0);
      expect(files(out)).toEqual(files(tsxOut));
      const differ = files(out).filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(tsxOut, f))));
      expect(differ).toEqual([]);
    }
  }, 180_000);
});

describe('a page weighs the same in any site', () => {
  it(`loads the same scripts and stylesheets, and HTML within ` +
    `1%, in the site alone and with ${copies} more pages`, () => {
    const small = join(work, 'small-out');
    const big = join(work, 'large-out');
    expect(builtRoutes(big).length - builtRoutes(small).length).toBeGreaterThanOrEqual(copies);
    const a = measureRoute(small, '/services/drain-cleaning');
    const b = measureRoute(big, '/services/drain-cleaning');
    // The same files by their content hash: the entry carries nothing that grows with the site.
    expect(b.jsFiles).toEqual(a.jsFiles);
    expect(b.cssFiles).toEqual(a.cssFiles);
    expect(b.js).toBe(a.js);
    expect(Math.abs(b.html - a.html) / a.html).toBeLessThanOrEqual(0.01);
  }, 30_000);
});

/** A GET with the given Accept-Encoding: the encoding the server chose and the body decoded. */
function fetchEncoded(port: number, path: string, acceptEncoding: string): Promise<{ encoding: string; body: string }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'] ?? 'identity';
        const raw = Buffer.concat(chunks);
        done({
          encoding,
          body: (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(
            'utf8',
          ),
        });
      });
    }).on('error', fail);
  });
}

describe('compressed files', () => {
  const out = join(work, 'small-out');
  it('a page has no compressed copy, the assets have both; the server sends each brotli, gzipped or plain as asked', async () => {
    const pageFiles = ['about/index.html', '_pages/about.json', '404.html', 'sitemap.xml'];
    for (const file of pageFiles)
      for (const copy of ['.br', '.gz']) expect(existsSync(join(out, `${file}${copy}`)), `${file}${copy}`).toBe(false);
    const asset = readdirSync(join(out, 'assets')).find((f) => f.endsWith('.css'))!;
    for (const copy of ['.br', '.gz'])
      expect(existsSync(join(out, 'assets', `${asset}${copy}`)), `${asset}${copy}`).toBe(true);
    const server = await serveDist(out, 0);
    try {
      const { port } = server.address() as AddressInfo;
      for (const [path, file] of [
        ['/about', 'about/index.html'],
        ['/_pages/about.json', '_pages/about.json'],
        [`/assets/${asset}`, `assets/${asset}`],
      ]) {
        const body = readFileSync(join(out, file!), 'utf8');
        expect(await fetchEncoded(port, path!, 'gzip, deflate, br')).toEqual({ encoding: 'br', body });
        expect(await fetchEncoded(port, path!, 'gzip, deflate')).toEqual({ encoding: 'gzip', body });
        expect(await fetchEncoded(port, path!, 'identity')).toEqual({ encoding: 'identity', body });
      }
      const notFound = await fetchEncoded(port, '/no/such/page', 'gzip');
      expect(notFound).toEqual({ encoding: 'gzip', body: readFileSync(join(out, '404.html'), 'utf8') });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a rebuild', () => {
  const out = join(work, 'large-out');

  it('after one page changed renders only that page, and the build shows the change', () => {
    // A folder the build made, not a file (the files of a page are links to the page cache's, in any build).
    const untouched = join(out, 'services', 'drain-cleaning');
    const before = statSync(untouched).ino;
    edit(join(large, 'pages', 'about.yaml'), /^title: .*$/m, 'title: A page changed for the rebuild test');
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    // The last build was updated in place: the pages that did not change are where they were.
    expect(report(out).build).toBe('updated');
    expect(statSync(untouched).ino).toBe(before);
    const { bundles, rendered, reused, rechecked } = report(out);
    expect(bundles).toBe('reused');
    // Checked again: that file alone; every other result is the last build's.
    expect(rechecked).toBe(1);
    expect(rendered).toEqual(['/about']);
    expect(reused.length).toBe(builtRoutes(out).length - 1);
    expect(readFileSync(join(out, 'about', 'index.html'), 'utf8')).toContain(
      '<title>A page changed for the rebuild test</title>',
    );
    // The page cache holds this build's pages, the new /about and not the one it replaced: one entry per page.
    const [pagesDir, ...others] = readdirSync(join(cache, 'pages')).filter((name) => !name.includes('.old-'));
    expect(others).toEqual([]);
    const entries = readdirSync(join(cache, 'pages', pagesDir!), { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.json') && name !== 'sizes.json',
    );
    expect(entries.length).toBe(rendered.length + reused.length);
  }, 120_000);

  it('after a page was rewritten with the same length and its modification time set back renders it again', () => {
    // The last build left this page unread (its stamp was as before): a write that keeps its size and time still shows.
    const changed = retitleKeepingTime(join(large, 'pages', 'testimonials.yaml'));
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    expect(report(out).rendered).toEqual(['/testimonials']);
    expect(readFileSync(join(out, 'testimonials', 'index.html'), 'utf8')).toContain(
      `<title>${/^title: (.*?) \|/m.exec(changed)![1]} |`,
    );
  }, 120_000);

  it('after a page’s title changed renders it and every page whose breadcrumb names it, and only those', () => {
    // The pages under /emergency name it in their structured data's breadcrumb: by its title, as no header link names
    // it.
    edit(join(large, 'pages', 'emergency', 'index.yaml'), /^title: .*$/m, 'title: Help Right Now | {company}');
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    const under = builtRoutes(out).filter((route) => route === '/emergency' || route.startsWith('/emergency/'));
    expect(under.length).toBeGreaterThan(2);
    expect([...report(out).rendered].sort()).toEqual([...under].sort());
    expect(readFileSync(join(out, 'emergency', 'burst-pipe', 'index.html'), 'utf8')).toContain(
      '"name":"Help Right Now"',
    );
  }, 120_000);

  it('after one entry of a data file changed renders only the pages made from that entry', () => {
    const data = join(large, 'pages', '_data');
    for (const file of readdirSync(data)) edit(join(data, file), /^ {2}name: Peachland$/m, '  name: Peachland Bay');
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    const { rendered } = report(out);
    const fromEntry = builtRoutes(out).filter((route) => route.endsWith('/peachland'));
    expect(fromEntry.length).toBeGreaterThan(1);
    expect([...rendered].sort()).toEqual([...fromEntry].sort());
    expect(readFileSync(join(out, fromEntry[0]!.slice(1), 'index.html'), 'utf8')).toContain('Peachland Bay');
  }, 120_000);

  it('after an entry of a data file was removed deletes the pages made from it, and lists them no more', () => {
    const data = join(large, 'pages', '_data');
    const gone = builtRoutes(out).filter((route) => route.endsWith('/summerland'));
    expect(gone.length).toBeGreaterThan(1);
    for (const file of readdirSync(data))
      edit(join(data, file), /^- slug: summerland\n {2}name: Summerland\n {2}area: \d+\n/m, '');
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    expect(report(out).rendered).toEqual([]);
    const routes = builtRoutes(out);
    expect(routes.filter((route) => route.endsWith('/summerland'))).toEqual([]);
    for (const route of gone) {
      expect(existsSync(join(out, route.slice(1))), `${route} has no folder left`).toBe(false);
      expect(existsSync(join(out, '_pages', `${route.slice(1)}.json`)), `${route} has no JSON left`).toBe(false);
    }
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/summerland<');
  }, 120_000);

  it('after a page others link to was deleted stops at each link to it, though the files that link did not change', () => {
    const page = join(large, 'pages', 'services', 'water-lines.yaml');
    const text = readFileSync(page, 'utf8');
    rmSync(page);
    try {
      const { status, output } = build(out, large);
      expect(status, output).toBe(1);
      expect(output).toMatch(/pages\/_site\.yaml:\d+:\d+/);
      expect(output).toContain('/services/water-lines');
    } finally {
      writeFileSync(page, text);
    }
  }, 120_000);

  it('after a build stopped while it moved files in makes a whole new build', () => {
    // What a build leaves in outDir until its last file is in place.
    writeFileSync(join(out, '.build-unfinished'), '');
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    expect(report(out)).toMatchObject({ build: 'whole', rendered: [] });
    expect(existsSync(join(out, '.build-unfinished'))).toBe(false);
  }, 120_000);

  it('after a shared file of the last build was deleted by hand makes a whole new build, with the file back', () => {
    const asset = readdirSync(join(out, 'assets')).find((file) => file.endsWith('.js'))!;
    rmSync(join(out, 'assets', asset));
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    expect(report(out)).toMatchObject({ build: 'whole', rendered: [] });
    expect(existsSync(join(out, 'assets', asset))).toBe(true);
  }, 120_000);

  it('after a change to the site facts renders every page again', () => {
    edit(join(large, 'pages', '_site.yaml'), /^tagline: .*$/m, 'tagline: Plumbing for the rebuild test');
    const { status, output } = build(out, large);
    expect(status, output).toBe(0);
    const { bundles, rendered, reused } = report(out);
    expect(bundles).toBe('built');
    expect(reused).toEqual([]);
    expect(rendered.length).toBe(builtRoutes(out).length);
  }, 300_000);

  it('that fails half-way leaves the last build whole', () => {
    const before = readFileSync(join(out, '.build-report.json'), 'utf8');
    // The render threads fail on their first page: the staged build is already half made by then.
    const bundle = readdirSync(cache).find((d) => d.startsWith('bundles-'))!;
    // Of the same size, as the cache's list of sizes has it: a damage that list cannot see.
    const entry = join(cache, bundle, 'ssr', 'entry-server.js');
    const failing = 'throw new Error("the render failed half-way");\n';
    writeFileSync(entry, failing.padEnd(statSync(entry).size, ' '));
    edit(join(large, 'pages', 'about.yaml'), /^title: .*$/m, 'title: About, changed for a failed build');
    const { status, output } = build(out, large);
    expect(status).not.toBe(0);
    expect(output).toContain('the render failed half-way');
    expect(readFileSync(join(out, '.build-report.json'), 'utf8')).toBe(before);
    expect(readFileSync(join(out, 'about', 'index.html'), 'utf8')).not.toContain('changed for a failed build');
  }, 120_000);
});

/**
 * The brand colours a site's _site.yaml writes, as the build writes them (lower case): what its build must show,
 * whatever they are today.
 */
function brandOf(root: string) {
  const { primary, accent } = (
    parse(readFileSync(join(root, 'pages', '_site.yaml'), 'utf8')) as { brand: { primary: string; accent: string } }
  ).brand;
  return { primary: primary.toLowerCase(), accent: accent.toLowerCase() };
}

describe('the brand of _site.yaml', () => {
  // The fixture site (docs/example-site), its brand changed: the site's own pages are no part of this test.
  const fixture = 'docs/example-site';
  const site = join(work, 'branded');
  const out = join(work, 'branded-out');
  const logo = '/images/van.svg';
  const brand = `brand:
  primary: "#5b2a86"
  accent: "#7a3510"
  logo: { src: ${logo}, alt: Test Plumbing logo, width: 640, height: 400 }
  font: { name: Test Sans, file: /fonts/test.woff2 }
  radius: xl
`;
  const html = (dir: string) => readFileSync(join(dir, 'index.html'), 'utf8');
  /**
   * The entry stylesheet, where a build puts the brand's CSS (src/node/brand/brand-css.ts), minified: compared without
   * spaces.
   */
  const brandCss = (dir: string) =>
    readFileSync(join(dir, readManifest(dir)['index.html']!.css![0]!), 'utf8').replace(/\s+/g, '');
  const manifest = (dir: string) =>
    JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8')) as { theme_color: string };
  const themeColorOf = (text: string) => /<meta name="theme-color" content="([^"]+)"/.exec(text)?.[1];

  beforeAll(() => {
    for (const folder of ['pages', 'public']) cpSync(join(fixture, folder), join(site, folder), { recursive: true });
    mkdirSync(join(site, 'public', 'fonts'));
    writeFileSync(join(site, 'public', 'fonts', 'test.woff2'), 'not a real font: the build only names it');
    edit(join(site, 'pages', '_site.yaml'), /^brand:\n(?: .*\n)+/m, brand);
    const { status, output } = build(out, site, join(work, 'branded-cache'));
    if (status !== 0) throw new Error(output);
  }, 300_000);

  it('is the one pages/_site.yaml writes in the site as it is: its primary as the theme’s colour, the darkest shade as theme-color, the initial as the icon', () => {
    const small = join(work, 'small-out');
    const { primary, accent } = brandOf('.');
    expect(html(small)).not.toContain('data-mantine-styles');
    expect(brandCss(small)).toContain(`--mantine-color-brand-7:${primary}`);
    expect(brandCss(small)).toContain(`--mantine-color-copper-7:${accent}`);
    expect(themeColorOf(html(small))).toBe(shadesOf(primary)[9]);
    expect(manifest(small).theme_color).toBe(shadesOf(primary)[9]);
    expect(readFileSync(join(small, 'favicon.svg'), 'utf8')).toContain(`fill="${primary}"`);
  });

  it('changes the built site when changed: colours, theme-color, manifest, icon, logo, font and corners', () => {
    const page = html(out);
    const css = brandCss(out);
    expect(css).toContain('--mantine-color-brand-7:#5b2a86');
    expect(css).toContain(`--mantine-color-brand-9:${shadesOf('#5b2a86')[9]}`);
    expect(css).toContain('--mantine-color-copper-7:#7a3510');
    expect(page + css).not.toContain(brandOf(fixture).primary);
    expect(themeColorOf(page)).toBe(shadesOf('#5b2a86')[9]);
    expect(manifest(out).theme_color).toBe(shadesOf('#5b2a86')[9]);
    // An SVG logo is the icon as it is; the header shows it, named by its alt text.
    expect(readFileSync(join(out, 'favicon.svg'), 'utf8')).toBe(readFileSync(join(fixture, 'public', logo), 'utf8'));
    expect(page).toMatch(
      new RegExp(
        `<a [^>]*class="[^"]*brand-name[^"]*"[^>]*><img src="${logo}" ` +
          `alt="Test Plumbing logo" width="640" height="400"`,
      ),
    );
    // The font: preloaded in <head>, loaded by @font-face with the system font until it arrives, first in every text's
    // family.
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" href="\/fonts\/test.woff2" as="font"[^>]*crossorigin/);
    expect(css).toMatch(
      /@font-face\{font-family:"?Test ?Sans"?;src:url\(\/fonts\/test\.woff2\)format\("woff2"\);font-display:swap\}/,
    );
    expect(css).toMatch(/--mantine-font-family:"?Test ?Sans"?,system-ui/);
    expect(css).toContain('--mantine-radius-default:calc(2rem*var(--mantine-scale))');
  });
});

describe('a damaged cache, and two builds at once', () => {
  /** A cache of its own with the bundles already made, as the compiled build's test makes one. */
  const cacheWithBundles = (name: string) => {
    const own = join(work, name);
    for (const bundles of readdirSync(cache).filter((n) => n.startsWith('bundles-')))
      cpSync(join(cache, bundles), join(own, bundles), { recursive: true });
    return own;
  };
  const filesUnder = (dir: string) =>
    (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .map((f) => join(dir, f))
      .filter((f) => statSync(f).isFile());

  it('is made again and said so; cutting the cache short does not cut the site', () => {
    const own = cacheWithBundles('damaged-cache');
    const out = join(work, 'damaged-out');
    expect(build(out, resolve('.'), own).status).toBe(0);
    const site = new Map(filesUnder(out).map((f) => [f, readFileSync(f)]));
    // Every page and card the cache holds, and the bundles' manifest, cut in half; the list of the pages' sizes is
    // kept.
    const cached = filesUnder(own).filter(
      (f) =>
        (/[/\\](pages|cards)[/\\]/.test(f) && !f.endsWith('sizes.json')) || f.endsWith(join('.vite', 'manifest.json')),
    );
    for (const file of cached) truncateSync(file, Math.floor(statSync(file).size / 2));
    for (const [file, bytes] of site) expect(readFileSync(file).equals(bytes), file).toBe(true);
    const again = join(work, 'damaged-again');
    const { status, output } = build(again, resolve('.'), own);
    expect(status, output).toBe(0);
    expect(output).toMatch(
      /held bundles for this code, but client\/\.vite\/manifest\.json is \d+ bytes, not the \d+ it was made with: built again/,
    );
    expect(output).toMatch(/held \d+ pages cut short or otherwise damaged: made again/);
    expect(output).toMatch(/held \d+ share cards cut short or otherwise damaged: made again/);
    for (const file of filesUnder(again).filter((f) => f.endsWith('.html')))
      expect(readFileSync(file, 'utf8').trimEnd().endsWith('</html>'), file).toBe(true);
    for (const file of filesUnder(join(again, '_share'))) expect(wholeImage(file), file).toBe(true);
  }, 600_000);

  it('lets a second build in the same folder wait for the first, with a sentence, and both succeed', async () => {
    const own = cacheWithBundles('twice-cache');
    const out = join(work, 'twice-out');
    const args = [resolve('scripts/commands/run-compiled.mjs'), 'build'];
    const env = { ...process.env, OUT_DIR: out, PRERENDER_CACHE: own };
    const run = () =>
      new Promise<{ status: number | null; output: string }>((done) => {
        const child = spawn(process.execPath, args, { env });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (status) => done({ status, output }));
      });
    const both = await Promise.all([run(), run()]);
    expect(
      both.map((b) => b.status),
      both.map((b) => b.output).join('\n---\n'),
    ).toEqual([0, 0]);
    expect(
      both.filter((b) =>
        /Another build \(process \d+\) is writing .*; this one waits for it to finish\./.test(b.output),
      ),
    ).toHaveLength(1);
    for (const { output } of both) expect(output).not.toMatch(/^\s+at .*:\d+:\d+\)?$/m);
  }, 600_000);
});
