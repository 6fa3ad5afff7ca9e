import { blockFile } from '../src/render/block-file.ts';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;

/**
 * The <link> tags a page needs beyond the entry: the chunks of the blocks drawn at once (modulepreload), and the CSS
 * of every block on the page, so that deferred blocks look right in the prerendered HTML before their code arrives.
 */
export function pageAssets(manifest: Manifest, eagerTypes: readonly string[], allTypes: readonly string[]): string {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('dist/.vite/manifest.json has no index.html entry: run vite build first.');
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep, into);
  };
  walk('index.html', loadedByEntry);
  const chunksOf = (types: readonly string[]) => {
    const needed = new Set<string>();
    for (const type of new Set(types)) {
      const key = blockFile(type);
      if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}: is the "${type}" block in src/render/registry.ts?`);
      walk(key, needed);
    }
    return [...needed].filter((k) => !loadedByEntry.has(k)).map((k) => manifest[k]!);
  };
  const css = [...new Set(chunksOf(allTypes).flatMap((c) => c.css ?? []))];
  return [
    ...chunksOf(eagerTypes).map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ].join('\n    ');
}
