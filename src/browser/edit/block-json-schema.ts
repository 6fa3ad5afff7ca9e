import { z } from 'zod';
import { blockSchemas } from '../../../schema/blocks/index.ts';
import { href } from '../../../schema/link.ts';

/** A JSON Schema node, as far as the side panel reads it. */
export interface JsonNode {
  type?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
  required?: string[];
  oneOf?: JsonNode[];
  anyOf?: JsonNode[];
}

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
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
  const properties = Object.assign({}, ...options.map((o) => o.properties));
  return { ...node, type: 'object', properties, required: Object.keys(properties).filter((k) => required.every((r) => r.has(k))) };
}
