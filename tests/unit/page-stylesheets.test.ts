// A page's one stylesheet (src/builder/page-assets.ts, writePageStylesheets): made from its blocks' stylesheets and
// the entry's, compressed once, kept beside the bundles, and placed from there into every build after the first, so a
// cold build whose bundles are cached compresses no stylesheet again.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pageStylesheet, writePageStylesheets, type Manifest } from '../../src/builder/page-assets.ts';
import { componentFile } from '../../src/blocks/names.ts';

const work = mkdtempSync(join(tmpdir(), 'page-stylesheets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const client = join(work, 'client');
const keep = join(work, 'page-stylesheets');
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true },
  [componentFile('faq')]: { file: 'assets/Faq-2.js', css: ['assets/Faq-2.css'] },
  [componentFile('tabs')]: { file: 'assets/Tabs-3.js', css: ['assets/Tabs-3.css'] },
};
mkdirSync(join(client, 'assets'), { recursive: true });
for (const [file, css] of [
  ['index-1.css', '.entry{color:red}'],
  ['Faq-2.css', '.faq{color:blue}'],
  ['Tabs-3.css', '.tabs{color:green}'],
])
  writeFileSync(join(client, 'assets', file!), css!);
// Three pages, two sets of blocks: two stylesheets.
const pages = [['faq'], ['faq', 'tabs'], ['faq', 'faq']];

describe('page stylesheets', () => {
  const first = join(work, 'build-1');
  const second = join(work, 'build-2');
  const faqAndTabs = pageStylesheet(manifest, ['faq', 'tabs']).file;

  it("joins the blocks' stylesheets and the entry's into one file, with its compressed copies", async () => {
    expect(await writePageStylesheets(manifest, pages, client, first, keep, () => false)).toBe(2);
    const css = readFileSync(join(first, faqAndTabs), 'utf8');
    expect(css).toBe('.faq{color:blue}\n.tabs{color:green}\n.entry{color:red}');
    expect(brotliDecompressSync(readFileSync(join(first, `${faqAndTabs}.br`))).toString()).toBe(css);
    expect(gunzipSync(readFileSync(join(first, `${faqAndTabs}.gz`))).toString()).toBe(css);
  });

  it('places the kept files into the next build instead of compressing them again', async () => {
    // A kept stylesheet changed by hand would show if the next build made its own.
    const kept = join(keep, faqAndTabs.replace('assets/', ''));
    writeFileSync(`${kept}.br`, 'kept');
    expect(await writePageStylesheets(manifest, pages, client, second, keep, () => false)).toBe(2);
    expect(readFileSync(join(second, `${faqAndTabs}.br`), 'utf8')).toBe('kept');
    // A copy of its own, not a link: damage to the cache is not damage to the site.
    expect(readFileSync(join(second, faqAndTabs))).toEqual(readFileSync(kept));
    expect(statSync(join(second, faqAndTabs)).ino).not.toBe(statSync(kept).ino);
  });

  it('leaves a stylesheet the build already has', async () => {
    const third = join(work, 'build-3');
    expect(await writePageStylesheets(manifest, pages, client, third, keep, (file) => file === faqAndTabs)).toBe(1);
    expect(() => statSync(join(third, faqAndTabs))).toThrow();
  });
});
