import { z } from 'zod';
import type { JSONSchema } from 'zod/v4/core';
import { blockSchemas } from '../../../schema/blocks/index.ts';
import { href } from '../../../schema/link.ts';

export type JsonNode = JSONSchema.JSONSchema;

/** A subschema, which JSON Schema allows to be true or false: as a node, with nothing to say when it is one. */
export const asNode = (schema: JSONSchema._JSONSchema | JSONSchema._JSONSchema[] | undefined): JsonNode => (schema && typeof schema === 'object' && !Array.isArray(schema) ? schema : {});

const jsonOf = (schema: z.ZodType): JsonNode => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const linkPattern = jsonOf(href).pattern;
const schemas = new Map<string, JsonNode>();

/** The JSON Schema of a block type, made from its zod schema (the same as editors' autocomplete reads). */
export function blockJsonSchema(type: string): JsonNode | undefined {
  if (!schemas.has(type)) {
    const schema = blockSchemas.find((s) => s.shape.type.value === type);
    if (schema) schemas.set(type, jsonOf(schema));
  }
  return schemas.get(type);
}

/** A link field: it carries the link check's pattern. */
export const isLink = (node: JsonNode) => node.pattern !== undefined && node.pattern === linkPattern;

/** One of several shapes of group (a picture, or a decorative one): every field of every shape, required where all require it. */
export function mergeChoices(node: JsonNode): JsonNode {
  const options = node.oneOf ?? node.anyOf;
  if (!options?.every((o) => o.type === 'object')) return node;
  const required = options.map((o) => new Set(o.required ?? []));
  const properties: Record<string, JSONSchema._JSONSchema> = Object.assign({}, ...options.map((o) => o.properties));
  return { ...node, type: 'object', properties, required: Object.keys(properties).filter((k) => required.every((r) => r.has(k))) };
}
