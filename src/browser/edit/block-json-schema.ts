import type { JSONSchema } from 'zod/v4/core';
import type { FieldNode } from '../../core/edit-protocol.ts';
import { currentSetup } from './setup.ts';

// The side panel's fields are made from JSON Schema the host sends with the setup (setup.ts), made there from the
// blocks' zod schemas: the editor's code never loads zod or the schemas.

export type JsonNode = JSONSchema.JSONSchema;

/** A subschema, which JSON Schema allows to be true or false: as a node, with nothing to say when it is one. */
export const asNode = (schema: JSONSchema._JSONSchema | JSONSchema._JSONSchema[] | undefined): JsonNode =>
  schema && typeof schema === 'object' && !Array.isArray(schema) ? schema : {};

/** The JSON Schema of a block type, as the host sent it (the same as editors' autocomplete reads). */
export const blockJsonSchema = (type: string): JsonNode | undefined =>
  currentSetup()?.blocks.find((b) => b.type === type)?.schema;

/** The JSON Schema of the site file's brand group, whose fields the side panel edits like a block's. */
export const brandJsonSchema = (): JsonNode => currentSetup()?.brand ?? {};

/**
 * The kind of a field beyond its JSON type (text, link, picture, colour, endpoint, formula), as the schemas register
 * it.
 */
export const kindOf = (node: JsonNode) => (node as FieldNode)['x-kind'];

/**
 * One of several shapes of group (a picture, or a decorative one): every field of every shape, required where all
 * require it.
 */
export function mergeChoices(node: JsonNode): JsonNode {
  const options = node.oneOf ?? node.anyOf;
  if (!options?.every((o) => o.type === 'object')) return node;
  const required = options.map((o) => new Set(o.required ?? []));
  const properties: Record<string, JSONSchema._JSONSchema> = Object.assign({}, ...options.map((o) => o.properties));
  return {
    ...node,
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => required.every((r) => r.has(k))),
  };
}

/**
 * Fields one of which must be given (a picture's alt text, or decorative: true): for each, the fields whose presence
 * lets it be left out. Such a field is neither required nor optional: "needed unless".
 */
export function neededUnless(node: JsonNode): Map<string, string[]> {
  const options = (node.anyOf ?? []).map((o) =>
    o.properties === undefined && o.required?.length === 1 ? o.required[0]! : undefined,
  );
  const fields = options.filter((f): f is string => f !== undefined);
  if (fields.length < 2 || fields.length !== options.length) return new Map();
  return new Map(fields.map((field) => [field, fields.filter((f) => f !== field)]));
}
