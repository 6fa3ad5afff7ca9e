// What a small-business site may turn on, each default to the seed's choice, tested on a copy of the fixture site
// (docs/example-site) with all of them on: the year written at each build, a privacy page, terms and a sitemap page
// made with new-page, analytics, and redirects; built as npm runs it, served as a host serves it, and checked again.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from '../../src/builder/serve-dist.ts';
import { contentSecurityPolicy } from '../../src/builder/security-headers.ts';
import { runBuild } from '../run-build.ts';
import { siteContent } from '../site-content.ts';

const root = mkdtempSync(join(tmpdir(), 'owner-options-'));
const out = join(root, 'out');
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', resolve(script), ...args], {
    encoding: 'utf8',
    env: { ...process.env, OUT_DIR: out },
  });
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
let host: Server;
let base: string;
const said: string[] = [];

beforeAll(async () => {
  cpSync('docs/example-site', root, { recursive: true });
  const siteFile = join(root, 'pages/_site.yaml');
  writeFileSync(
    siteFile,
    readFileSync(siteFile, 'utf8')
      .replace('copyrightYear: 2024', 'copyrightYear: auto')
      .replace(
        'knownMissingPages:',
        'analytics:\n  provider: plausible\n  id: example.com\nredirects:\n' +
          '  - from: /drains\n    to: /services/drain-cleaning\nknownMissingPages:',
      ),
  );
  for (const page of ['privacy', 'terms', 'sitemap']) {
    const made = run('scripts/commands/new-page.ts', page, '--root', root);
    if (made.status !== 0) throw new Error(made.stderr);
    said.push(made.stdout);
  }
  const built = runBuild({ out, pagesRoot: root, cache: join(root, 'cache') });
  if (built.status !== 0) throw new Error(built.output);
  host = await serveDist(out, 0);
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
}, 300_000);
afterAll(() => new Promise((done) => host?.close(done)));

const page = async (path: string) => decode(await (await fetch(`${base}${path}`)).text());

describe('a site with every option on', () => {
  it('writes the year of the build in the footer (copyrightYear: auto)', async () => {
    expect(await page('/')).toContain(`© ${new Date().getFullYear()} ${siteContent(root).site.company}`);
  }, 30_000);

  it('writes a privacy page from the site’s facts: where the form sends, no cookies, the analytics', async () => {
    expect(said[0]).toContain('Took /privacy off knownMissingPages in pages/_site.yaml');
    expect(siteContent(root).site.knownMissingPages).toEqual([]);
    const privacy = await page('/privacy');
    expect(privacy).toContain('This site sets no cookies.');
    expect(privacy).toContain('We count visits with Plausible Analytics');
    expect(privacy).toContain('What you send with the form on /contact goes to our own website server');
    expect(privacy).toContain(siteContent(root).site.email);
    expect(await page('/terms')).toContain(`governed by the laws of ${siteContent(root).site.address.region}`);
  });

  it('lists every page on the sitemap page, each a link', async () => {
    const html = await (await fetch(`${base}/sitemap`)).text();
    for (const route of siteContent(root).pages.keys()) expect(html, route).toContain(`href="${route}"`);
  });

  it('puts the analytics script on every page, and lets it through the security policy, nothing else', async () => {
    for (const path of ['/', '/privacy', '/no/such/page'])
      expect(await (await fetch(`${base}${path}`)).text()).toContain(
        '<script defer src="https://plausible.io/js/script.js" data-domain="example.com"></script>',
      );
    const served = (await fetch(`${base}/`)).headers.get('content-security-policy')!.split('; ');
    const without = contentSecurityPolicy({ formOrigins: [] }).split('; ');
    expect(served.filter((d) => !without.includes(d))).toEqual([
      "script-src 'self' https://plausible.io",
      "connect-src 'self' https://plausible.io",
    ]);
  });

  it('redirects an old address: _redirects for the host (which the preview applies), and a page there that forwards', async () => {
    expect(readFileSync(join(out, '_redirects'), 'utf8')).toBe('/drains /services/drain-cleaning 301\n');
    const answer = await fetch(`${base}/drains`, { redirect: 'manual' });
    expect([answer.status, answer.headers.get('location')]).toEqual([301, '/services/drain-cleaning']);
    const forwarding = readFileSync(join(out, 'drains/index.html'), 'utf8');
    expect(forwarding).toContain('<meta http-equiv="refresh" content="0; url=/services/drain-cleaning">');
    expect(forwarding).toContain(
      `<link rel="canonical" href="${new URL('/services/drain-cleaning', siteContent(root).site.url).href}">`,
    );
    expect(forwarding).not.toMatch(/<script/);
    expect((await fetch(`${base}/_redirects`)).status).toBe(404);
  });

  it('warns when a page of the last build has gone without a redirect, and not once it has one', () => {
    rmSync(join(root, 'pages/terms.yaml'));
    const warned = JSON.parse(run('scripts/commands/validate.ts', '--root', root, '--format', 'json').stdout) as {
      ok: boolean;
      problems: Array<{ code: string; file: string; line: number; message: string }>;
    };
    expect(warned.ok).toBe(true);
    expect(
      warned.problems.filter((p) => p.code === 'page-gone-without-redirect').map((p) => [p.file, p.message]),
    ).toEqual([
      [
        'pages/_site.yaml',
        '/terms was a page of the last build (out/) and has none now: links ' +
          'and search results that lead there would find the not-found page.',
      ],
    ]);
    const siteFile = join(root, 'pages/_site.yaml');
    writeFileSync(
      siteFile,
      readFileSync(siteFile, 'utf8').replace('redirects:\n', 'redirects:\n  - from: /terms\n    to: /privacy\n'),
    );
    const after = JSON.parse(run('scripts/commands/validate.ts', '--root', root, '--format', 'json').stdout) as {
      problems: Array<{ code: string }>;
    };
    expect(after.problems.map((p) => p.code)).not.toContain('page-gone-without-redirect');
  }, 60_000);
});
