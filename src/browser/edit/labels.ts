import type { DataPath } from '../../core/edit-protocol.ts';
import { asNode, blockJsonSchema, brandJsonSchema, mergeChoices, type JsonNode } from './block-json-schema.ts';
import { currentSetup } from './setup.ts';

const setupOf = (type: string) => currentSetup()?.blocks.find((b) => b.type === type);

/**
 * A block type's name in plain words, from its folder's schema (sent with the setup): "Questions and answers" for faq.
 */
export const blockTitle = (type: string): string => setupOf(type)?.title ?? type;

/** What a block type is for, from its folder's schema. */
export const blockDescription = (type: string): string => setupOf(type)?.description ?? '';

/** "Block 3 (Questions and answers)": blocks counted from 1, as validate counts them, with the type's `title`. */
export const numberedBlock = (index: number, title: string) => `Block ${index + 1} (${title})`;

/** A block by its place (from 0) and its type's name in plain words. */
export const blockLabel = (index: number, type: string) => numberedBlock(index, blockTitle(type));

/** An item of a list in words: "Question 2" when the item has a title, else "Paragraphs, item 2". */
export const itemLabel = (list: JsonNode, item: JsonNode, index: number) =>
  item.title ? `${item.title} ${index + 1}` : `${list.title ?? 'List'}, item ${index + 1}`;

/**
 * A field of a block in the schema's words: ['blocks', 2, 'items', 0, 'answer'] of a faq reads "Question 1 › Answer".
 */
export const fieldLabel = (type: string, path: DataPath) => labelIn(blockJsonSchema(type) ?? {}, path.slice(2));

/** A path inside a group in the schema's words, from the group's node. */
function labelIn(group: JsonNode, path: DataPath): string {
  const words: string[] = [];
  let node = group;
  for (const key of path) {
    const parent = mergeChoices(node);
    if (typeof key === 'number') {
      node = asNode(parent.items);
      words.splice(-1, 1, itemLabel(parent, node, key));
    } else {
      node = asNode(parent.properties?.[key]);
      words.push(node.title ?? key);
    }
  }
  return words.join(' › ');
}

/** What an edit of a block's field is called in the undo list, the status line and the box's name. */
export const editLabel = (index: number, type: string, path: DataPath) =>
  `${blockLabel(index, type)}: ${fieldLabel(type, path)}`;

/** What an edit of the site's brand is called: ['brand', 'primary'] reads "Site brand: Main colour". */
export const brandEditLabel = (path: DataPath) => `Site brand: ${labelIn(brandJsonSchema(), path.slice(1))}`;
