// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { block, blockTypes } from '../../schema/blocks/index.ts';
import { resolveSiteRefs } from '../../src/load/site-refs.ts';
import { blockFile } from '../../src/render/block-file.ts';
import { BlockView } from '../../src/render/BlockView.tsx';
import { putPages, putSiteData } from '../../src/render/page-store.ts';
import { theme } from '../../src/theme.ts';
import { realSiteData } from './site-fixture.ts';

const data = realSiteData();
const fixture = (type: string) => parse(readFileSync(`tests/fixtures/blocks/${type}.yaml`, 'utf8')) as unknown;

beforeAll(() => putSiteData(data));

describe.each(blockTypes)('the %s block', (type) => {
  it('has a component file and a fixture that validates', () => {
    expect(existsSync(blockFile(type))).toBe(true);
    const result = block.safeParse(fixture(type));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.type).toBe(type);
  });

  it('renders its fixture with every text it was given', async () => {
    const parsed = resolveSiteRefs(block.parse(fixture(type)), data.site);
    await putPages({ [`/fixture/${type}`]: { title: 'Fixture page', description: 'x', blocks: [parsed] } });
    const html = renderToString(
      <MantineProvider theme={theme}>
        <Router ssrPath="/">
          <BlockView block={parsed} index={0} pageKey={`/fixture/${type}`} />
        </Router>
      </MantineProvider>,
    );
    const texts: string[] = [];
    // The texts the editor wrote (not defaults a block may rightly leave out), with placeholders filled in.
    JSON.stringify(resolveSiteRefs(fixture(type), data.site), (key, value) => {
      // Not shown as text: kinds, links, styles, and a calculator's input ids and formulas.
      if (typeof value === 'string' && !['type', 'href', 'style', 'tone', 'icon', 'id', 'formula'].includes(key)) texts.push(value);
      return value;
    });
    const plain = html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
    for (const text of texts) expect(plain).toContain(text);
  });
});
