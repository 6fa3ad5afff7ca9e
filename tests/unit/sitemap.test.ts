import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastChanged } from '../../src/builder/last-changed.ts';
import { robotsTxt, sitemapFiles } from '../../src/builder/sitemap.ts';

const url = 'https://example.ca';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap', () => {
  it('is one sitemap.xml up to the limit', () => {
    const files = sitemapFiles(url, ['/', '/a', '/b'], undefined, 3);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<urlset');
    expect(locs(files.get('sitemap.xml')!)).toEqual([
      'https://example.ca/',
      'https://example.ca/a',
      'https://example.ca/b',
    ]);
  });

  it('past the limit is an index naming files of at most the limit each, every route in exactly one', () => {
    const routes = Array.from({ length: 7 }, (_, i) => `/p-${i}`);
    const files = sitemapFiles(url, routes, undefined, 3);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([
      'https://example.ca/sitemap-1.xml',
      'https://example.ca/sitemap-2.xml',
      'https://example.ca/sitemap-3.xml',
    ]);
    const parts = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].map((name) => locs(files.get(name)!));
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(routes.map((r) => `https://example.ca${r}`));
  });

  it('is named by robots.txt, index or not', () => {
    expect(robotsTxt(url)).toContain('Sitemap: https://example.ca/sitemap.xml');
  });
});

describe('lastmod', () => {
  const git = (root: string, args: string[], date?: string) => {
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'Owner',
      GIT_AUTHOR_EMAIL: 'owner@example.ca',
      GIT_COMMITTER_NAME: 'Owner',
      GIT_COMMITTER_EMAIL: 'owner@example.ca',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    };
    const run = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', env });
    if (run.status !== 0) throw new Error(run.stderr);
  };
  const write = (root: string, file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const template = 'data:\n  town: _data/towns.yaml\ntitle: "Plumber in {town.name}"\n';
  const pages = [
    { route: '/', file: 'pages/index.yaml' },
    { route: '/about', file: 'pages/about.yaml' },
    { route: '/plumber-in/kelowna', file: 'pages/plumber-in/[town].yaml' },
    { route: '/new', file: 'pages/new.yaml' },
  ];

  it('is the date of the last commit that touched the page or the data it reads, and none for a page git does not know', () => {
    const root = mkdtempSync(join(tmpdir(), 'lastmod-'));
    git(root, ['init', '-q']);
    for (const [file, text] of [
      ['pages/index.yaml', 'title: Home\n'],
      ['pages/about.yaml', 'title: About\n'],
      ['pages/plumber-in/[town].yaml', template],
      ['pages/_data/towns.yaml', '- name: Kelowna\n'],
    ])
      write(root, file!, text!);
    git(root, ['add', '.']);
    git(root, ['commit', '-qm', 'first'], '2024-03-01T10:00:00+00:00');
    write(root, 'pages/about.yaml', 'title: About us\n');
    write(root, 'pages/_data/towns.yaml', '- name: Kelowna\n- name: Vernon\n');
    git(root, ['commit', '-qam', 'second'], '2024-06-15T09:30:00+00:00');
    // Changed on disk and not committed, and a page never committed: their last commit says nothing of them now.
    write(root, 'pages/index.yaml', 'title: Home, changed\n');
    write(root, 'pages/new.yaml', 'title: New\n');
    const xml = sitemapFiles(
      url,
      pages.map((p) => p.route),
      lastChanged(root, pages),
    ).get('sitemap.xml')!;
    const lastmods = Object.fromEntries(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        new URL(m[1]!).pathname,
        m[2],
      ]),
    );
    expect(lastmods).toEqual({
      '/': '2024-03-01T10:00:00+00:00',
      '/about': '2024-06-15T09:30:00+00:00',
      '/plumber-in/kelowna': '2024-06-15T09:30:00+00:00',
      '/new': undefined,
    });
  });

  it('is left out outside a git repository', () => {
    const root = mkdtempSync(join(tmpdir(), 'lastmod-'));
    write(root, 'pages/index.yaml', 'title: Home\n');
    expect(sitemapFiles(url, ['/'], lastChanged(root, pages.slice(0, 1))).get('sitemap.xml')).not.toContain(
      '<lastmod>',
    );
  });
});
