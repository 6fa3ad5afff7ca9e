// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { block, blockTypes } from '../../src/blocks/index.ts';
import { visitKinds } from '../../src/core/kind-walk.ts';
import { resolveFacts, siteFacts } from '../../src/core/placeholders.ts';
import { componentFile } from '../../src/blocks/names.ts';
import { putSiteData } from '../../src/browser/render/page-store.ts';
import { shownTexts } from '../shown-text.ts';
import { fixture, renderBlock } from './block-render.tsx';
import { fixtureSiteData } from './site-fixture.ts';

const data = fixtureSiteData();
const facts = siteFacts(data.site);

beforeAll(() => putSiteData(data));

describe.each(blockTypes)('the %s block', (type) => {
  it('has a component file and a fixture that validates', () => {
    expect(existsSync(componentFile(type))).toBe(true);
    const result = block.safeParse(fixture(type));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.type).toBe(type);
  });

  it('renders its fixture with every text it was given', async () => {
    const html = await renderBlock(resolveFacts(block, block.parse(fixture(type)), facts));
    // The texts the editor wrote (not defaults a block may rightly leave out), with placeholders filled in.
    const resolved = resolveFacts(block, fixture(type), facts);
    const texts = shownTexts(block, resolved).map((t) => t.text);
    const alts = altTexts(resolved);
    const plain = html
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
    for (const text of texts) expect(plain).toContain(text);
    for (const alt of alts) expect(html).toContain(`alt="${alt}"`);
  });
});

/** The alt text of every picture in a block. */
function altTexts(value: unknown): string[] {
  const alts: string[] = [];
  visitKinds(block, value, ({ value: picture, meta }) => {
    const alt = (picture as { alt?: unknown } | undefined)?.alt;
    if (meta.kind === 'picture' && typeof alt === 'string') alts.push(alt);
  });
  return alts;
}

describe('a field under its old name (src/blocks/renamed.ts)', () => {
  // A notice's tone was its kind: a page written before still shows its warning as a warning.
  it.each([
    ['tone', 'warning'],
    ['kind', 'warning'],
    ['kind', 'news'],
  ])('a notice with %s: %s reads as that tone', async (field, tone) => {
    const notice = block.parse({ type: 'notice', title: 'Closed on Boxing Day', [field]: tone });
    expect(await renderBlock(resolveFacts(block, notice, facts))).toContain(`notice notice-${tone}`);
  });

  it('a notice with neither reads as news', async () => {
    const notice = block.parse({ type: 'notice', title: 'New hours' });
    expect(await renderBlock(resolveFacts(block, notice, facts))).toContain('notice notice-news');
  });
});
