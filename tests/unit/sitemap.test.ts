import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles } from '../../scripts/builder/sitemap.ts';

const url = 'https://example.ca';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap', () => {
  it('is one sitemap.xml up to the limit', () => {
    const files = sitemapFiles(url, ['/', '/a', '/b'], 3);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<urlset');
    expect(locs(files.get('sitemap.xml')!)).toEqual(['https://example.ca/', 'https://example.ca/a', 'https://example.ca/b']);
  });

  it('past the limit is an index naming files of at most the limit each, every route in exactly one', () => {
    const routes = Array.from({ length: 7 }, (_, i) => `/p-${i}`);
    const files = sitemapFiles(url, routes, 3);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(['https://example.ca/sitemap-1.xml', 'https://example.ca/sitemap-2.xml', 'https://example.ca/sitemap-3.xml']);
    const parts = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].map((name) => locs(files.get(name)!));
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(routes.map((r) => `https://example.ca${r}`));
  });

  it('is named by robots.txt, index or not', () => {
    expect(robotsTxt(url)).toContain('Sitemap: https://example.ca/sitemap.xml');
  });
});
