import { z } from 'zod';

// The shape of what the page editor sends; anything else is refused before it reaches a file.

const path = z
  .array(z.union([z.string().max(100), z.number().int().min(0).max(10_000)]))
  .min(1)
  .max(30);
// A text's length is the endpoint's to judge (edit-too-large, in plain words); the request's size is bounded anyway.
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const file = z.string().max(500);
const hash = z.string().regex(/^[0-9a-f]{64}$/);

/** One change to one page file. Everything not named by it stays byte for byte. */
export const editSchema = z.discriminatedUnion('kind', [
  // Sets a value; a field the map does not have yet is added after its last field.
  z.strictObject({ kind: z.literal('set'), path, value: scalar }),
  // Sets several fields of one group at once (null removes one), the group added if it is not there: a picture and its
  // alt text.
  z.strictObject({ kind: z.literal('set-fields'), path, values: z.record(z.string().max(100), scalar.nullable()) }),
  // Removes a field of a map or an item of a list (the only item of a list: the list's field).
  z.strictObject({ kind: z.literal('remove'), path }),
  // Moves a list item one place up (-1) or down (+1).
  z.strictObject({ kind: z.literal('move'), path, by: z.union([z.literal(-1), z.literal(1)]) }),
  // Adds an item at the end of a list: a copy of its last item, or for an empty list the first one of the block's
  // example.
  z.strictObject({ kind: z.literal('add-item'), path }),
  // Inserts a block of this type at this place, taken from its example in src/blocks/<type>/example.yaml.
  z.strictObject({
    kind: z.literal('add-block'),
    index: z.number().int().min(0).max(10_000),
    type: z.string().max(100),
  }),
]);

/** The page the tab shows (its key), whose source the answer brings: by default, the file's own page. */
const key = z.string().max(500).optional();

export const saveRequest = z.strictObject({ file, hash, edit: editSchema, key });
export const revertRequest = z.strictObject({ file, from: hash, to: hash, key });
/** Opens a file of pages/ at a line in the code editor of the computer the dev server runs on. */
export const openRequest = z.strictObject({
  file,
  line: z.number().int().min(1).max(1_000_000),
  col: z.number().int().min(1).max(100_000),
});
