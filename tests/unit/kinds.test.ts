// Field kinds live in the schemas: a field is resolved and checked because of its schema type, whatever its key is
// called. These tests add fields under new names to a block and change nothing under src/node.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ctaBlock } from '../../src/blocks/cta/schema.ts';
import { heroBlock } from '../../src/blocks/hero/schema.ts';
import { contactFormBlock } from '../../src/blocks/contact-form/schema.ts';
import { endpoint } from '../../schema/endpoint.ts';
import { href } from '../../schema/link.ts';
import { text } from '../../schema/text.ts';
import { resolveFacts, siteFacts } from '../../src/core/placeholders.ts';
import { checkKinds } from '../../src/node/check/kinds/check-kinds.ts';
import type { KindContext } from '../../src/node/check/kinds/kind-context.ts';
import { assetsOf, fixtureSiteData } from './site-fixture.ts';

/**
 * A page schema whose call-to-action block has a link called `website` and a text called `strapline`, new names both.
 */
const ctaWithWebsite = ctaBlock.extend({ website: href.optional(), strapline: text.optional() });
const pageSchema = z.strictObject({ blocks: z.array(z.discriminatedUnion('type', [heroBlock, ctaWithWebsite])) });

const site = fixtureSiteData();
const context = (): KindContext => ({
  facts: siteFacts(site.site),
  routes: new Set(site.routes),
  knownMissing: new Set(),
  linked: new Set(),
});
const cta = (fields: object) => ({
  blocks: [
    { type: 'hero', title: 'Hi' },
    { type: 'cta', heading: 'Call', actions: [{ label: 'Go', href: '/contact' }], ...fields },
  ],
});
const found = (data: unknown) =>
  checkKinds(pageSchema, data, context()).map(({ path, problem }) => `${path.join('.')} ${problem.code}`);

describe('a link under a new key name', () => {
  it('is checked: a page that does not exist is refused there', () => {
    expect(found(cta({ website: '/no-such-page' }))).toEqual(['blocks.1.website link-to-missing-page']);
    expect(found(cta({ website: '/about' }))).toEqual([]);
  });

  it('is resolved: a shorthand becomes the site phone', () => {
    const page = pageSchema.parse(cta({ website: 'call' }));
    expect(resolveFacts(pageSchema, page, siteFacts(site.site)).blocks[1]).toMatchObject({
      website: `tel:${site.site.phone.dial}`,
    });
  });

  it('is refused by the schema like every link', () => {
    expect(pageSchema.safeParse(cta({ website: 'javascript:alert(1)' })).error?.issues[0]).toMatchObject({
      params: { code: 'unsafe-link' },
    });
  });
});

describe('a text under a new key name', () => {
  it('has its placeholders checked and filled in', () => {
    expect(found(cta({ strapline: 'Call {phnoe}' }))).toEqual(['blocks.1.strapline unknown-placeholder']);
    const page = pageSchema.parse(cta({ strapline: 'Call {phone}' }));
    expect(resolveFacts(pageSchema, page, siteFacts(site.site)).blocks[1]).toMatchObject({
      strapline: `Call ${site.site.phone.display}`,
    });
  });

  it('shows only the site facts: {constructor} and {toString} are unknown, never JavaScript', () => {
    expect(found(cta({ strapline: '{constructor} {toString}' }))).toEqual([
      'blocks.1.strapline unknown-placeholder',
      'blocks.1.strapline unknown-placeholder',
    ]);
    const page = pageSchema.parse(cta({ strapline: '{constructor}' }));
    expect(resolveFacts(pageSchema, page, siteFacts(site.site)).blocks[1]).toMatchObject({
      strapline: '{constructor}',
    });
  });
});

