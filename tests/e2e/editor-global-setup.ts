// Made once before the editor's tests: the page editor's bundle, which pages the dev server opens with ?edit load
// (src/node/dev/bundled-editor.ts). Without it, the first of them would get the dev server's modules while it is made.
import { resolve } from 'node:path';
import { editorBundle } from '../../src/node/edit/editor-bundle.ts';

export async function setup(): Promise<void> {
  await editorBundle(resolve('.'), () => undefined);
}
