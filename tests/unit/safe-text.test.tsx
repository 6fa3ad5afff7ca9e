// @vitest-environment jsdom
// Text from a page file is shown, never run: markup written in any text field reaches the visitor as those characters.
import { renderToString } from 'react-dom/server';
import { parse } from 'yaml';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { block, blockTypes } from '../../src/blocks/index.ts';
import { siteSchema } from '../../schema/site.ts';
import { inlineJson } from '../../src/core/inline-json.ts';
import { App } from '../../src/browser/App.tsx';
import { resolveFacts, siteFacts } from '../../src/core/placeholders.ts';
import { putPages, putSiteData } from '../../src/browser/render/page-store.ts';
import { shownTexts } from '../shown-text.ts';
import { fixture, renderBlock } from './block-render.tsx';
import { fixtureSiteData, fixtureText } from './site-fixture.ts';

const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  // Breaks out of an attribute value, for texts that also go into aria-label or content="…".
  '"><svg onload="window.__xss=1">',
];

/**
 * The value with every shown text replaced by the payload, numbered so each can be found, except where the schema
 * refuses the payload: those fields are choices or formats (a date, a colour), not free text.
 */
function withPayload<T>(schema: z.ZodType<T>, raw: unknown, payload: string): { value: T; texts: string[] } {
  const fields = shownTexts(schema, raw).map((t) => t.path);
  const text = (i: number) => `${payload} (text ${i + 1})`;
  const replaced = (paths: PropertyKey[][]) => {
    const copy = structuredClone(raw) as Record<PropertyKey, unknown>;
    paths.forEach((path, i) => {
      const parent = path
        .slice(0, -1)
        .reduce<Record<PropertyKey, unknown>>((o, k) => o[k] as Record<PropertyKey, unknown>, copy);
      parent[path.at(-1)!] = text(i);
    });
    return copy;
  };
  const refused = new Set(schema.safeParse(replaced(fields)).error?.issues.map((issue) => issue.path.join('.')));
  const kept = fields.filter((path) => !refused.has(path.join('.')));
  return { value: schema.parse(replaced(kept)), texts: kept.map((_, i) => text(i)) };
}

/**
 * What a browser would build from the HTML: elements made from a payload (they carry its __xss) would be there, texts
 * would be text.
 */
function inspect(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const handlers = [...doc.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName.toLowerCase()} ${a.name}`),
  );
  return {
    doc,
    injected: [...doc.querySelectorAll('script, img, iframe, object, embed, svg')]
      .map((el) => el.outerHTML)
      .filter((html) => html.includes('__xss')),
    handlers,
    text: doc.documentElement.textContent,
  };
}

const data = fixtureSiteData();
beforeAll(() => putSiteData(data));

describe.each(blockTypes)('the %s block', (type) => {
  it.each(payloads)('shows %s in its texts as written, without running it', async (payload) => {
    const { value, texts } = withPayload(block, fixture(type), payload);
    const { injected, handlers, text } = inspect(await renderBlock(resolveFacts(block, value, siteFacts(data.site))));
    expect(texts.length).toBeGreaterThan(0);
    expect(injected).toEqual([]);
    expect(handlers).toEqual([]);
    for (const t of texts) expect(text).toContain(t);
  });
});

describe('a whole page, with its head tags and the site facts in header and footer', () => {
  it.each(payloads)('shows %s as written in the title, description and Open Graph tags', async (payload) => {
    const site = withPayload(siteSchema, parse(fixtureText('pages/_site.yaml')), payload);
    const hero = withPayload(block, fixture('hero'), payload);
    const title = `${payload} (title)`;
    const description = `${payload} (description)`;
    putSiteData({
      site: { ...site.value, brand: data.site.brand, copyrightYear: data.site.copyrightYear },
      routes: ['/xss'],
    });
    await putPages({
      '/xss': { title, description, blocks: [resolveFacts(block, hero.value, siteFacts(site.value))] },
    });
    const { doc, injected, handlers, text } = inspect(renderToString(<App ssrPath="/xss" />));
    putSiteData(data);

    expect(injected).toEqual([]);
    expect(handlers).toEqual([]);
    expect(doc.title).toBe(title);
    const meta = (selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute('content');
    expect([meta('name="description"'), meta('property="og:title"'), meta('property="og:description"')]).toEqual([
      description,
      title,
      description,
    ]);
    expect(meta('property="og:site_name"')).toBe(site.value.company);
    const { company, tagline, location, phone, nav } = site.value;
    for (const t of [...hero.texts, company, tagline, location, phone.display, ...nav.map((n) => n.label)])
      expect(text).toContain(t);
  });
});

describe("a page's data inline in its HTML", () => {
  it('stays inside its script element whatever its texts hold, and reads back the same', () => {
    const data = {
      title: '</script><script>window.__xss=1</script>',
      text: '<!--<script>',
      lines: 'one\u2028two\u2029three',
    };
    const { doc } = inspect(`<script type="application/json" id="page-data">${inlineJson(data)}</script><p>after</p>`);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.getElementById('page-data')!.textContent!)).toEqual(data);
    expect(doc.querySelector('p')?.textContent).toBe('after');
  });
});
