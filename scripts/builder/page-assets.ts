import { componentFile } from '../../src/blocks/names.ts';

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;

/** The manifest keys of these chunks and of every chunk they import statically. */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  for (const key of keys) walk(key);
  return seen;
}

/**
 * The <link> tags a page needs beyond the entry: the chunks of the blocks drawn at once (modulepreload), and the CSS
 * of every block on the page, so that deferred blocks look right in the prerendered HTML before their code arrives.
 */
export function pageAssets(manifest: Manifest, eagerTypes: readonly string[], allTypes: readonly string[]): string {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('dist/.vite/manifest.json has no index.html entry: run vite build first.');
  const loadedByEntry = staticClosure(manifest, ['index.html']);
  const chunksOf = (types: readonly string[]) => {
    const keys = [...new Set(types)].map((type) => {
      const key = componentFile(type);
      if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}: is the "${type}" block in src/browser/render/registry.ts?`);
      return key;
    });
    return [...staticClosure(manifest, keys)].filter((k) => !loadedByEntry.has(k)).map((k) => manifest[k]!);
  };
  const css = [...new Set(chunksOf(allTypes).flatMap((c) => c.css ?? []))];
  return [
    ...chunksOf(eagerTypes).map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ].join('\n    ');
}
