// The block folders of src/blocks/, and the files made from them: the union of block types (src/blocks/index.ts), the
// lazy registry of their components (src/browser/render/registry.ts), their key handling
// (src/browser/render/key-registry.ts) and their structured data (src/builder/block-structured-data.ts). `npm run gen`
// writes them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  componentFile,
  componentName,
  exampleFile,
  keysFile,
  keysName,
  schemaFile,
  schemaName,
  structuredDataFile,
  structuredDataName,
} from '../../src/blocks/names.ts';

export const blockIndexFile = 'src/blocks/index.ts';
export const registryFile = 'src/browser/render/registry.ts';
export const keyRegistryFile = 'src/browser/render/key-registry.ts';
export const structuredDataRegistryFile = 'src/builder/block-structured-data.ts';

const generated = (what: string) =>
  `// Generated from the folders of src/blocks/ by \`npm run gen\`.\n` +
  `// Do not edit: add or change a block's folder, then run npm run gen.\n// ${what}\n`;

/** The block types: one per folder of src/blocks/, in name order. */
export function blockFolders(root = '.'): string[] {
  const dir = join(root, 'src', 'blocks');
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/** What a block's folder lacks, in words a developer can act on; empty when it is whole. */
export function missingParts(type: string, root = '.'): string[] {
  const missing: string[] = [];
  const schema = join(root, schemaFile(type));
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type))
    missing.push(`src/blocks/${type}/: a block type is lower-case words joined by dashes, e.g. contact-form.`);
  if (!existsSync(schema))
    missing.push(
      `${schemaFile(type)} is missing: the block's zod schema, exported as ` +
        `${schemaName(type)}, with .describe() on the block and every field.`,
    );
  else if (!new RegExp(`export const ${schemaName(type)}\\b`).test(readFileSync(schema, 'utf8')))
    missing.push(
      `${schemaFile(type)} does not export ${schemaName(type)}: the schema of the block must have that name.`,
    );
  if (!existsSync(join(root, exampleFile(type))))
    missing.push(
      `${exampleFile(type)} is missing: an example of the block, as a page file would write ` +
        `it (the block reference, the page editor's "New block" and the block tests use it).`,
    );
  if (!existsSync(join(root, componentFile(type))))
    missing.push(
      `${componentFile(type)} is missing: the Mantine component ` +
        `that draws the block, exported as ${componentName(type)}.`,
    );
  return missing;
}

/** Throws, naming every part missing from every folder, when a block folder is not whole. */
export function checkBlockFolders(types: string[], root = '.'): void {
  const missing = types.flatMap((type) => missingParts(type, root));
  if (missing.length) throw new Error(`A block folder is not whole:\n${missing.map((m) => `- ${m}`).join('\n')}`);
}

/** src/blocks/index.ts: every block's schema, the union of block types and their types. */
export function blockIndexSource(types: string[]): string {
  return `${generated('The union of block types: every block schema, one per folder.')}import { z } from 'zod';
${types.map((type) => `import { ${schemaName(type)} } from './${type}/schema.ts';`).join('\n')}

/** Every block type's schema, one per folder of src/blocks/. */
export const blockSchemas = [
${types.map((type) => `  ${schemaName(type)},`).join('\n')}
] as const;

/** One section of a page; its \`type\` says which kind. */
export const block = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof block>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export const blockTypes = blockSchemas.map((s) => s.shape.type.value) as BlockType[];
`;
}

/** src/browser/render/registry.ts: each block type and its component, loaded on demand. */
export function registrySource(types: string[]): string {
  return `${generated(
    'Each block type and the component that draws it, loaded on demand so a page downloads only its own blocks.',
  )}import type { ComponentType } from 'react';
import type { BlockType } from '../../blocks/index.ts';
import type { BlockProps } from '../../blocks/block-props.ts';

type Loader<T extends BlockType> = () => Promise<ComponentType<BlockProps<T>>>;

/** A missing, extra or mismatched entry fails to compile. */
export const registry: { readonly [T in BlockType]: Loader<T> } = {
${types
  .map(
    (type) =>
      `  ${/-/.test(type) ? `'${type}'` : type}: ` +
      `() => import('../../blocks/${type}/${componentName(type)}.tsx').then((m) => m.${componentName(type)}),`,
  )
  .join('\n')}
};
`;
}

/** src/browser/render/key-registry.ts: the key handling of each block type whose folder has a keys.ts. */
export function keyRegistrySource(types: string[], root = '.'): string {
  const withKeys = types.filter((type) => existsSync(join(root, keysFile(type))));
  return `${generated(
    "Each block type's key handling (its folder's keys.ts), which the entry runs for every key press of the page.",
  )}${withKeys.map((type) => `import { ${keysName(type)} } from '../../blocks/${type}/keys.ts';`).join('\n')}

/**
 * Handles a key press aimed at \`target\` inside a block of its type: true when it did (the browser's own is then
 * prevented).
 */
export type BlockKeys = (event: KeyboardEvent, target: HTMLElement) => boolean;

export const blockKeys: readonly BlockKeys[] = [${withKeys.map(keysName).join(', ')}];
`;
}

/**
 * src/builder/block-structured-data.ts: the structured data of each block type whose folder has a structured-data.ts.
 */
export function structuredDataRegistrySource(types: string[], root = '.'): string {
  const withData = types.filter((type) => existsSync(join(root, structuredDataFile(type))));
  return `${generated(
    "Each block type's structured data (its folder's " +
      "structured-data.ts), which the build puts into its page's JSON-LD.",
  )}import type { BlockStructuredData } from '../core/structured-data.ts';
import type { BlockOf, BlockType } from '../blocks/index.ts';
${withData
  .map((type) => `import { ${structuredDataName(type)} } from '../blocks/${type}/structured-data.ts';`)
  .join('\n')}

/** A block's type to its structured data; a type that is not here adds none. */
export const blockStructuredData: { readonly [T in BlockType]?: BlockStructuredData<BlockOf<T>> } = {
${withData.map((type) => `  ${/-/.test(type) ? `'${type}'` : type}: ${structuredDataName(type)},`).join('\n')}
};
`;
}
