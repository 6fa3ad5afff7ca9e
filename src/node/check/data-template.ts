import { placeholder } from '../../core/placeholders.ts';

/** A text split once at its {list.field} names: text, name, text, …, text. Filling it is a join, not a search. */
export type Parts = readonly string[];

/** `text` split at the {names} of these lists; other {names} (the site's facts) stay in the text. */
export function partsOf(text: string, lists: readonly string[]): Parts {
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(placeholder)) {
    const name = match[1]!;
    if (!isEntryName(name, lists)) continue;
    parts.push(text.slice(from, match.index), name);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** Whether {name} is a field of an entry of one of these lists: town.name, not phone. */
export const isEntryName = (name: string, lists: readonly string[]) => {
  const dot = name.indexOf('.');
  return dot > 0 && lists.includes(name.slice(0, dot));
};

/** The text with each name's value in place; a name without one stays as written. */
export function fill(parts: Parts, values: ReadonlyMap<string, string>): string {
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) out += (values.get(parts[i]!) ?? `{${parts[i]}}`) + parts[i + 1]!;
  return out;
}

/** The places to fill in a value, as a tree of keys; a leaf is the index of the value that goes there. */
type Tree = Map<PropertyKey, Tree | number>;

/** A tree of these paths, each leaf the path's index. */
export function treeOf(paths: ReadonlyArray<readonly PropertyKey[]>): Tree {
  const root: Tree = new Map();
  paths.forEach((path, index) => {
    let node = root;
    path.forEach((key, depth) => {
      if (depth === path.length - 1) node.set(key, index);
      else {
        if (!(node.get(key) instanceof Map)) node.set(key, new Map());
        node = node.get(key) as Tree;
      }
    });
  });
  return root;
}

/**
 * A copy of `data` with the value of each path of the tree replaced; only the objects and lists on those paths are
 * copied.
 */
export function withValues(data: unknown, tree: Tree, values: readonly unknown[]): unknown {
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<PropertyKey, unknown>;
  for (const [key, node] of tree)
    copy[key] = typeof node === 'number' ? values[node] : withValues(copy[key], node, values);
  return copy;
}
