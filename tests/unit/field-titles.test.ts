import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../src/blocks/index.ts';
import { dataPageSchema } from '../../src/core/page-schemas.ts';
import { pageSchema } from '../../src/core/page-schemas.ts';
import { siteSchema } from '../../schema/site.ts';

/** A JSON Schema node, as far as this test reads it. */
interface Node {
  title?: string;
  type?: string;
  $ref?: string;
  $defs?: Record<string, Node>;
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
  allOf?: Node[];
}

/** The JSON Schema the page editor builds its side panel from (src/browser/edit/block-json-schema.ts). */
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;

/**
 * Where the editor would fall back on a raw key: each field without a title ("items[].answer"), each list of groups
 * whose item has none ("items[]": its items would read "1", "2"), and each title two fields of one group share.
 * `skip` paths are not walked into.
 */
function untitled(root: Node, skip: string[] = []): string[] {
  const found: string[] = [];
  const resolve = (node: Node): Node => (node.$ref?.startsWith('#/$defs/') ? resolve(root.$defs?.[node.$ref.slice('#/$defs/'.length)] ?? {}) : node);
  const titleOf = (node: Node) => (node.title ?? resolve(node).title ?? '').trim();
  const choices = (node: Node) => [node, ...[...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])].map(resolve)];
  const isGroup = (node: Node) => choices(resolve(node)).some((n) => n.type === 'object' || n.properties !== undefined);

  const walk = (raw: Node, path: string, refs: readonly string[]): void => {
    if (skip.includes(path) || (raw.$ref && refs.includes(raw.$ref))) return;
    const inner = raw.$ref ? [...refs, raw.$ref] : refs;
    for (const node of choices(resolve(raw))) {
      const fields = Object.entries(node.properties ?? {});
      const titles = fields.map(([, field]) => titleOf(field));
      fields.forEach(([key, field], i) => {
        const at = path ? `${path}.${key}` : key;
        if (!titles[i]) found.push(at);
        else if (titles.indexOf(titles[i]) !== i) found.push(`${at} (title "${titles[i]}" also on another field)`);
        walk(field, at, inner);
      });
      if (node.items && !skip.includes(`${path}[]`)) {
        if (isGroup(node.items) && !titleOf(node.items)) found.push(`${path}[]`);
        walk(node.items, `${path}[]`, inner);
      }
      if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`, inner);
    }
  };
  walk(root, '', []);
  return [...new Set(found)];
}

describe('every field has a title, the label the page editor shows for it', () => {
  it.each(blockSchemas.map((schema) => [schema.shape.type.value, schema] as const))('in the %s block', (type, schema) => {
    expect(untitled(jsonOf(schema)), `${type} block: add .meta({ title: '…' }) to these (src/blocks/${type}/schema.ts)`).toEqual([]);
  });

  it('in the site file', () => {
    expect(untitled(jsonOf(siteSchema)), "site file: add .meta({ title: '…' }) to these (schema/site.ts)").toEqual([]);
  });

  // Each block's own fields are checked above; the generator titles the blocks themselves ("hero block").
  it.each([
    ['page', pageSchema],
    ['page made from data', dataPageSchema],
  ] as const)('in a %s', (what, schema) => {
    expect(untitled(jsonOf(schema), ['blocks[]']), `${what}: add .meta({ title: '…' }) to these (schema/page.ts, schema/data-page.ts)`).toEqual([]);
  });

  it('finds a field or a list item without one', () => {
    const probe = z.strictObject({
      heading: z.string().meta({ title: 'Heading' }),
      items: z.array(z.strictObject({ answer: z.string(), text: z.string().meta({ title: 'Heading' }) })).meta({ title: 'Heading' }),
    });
    expect(untitled(jsonOf(probe))).toEqual(['items (title "Heading" also on another field)', 'items[]', 'items[].answer']);
  });
});
