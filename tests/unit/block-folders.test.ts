// One block, one folder (src/blocks/<type>/): its schema, example, component and style together, and everything else
// made from the folders. A folder that lacks a part is named with what to add.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemas, blockTypes } from '../../src/blocks/index.ts';
import {
  blockFolders,
  keyRegistryFile,
  keyRegistrySource,
  missingParts,
  structuredDataRegistryFile,
  structuredDataRegistrySource,
} from '../../scripts/generators/block-folders.ts';

describe('the block folders', () => {
  it('are the block types, each whole: schema, example and component', () => {
    expect(blockFolders()).toEqual([...blockTypes].sort());
    for (const type of blockFolders()) expect(missingParts(type), type).toEqual([]);
  });

  it.each([
    [keyRegistryFile, keyRegistrySource],
    [structuredDataRegistryFile, structuredDataRegistrySource],
  ])('are all that %s collects (run npm run gen after adding a keys.ts or a structured-data.ts)', (file, source) => {
    expect(readFileSync(file, 'utf8')).toBe(source(blockFolders()));
  });

  it('describe every block, for the block reference and the editors’ hover', () => {
    for (const schema of blockSchemas) expect(schema.description, schema.shape.type.value).toMatch(/\w{3,}.*\./);
  });

  it('name every block in plain words, for the page editor’s lists and labels', () => {
    for (const schema of blockSchemas)
      expect(schema.meta()?.title, schema.shape.type.value).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it('name what a new folder lacks, part by part', () => {
    const root = mkdtempSync(join(tmpdir(), 'block-folder-'));
    mkdirSync(join(root, 'src', 'blocks', 'notice'), { recursive: true });
    writeFileSync(join(root, 'src', 'blocks', 'notice', 'schema.ts'), 'export const banner = 1;\n');
    expect(missingParts('notice', root)).toEqual([
      'src/blocks/notice/schema.ts does not export noticeBlock: the schema of the block must have that name.',
      'src/blocks/notice/example.yaml is missing: an example of the block, as a page file would ' +
        'write it (the block reference, the page editor\'s "New block" and the block tests use it).',
      'src/blocks/notice/Notice.tsx is missing: the Mantine component that draws the block, exported as Notice.',
    ]);
  });
});
