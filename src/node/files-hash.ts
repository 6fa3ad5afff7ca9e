import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a bundle is made from, for a hash of it: files and folders of the project (`inputs`), less the files of the
 * folders in `leaveOut` that `inputs` does not name one by one (code that does not go into the bundle).
 */
export interface FileSet {
  inputs: readonly string[];
  leaveOut?: readonly string[];
}

const under = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/**
 * Whether a project file (its path from the project's root, with /) is one of the set: a change to it changes the hash.
 */
export const inFileSet = ({ inputs, leaveOut = [] }: FileSet, file: string): boolean =>
  inputs.includes(file) ||
  (inputs.some((input) => under(file, input)) && !leaveOut.some((folder) => under(file, folder)));

/** A hash of every file of the set, its path and its bytes, in a stable order. */
export function filesHash(set: FileSet, root = '.'): string {
  const hash = createHash('sha256');
  for (const input of set.inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .map((f) => `${input}/${f}`)
          // A file of a folder left out counts once, as an input of its own.
          .filter((file) => !set.leaveOut?.some((folder) => under(file, folder)))
          .sort()
      : [input];
    for (const file of files) {
      if (!statSync(join(root, file)).isFile()) continue;
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}
