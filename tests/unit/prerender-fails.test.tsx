// @vitest-environment jsdom
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, type Page } from '../../src/blocks/page-schemas.ts';
import { resolveFacts, siteFacts } from '../../src/core/placeholders.ts';
import { putSiteData } from '../../src/browser/render/page-store.ts';
import { renderPage } from '../../src/browser/render-page.tsx';
import { fixtureSiteData, fixtureText } from './site-fixture.ts';

const data = fixtureSiteData();
const about = resolveFacts(pageSchema, pageSchema.parse(parse(fixtureText('pages/about.yaml'))), siteFacts(data.site));

beforeAll(() => putSiteData(data));

describe('the prerender', () => {
  it('renders a sound page with every block in place', async () => {
    const html = await renderPage('/about', '/about', about);
    expect(html).not.toContain('<!--$!-->');
    expect(html.match(/data-block-index=/g)).toHaveLength(about.blocks.length);
  });

  it('fails, naming the block and its error, when a block throws instead of shipping an empty space', async () => {
    const index = about.blocks.findIndex((b) => b.type === 'stats');
    expect(index).toBeGreaterThan(0);
    // Data the schema would refuse, as a bug in a component would produce: the block cannot render.
    const broken = {
      ...about,
      blocks: about.blocks.map((b, i) => (i === index ? { ...b, items: null } : b)),
    } as unknown as Page;
    await expect(renderPage('/about', '/about', broken)).rejects.toThrow(
      new RegExp(`/about cannot be prerendered:\\n  block ${index + 1} \\(stats\\): .*null`),
    );
  });
});
