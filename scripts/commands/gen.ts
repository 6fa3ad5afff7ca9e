// npm run gen: writes every generated file. First the union and the registries made from the block folders of
// src/blocks/ (a new folder is then a block type), then what is made from the schemas, loaded only after them.
import { writeFileSync } from 'node:fs';
import {
  blockFolders,
  blockIndexFile,
  blockIndexSource,
  checkBlockFolders,
  keyRegistryFile,
  keyRegistrySource,
  registryFile,
  registrySource,
  structuredDataRegistryFile,
  structuredDataRegistrySource,
} from '../generators/block-folders.ts';

try {
  const types = blockFolders();
  checkBlockFolders(types);
  writeFileSync(blockIndexFile, blockIndexSource(types));
  writeFileSync(registryFile, registrySource(types));
  writeFileSync(keyRegistryFile, keyRegistrySource(types));
  writeFileSync(structuredDataRegistryFile, structuredDataRegistrySource(types));
  const { generatedFiles } = await import('../generators/reference-docs.ts');
  for (const { file, text } of generatedFiles()) {
    writeFileSync(file, text);
    process.stdout.write(`Wrote ${file}\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
