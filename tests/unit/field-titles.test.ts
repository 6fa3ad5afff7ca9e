import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../src/blocks/index.ts';
import { dataPageSchema } from '../../src/blocks/page-schemas.ts';
import { pageSchema } from '../../src/blocks/page-schemas.ts';
import { siteSchema } from '../../schema/site.ts';

/** A JSON Schema node, as far as this test reads it. */
interface Node {
  title?: string;
  description?: string;
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

/**
 * The JSON Schema the page editor builds its side panel from, as the dev server sends it
 * (src/node/edit/editor-setup.ts).
 */
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;

/**
 * The fields of a schema without a title ("items[].answer"), or without a description, as `word` says. For titles also
 * each list of groups whose item has none ("items[]": its items would read "1", "2"), and each title two fields of one
 * group share: where the editor would fall back on a raw key. `skip` paths are not walked into.
 */
function without(word: 'title' | 'description', root: Node, skip: string[] = []): string[] {
  const found: string[] = [];
  const resolve = (node: Node): Node =>
    node.$ref?.startsWith('#/$defs/') ? resolve(root.$defs?.[node.$ref.slice('#/$defs/'.length)] ?? {}) : node;
  const wordOf = (node: Node) => (node[word] ?? resolve(node)[word] ?? '').trim();
  const choices = (node: Node) => [
    node,
    ...[...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])].map(resolve),
  ];
  const isGroup = (node: Node) => choices(resolve(node)).some((n) => n.type === 'object' || n.properties !== undefined);

  const walk = (raw: Node, path: string, refs: readonly string[]): void => {
    if (skip.includes(path) || (raw.$ref && refs.includes(raw.$ref))) return;
    const inner = raw.$ref ? [...refs, raw.$ref] : refs;
    for (const node of choices(resolve(raw))) {
      const fields = Object.entries(node.properties ?? {});
      const words = fields.map(([, field]) => wordOf(field));
      fields.forEach(([key, field], i) => {
        const at = path ? `${path}.${key}` : key;
        if (!words[i]) found.push(at);
        else if (word === 'title' && words.indexOf(words[i]) !== i)
          found.push(`${at} (title "${words[i]}" also on another field)`);
        walk(field, at, inner);
      });
      if (node.items && !skip.includes(`${path}[]`)) {
        if (word === 'title' && isGroup(node.items) && !wordOf(node.items)) found.push(`${path}[]`);
        walk(node.items, `${path}[]`, inner);
      }
      if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`, inner);
    }
  };
  walk(root, '', []);
  return [...new Set(found)];
}

const untitled = (root: Node, skip?: string[]) => without('title', root, skip);

describe('every field has a title, the label the page editor shows for it', () => {
  it.each(blockSchemas.map((schema) => [schema.shape.type.value, schema] as const))(
    'in the %s block',
    (type, schema) => {
      expect(
        untitled(jsonOf(schema)),
        `${type} block: add .meta({ title: '…' }) to these (src/blocks/${type}/schema.ts)`,
      ).toEqual([]);
    },
  );

  it('in the site file', () => {
    expect(untitled(jsonOf(siteSchema)), "site file: add .meta({ title: '…' }) to these (schema/site.ts)").toEqual([]);
  });

  // Each block's own fields are checked above; the generator titles the blocks themselves ("hero block").
  it.each([
    ['page', pageSchema],
    ['page made from data', dataPageSchema],
  ] as const)('in a %s', (what, schema) => {
    expect(
      untitled(jsonOf(schema), ['blocks[]']),
      `${what}: add .meta({ title: '…' }) to these (schema/page.ts, schema/data-page.ts)`,
    ).toEqual([]);
  });

  it('finds a field or a list item without one', () => {
    const probe = z.strictObject({
      heading: z.string().meta({ title: 'Heading' }),
      items: z
        .array(z.strictObject({ answer: z.string(), text: z.string().meta({ title: 'Heading' }) }))
        .meta({ title: 'Heading' }),
    });
    expect(untitled(jsonOf(probe))).toEqual([
      'items (title "Heading" also on another field)',
      'items[]',
      'items[].answer',
    ]);
  });
});

describe('every block field has a description, the help the page editor and docs/blocks.md show for it', () => {
  // A block's `type` is described by the block's own description (checked in block-folders.test.ts): the JSON Schemas
  // give it that.
  const undescribed = (schema: z.ZodType) => without('description', jsonOf(schema)).filter((at) => at !== 'type');

  it.each(blockSchemas.map((schema) => [schema.shape.type.value, schema] as const))(
    'in the %s block',
    (type, schema) => {
      expect(
        undescribed(schema),
        `${type} block: add .describe('…') to these fields in src/blocks/${type}/schema.ts`,
      ).toEqual([]);
    },
  );

  it('finds a field without one, in a group and in a list of groups', () => {
    const probe = z.strictObject({
      type: z.literal('probe'),
      heading: z.string().describe('The heading.'),
      items: z
        .array(z.strictObject({ answer: z.string(), text: z.string().describe('The text.') }))
        .describe('The items.'),
      more: z.strictObject({ label: z.string() }),
    });
    expect(undescribed(probe)).toEqual(['items[].answer', 'more', 'more.label']);
  });
});
