import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { FieldKind } from '../../schema/kinds.ts';
import { mapKinds, visitKinds } from '../../src/core/kind-walk.ts';
import { pageSchema } from '../../src/blocks/page-schemas.ts';

type Kind = FieldKind;
const kinds: Kind[] = ['text', 'link', 'picture', 'endpoint', 'formula'];
const pages = readdirSync('pages', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml') && !file.split('/').pop()!.startsWith('_') && !file.includes('['))
  .map((file) => ({ file, data: parse(readFileSync(join('pages', file), 'utf8')) as unknown }));

const visits = (data: unknown, only?: Kind[]) => {
  const seen: Array<{ kind: Kind; path: string; value: unknown; holders: number }> = [];
  visitKinds(
    pageSchema,
    data,
    ({ meta, path, value, holders }) =>
      seen.push({ kind: meta.kind, path: path.join('.'), value, holders: holders.length }),
    only,
  );
  return seen;
};

describe('a walk for some kinds of value', () => {
  it('visits, on every page of the site, exactly the values of those kinds that a walk for every kind visits, at the same places', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const { file, data } of pages) {
      const all = visits(data);
      for (const kind of kinds)
        expect(visits(data, [kind]), `${file}, ${kind}`).toEqual(all.filter((v) => v.kind === kind));
      expect(visits(data, ['text', 'link']), file).toEqual(all.filter((v) => v.kind === 'text' || v.kind === 'link'));
    }
    // Every kind occurs somewhere, so that each comparison above compares something.
    expect(new Set(pages.flatMap(({ data }) => visits(data).map((v) => v.kind)))).toEqual(new Set(kinds));
  });

  it('maps only the values of those kinds, sharing every part that holds none', () => {
    for (const { file, data } of pages) {
      const marked = mapKinds(
        pageSchema,
        data,
        (value, meta) => (meta.kind === 'picture' ? { ...(value as object), marked: true } : value),
        ['picture'],
      );
      const everywhere = mapKinds(pageSchema, data, (value, meta) =>
        meta.kind === 'picture' ? { ...(value as object), marked: true } : value,
      );
      expect(marked, file).toEqual(everywhere);
      const pictures = visits(marked, ['picture']).filter((p) => p.value);
      expect(
        pictures.map((p) => (p.value as { marked?: boolean }).marked),
        file,
      ).toEqual(pictures.map(() => true));
      // Only the contact form holds a form's endpoint: a walk for endpoints copies no other block.
      const blocks = (data as { blocks: Array<{ type: string }> }).blocks;
      const mapped = mapKinds(pageSchema, data, (value) => value, ['endpoint']) as { blocks: unknown[] };
      blocks.forEach((block, i) =>
        expect(mapped.blocks[i] === block, `${file}, block ${i + 1} (${block.type})`).toBe(
          block.type !== 'contact-form',
        ),
      );
    }
  });
});