describe('the contact form endpoint', () => {
  const form = {
    type: 'contact-form',
    fields: Object.fromEntries(
      ['name', 'phone', 'email', 'service', 'message', 'emergency'].map((k) => [k, { label: k }]),
    ),
    servicePrompt: 'Pick',
    services: ['Other'],
  };
  const refusedAs = (value: string) =>
    (endpoint.safeParse(value).error?.issues[0] as { params?: { code?: string } } | undefined)?.params?.code;

  it('accepts an https address or a path of this site', () => {
    for (const value of [
      'https://forms.example.com/quote',
      'https://forms.example.com',
      '/api/quote',
      'https://[::1]:8443/x',
    ])
      expect(refusedAs(value), value).toBeUndefined();
  });

  it('refuses what a link refuses, what a browser cannot parse, credentials, and other kinds of link', () => {
    expect(refusedAs('/\\evil.example/collect')).toBe('link-with-backslash');
    expect(refusedAs('javascript:alert(1)')).toBe('unsafe-link');
    expect(refusedAs('https://user:pass@forms.example.com/')).toBe('link-with-credentials');
    expect(refusedAs('//evil.example')).toBe('link-to-other-site');
    for (const value of ['http://forms.example.com/', 'call', 'mailto:a@b.ca', '#form', 'forms.example.com/quote'])
      expect(refusedAs(value), value).toBe('invalid-endpoint');
    for (const value of ['https://[/', 'https://', 'https://:443/x'])
      expect(refusedAs(value), value).toBe('invalid-address');
  });

  it('refuses a host with characters a host cannot have, which would carry a second policy into the security headers', () => {
    for (const value of [
      'https://forms.example,default-src/send',
      'https://forms.example;sandbox/send',
      'https://forms.example%2Csandbox/x',
      "https://forms.example'/x",
      'https://a..b/x',
      'https://-a.example/x',
      'https://a_b.example/',
    ])
      expect(refusedAs(value), value).toBe('address-with-bad-host');
    for (const value of [
      'https://xn--bcher-kva.example/x',
      'https://bücher.example/x',
      'https://FORMS.Example.com:8443/x',
      'https://127.0.0.1/x',
    ])
      expect(refusedAs(value), value).toBeUndefined();
  });

  it('is a warning at the form when left out: the form cannot send anything', () => {
    const schema = z.strictObject({ blocks: z.array(contactFormBlock) });
    const problems = checkKinds(schema, { blocks: [form] }, context());
    expect(problems.map(({ path, problem }) => `${path.join('.')} ${problem.severity} ${problem.code}`)).toEqual([
      'blocks.0.endpoint warning missing-endpoint',
    ]);
    expect(checkKinds(schema, { blocks: [{ ...form, endpoint: '/api/quote' }] }, context())).toEqual([]);
  });

  it('is refused when it is a page or a file of this site, which receives nothing; another path of the site stays allowed', () => {
    const schema = z.strictObject({ blocks: z.array(contactFormBlock) });
    const withAssets = { ...context(), assets: assetsOf('/images/van.svg') };
    const said = (value: string) =>
      checkKinds(schema, { blocks: [{ ...form, endpoint: value }] }, withAssets).map(
        ({ problem }) => `${problem.code}: ${problem.message}`,
      );
    expect(said('/contact')).toEqual([
      'endpoint-is-page: This form would send to /contact, which is the page /contact, not a form receiver: ' +
        'the host answers a message sent there with that file, or refuses it, and the message is lost.',
    ]);
    expect(said('/contact/?x=1')[0]).toContain('which is the page /contact,');
    expect(said('/')[0]).toContain('which is the page /,');
    expect(said('/images/van.svg')[0]).toContain('which is the file public/images/van.svg,');
    for (const file of ['/assets/index-abc.js', '/404.html', '/sitemap.xml', '/robots.txt', '/contact/index.html'])
      expect(said(file)[0], file).toContain('which is a file the build writes,');
    for (const free of ['/api/quote', '/.netlify/functions/quote', '/forms/quote'])
      expect(said(free), free).toEqual([]);
  });

  it("resolves the path as the host does: dots, percent-encoding, case, the build's own folders and hidden files", () => {
    const schema = z.strictObject({ blocks: z.array(contactFormBlock) });
    const withAssets = { ...context(), assets: assetsOf('/images/Van.svg') };
    const taken = (value: string) =>
      checkKinds(schema, { blocks: [{ ...form, endpoint: value }] }, withAssets).map(
        ({ problem }) => /which is (.*?), not a form receiver/.exec(problem.message)?.[1],
      );
    for (const page of [
      '/services/../contact',
      '/./contact',
      '/%63ontact',
      '/Contact',
      '/CONTACT/',
      '/%2e/contact',
      '/x/%2E%2E/contact',
    ])
      expect(taken(page), page).toEqual(['the page /contact']);
    expect(taken('/images/van.SVG')).toEqual(['the file public/images/Van.svg']);
    for (const folder of ['/_share/x.png', '/_img/van-640.webp', '/_pages/contact.json', '/_Share/'])
      expect(taken(folder)[0], folder).toMatch(/^the build's folder \/_(share|img|pages),/);
    for (const hidden of ['/.build-report.json', '/.build-manifest.json', '/%2Ebuild-unfinished', '/.env'])
      expect(taken(hidden)[0], hidden).toMatch(/^a hidden file/);
    for (const host of ['/_headers', '/_redirects', '/_headers/'])
      expect(taken(host), host).toEqual(['a file the host reads its settings from']);
  });

  it("is the site's own inbox at /_inbox: accepted where the site file sets the inbox up, a warning where it does not", () => {
    const schema = z.strictObject({ blocks: z.array(contactFormBlock) });
    const said = (inbox: boolean | undefined, endpoint?: string) =>
      checkKinds(schema, { blocks: [{ ...form, endpoint }] }, { ...context(), inbox }).map(
        ({ path, problem }) => `${path.join('.')} ${problem.severity} ${problem.code}`,
      );
    expect(said(true, '/_inbox')).toEqual([]);
    expect(said(false, '/_inbox')).toEqual(['blocks.0.endpoint warning inbox-not-set-up']);
    // Without a valid site file, whether the site is set up is unknown: it is said once the site file is fixed.
    expect(said(undefined, '/_inbox')).toEqual([]);
    expect(said(true)).toEqual(['blocks.0.endpoint warning missing-endpoint']);
    expect(said(true, 'https://forms.example.com/quote')).toEqual([]);
  });
});
