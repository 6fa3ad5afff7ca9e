// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { block, blockTypes } from '../../schema/blocks/index.ts';
import { resolveSiteRefs } from '../../src/core/placeholders.ts';
import { walkStrings } from '../../src/core/walk.ts';
import { blockFile } from '../../src/browser/render/block-file.ts';
import { putSiteData } from '../../src/browser/render/page-store.ts';
import { isShownText } from '../shown-text.ts';
import { fixture, renderBlock } from './block-render.tsx';
import { realSiteData } from './site-fixture.ts';

const data = realSiteData();

beforeAll(() => putSiteData(data));

describe.each(blockTypes)('the %s block', (type) => {
  it('has a component file and a fixture that validates', () => {
    expect(existsSync(blockFile(type))).toBe(true);
    const result = block.safeParse(fixture(type));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.type).toBe(type);
  });

  it('renders its fixture with every text it was given', async () => {
    const html = await renderBlock(resolveSiteRefs(block.parse(fixture(type)), data.site));
    const texts: string[] = [];
    const alts: string[] = [];
    // The texts the editor wrote (not defaults a block may rightly leave out), with placeholders filled in.
    walkStrings(resolveSiteRefs(fixture(type), data.site), (text, path) => {
      if (isShownText(path.at(-1))) texts.push(text);
      if (path.at(-1) === 'alt') alts.push(text);
    });
    const plain = html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
    for (const text of texts) expect(plain).toContain(text);
    for (const alt of alts) expect(html).toContain(`alt="${alt}"`);
  });
});
