import { exampleFile } from '../../src/blocks/names.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../src/blocks/index.ts';
import { href } from '../../schema/link.ts';
import { readPages } from '../../src/node/read/read-pages.ts';
import { isRouteFile, notFoundFile, paramsOf, siteFile } from '../../src/core/routes.ts';
import { writeCorpus } from '../../scripts/bench/corpus.ts';

/** The committed JSON Schemas, checked as the editor's YAML language server checks them (draft 7). */
const ajv = new Ajv({ allErrors: true });
// The YAML language server shows this instead of the raw pattern; Ajv only needs to know it is not a typo.
ajv.addKeyword('patternErrorMessage');
ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
ajv.addFormat('uri', (value: string) => URL.canParse(value));
const load = (file: string) => ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object);
const pageSchema = load('schema/page.schema.json');
const siteSchema = load('schema/site.schema.json');
const dataPageSchema = load('schema/data-page.schema.json');
const dataSchema = load('schema/data.schema.json');
/** The schema a file's first line names: the site file's, a data page's, a data file's or a page's. */
const schemaFor = (file: string) =>
  file === siteFile
    ? siteSchema
    : paramsOf(file).length
      ? dataPageSchema
      : !isRouteFile(file) && file !== notFoundFile
        ? dataSchema
        : pageSchema;

const explain = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('\n');
const yamlOf = (file: string) => parse(readFileSync(file, 'utf8')) as unknown;

describe('the JSON Schemas editors use', () => {
  it.each(readPages('.').files.map((f) => f.file))('accept the real page %s', (file) => {
    const validate = schemaFor(file);
    const ok = validate(yamlOf(file));
    expect(ok, explain(validate.errors)).toBe(true);
  });

  it('accept the data pages and data files of a generated site, and refuse a slug that is not a web address', () => {
    const root = mkdtempSync(join(tmpdir(), 'json-schema-corpus-'));
    try {
      writeCorpus(root, 200);
      const made = readPages(root).files.filter((f) => f.file.includes('[') || f.file.includes('_data/'));
      expect(made.length).toBeGreaterThan(1);
      for (const { file, text } of made) {
        const validate = schemaFor(file);
        expect(validate(parse(text)), `${file}: ${explain(validate.errors)}`).toBe(true);
      }
      expect(dataSchema([{ slug: 'West Kelowna', name: 'West Kelowna' }])).toBe(false);
      expect(dataSchema.errors?.map((e) => e.instancePath)).toContain('/0/slug');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each(blockTypes)('accept a page with the %s block fixture', (type) => {
    const page = {
      title: 'Fixture page title',
      description: 'A page that holds one block fixture, long enough to be a description.',
      blocks: [{ type: 'hero', title: 'Fixture' }, yamlOf(exampleFile(type))],
    };
    expect(pageSchema(page), explain(pageSchema.errors)).toBe(true);
  });

  // The shape errors validate rejects; YAML-level problems (syntax, duplicate keys, aliases) and placeholders are
  // validate-only.
  it.each([
    ['misspelt-block-type', '/blocks/1/type'],
    ['misspelt-field', '/blocks/1'],
    ['number-out-of-range', '/blocks/1/items/0/rating'],
    ['unsafe-link', '/blocks/0/actions/0/href'],
    ['list-where-text-expected', '/blocks/0/title'],
    ['enum-typo', '/blocks/1/style'],
    ['missing-field', '/blocks/1'],
  ])('reject tests/fixtures/bad/%s.yaml at %s', (name, at) => {
    expect(pageSchema(yamlOf(`tests/fixtures/bad/${name}.yaml`))).toBe(false);
    expect(pageSchema.errors?.map((e) => e.instancePath)).toContain(at);
  });

  it.each([
    'schema/page.schema.json',
    'schema/site.schema.json',
    'schema/data-page.schema.json',
    'schema/data.schema.json',
  ])('%s: every pattern has words an editor shows instead of it', (file) => {
    const bare: string[] = [];
    JSON.parse(readFileSync(file, 'utf8'), (_key, value: { pattern?: unknown; patternErrorMessage?: unknown }) => {
      if (typeof value?.pattern === 'string' && typeof value.patternErrorMessage !== 'string') bare.push(value.pattern);
      return value;
    });
    expect(bare).toEqual([]);
  });

  it('take the same links as validate, in every href field', () => {
    const patterns = new Set<string>();
    JSON.parse(readFileSync('schema/page.schema.json', 'utf8'), (key, value: { pattern?: string }) => {
      if (key === 'href') patterns.add(value.pattern ?? 'none');
      return value;
    });
    expect([...patterns]).toHaveLength(1);
    const hrefSchema = ajv.compile({ type: 'string', pattern: [...patterns][0] });
    const links = [
      'call',
      'email',
      '/',
      '/contact',
      '#faq',
      'https://example.com',
      'http://example.com',
      'mailto:a@b.ca',
      'tel:+12505550123',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'calls',
      'call me',
      '//evil.example',
      'data:text/html,x',
      'ftp://x',
      'contact',
      '',
    ];
    const verdicts = (check: (l: string) => boolean) => Object.fromEntries(links.map((l) => [l, check(l)]));
    expect(verdicts((l) => hrefSchema(l))).toEqual(verdicts((l) => href.safeParse(l).success));
    expect(verdicts((l) => hrefSchema(l))).toMatchObject({
      call: true,
      '/contact': true,
      'javascript:alert(1)': false,
      '//evil.example': false,
    });
  });
});
