import { z } from 'zod';
import type { JSONSchema } from 'zod/v4/core';
import { blockSchemas } from '../../blocks/index.ts';
import { fieldKinds, type FieldKind } from '../../../schema/kinds.ts';
import { brand } from '../../../schema/brand.ts';

export type JsonNode = JSONSchema.JSONSchema;

/** A subschema, which JSON Schema allows to be true or false: as a node, with nothing to say when it is one. */
export const asNode = (schema: JSONSchema._JSONSchema | JSONSchema._JSONSchema[] | undefined): JsonNode => (schema && typeof schema === 'object' && !Array.isArray(schema) ? schema : {});

/** A field's kind from the schemas (text, link, picture, endpoint, formula), carried into its JSON Schema node. */
export type KindNode = JsonNode & { 'x-kind'?: FieldKind };

const jsonOf = (schema: z.ZodType): JsonNode =>
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const kind = fieldKinds.get(zodSchema)?.kind;
      if (kind) (jsonSchema as KindNode)['x-kind'] = kind;
    },
  });
const schemas = new Map<string, JsonNode>();

/** The JSON Schema of a block type, made from its zod schema (the same as editors' autocomplete reads). */
export function blockJsonSchema(type: string): JsonNode | undefined {
  if (!schemas.has(type)) {
    const schema = blockSchemas.find((s) => s.shape.type.value === type);
    if (schema) schemas.set(type, jsonOf(schema));
  }
  return schemas.get(type);
}

let brandNode: JsonNode | undefined;
/** The JSON Schema of the site file's brand group, whose fields the side panel edits like a block's. */
export const brandJsonSchema = (): JsonNode => (brandNode ??= jsonOf(brand));

/** The kind of a field, as the schemas register it. */
export const kindOf = (node: JsonNode) => (node as KindNode)['x-kind'];

/** One of several shapes of group (a picture, or a decorative one): every field of every shape, required where all require it. */
export function mergeChoices(node: JsonNode): JsonNode {
  const options = node.oneOf ?? node.anyOf;
  if (!options?.every((o) => o.type === 'object')) return node;
  const required = options.map((o) => new Set(o.required ?? []));
  const properties: Record<string, JSONSchema._JSONSchema> = Object.assign({}, ...options.map((o) => o.properties));
  return { ...node, type: 'object', properties, required: Object.keys(properties).filter((k) => required.every((r) => r.has(k))) };
}

/**
 * Fields one of which must be given (a picture's alt text, or decorative: true): for each, the fields whose presence
 * lets it be left out. Such a field is neither required nor optional: "needed unless".
 */
export function neededUnless(node: JsonNode): Map<string, string[]> {
  const options = (node.anyOf ?? []).map((o) => (o.properties === undefined && o.required?.length === 1 ? o.required[0]! : undefined));
  const fields = options.filter((f): f is string => f !== undefined);
  if (fields.length < 2 || fields.length !== options.length) return new Map();
  return new Map(fields.map((field) => [field, fields.filter((f) => f !== field)]));
}
