import { z } from 'zod';
import { blockSchemas } from '../../blocks/index.ts';
import { fieldKinds } from '../../../schema/kinds.ts';
import { brand } from '../../../schema/brand.ts';
import { hexColour } from '../../../schema/hex-colour.ts';
import type { EditSetup, FieldNode } from '../../core/edit-protocol.ts';
import { codeEditor } from './code-editor.ts';

/**
 * A schema as JSON Schema, as authors write it (io: input), with each field's kind (text, link, picture, colour, …) as
 * x-kind.
 */
const jsonOf = (schema: z.ZodType): FieldNode =>
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const kind = fieldKinds.get(zodSchema)?.kind ?? (jsonSchema.pattern === hexColour.source ? 'colour' : undefined);
      if (kind) (jsonSchema as FieldNode)['x-kind'] = kind;
    },
  });

let schemas: Omit<EditSetup, 'host'> | undefined;

/**
 * What the page editor learns once per tab (GET /__edit/setup): what the host allows (`codeEditors`: whether "Open in
 * editor" may start one here), and every block type's name, description and fields as JSON Schema, and the brand's,
 * made from the schemas here, so that the page in the browser never loads zod or the schemas themselves.
 */
export function editorSetup(codeEditors: boolean): EditSetup {
  schemas ??= {
    blocks: blockSchemas.map((schema) => ({
      type: schema.shape.type.value,
      title: String(schema.meta()?.title ?? schema.shape.type.value),
      description: schema.description ?? '',
      schema: jsonOf(schema),
    })),
    brand: jsonOf(brand),
  };
  return { host: { openInEditor: codeEditors ? codeEditor() : null }, ...schemas };
}
