import { parse } from 'yaml';
import { isRouteFile, notFoundFile, routeOf, siteFile } from '../../core/routes.ts';
import type { DataPath, Edit } from '../../core/edit-protocol.ts';

/** A page file as people call it in a commit message: "about", "services/drain-cleaning", "home", "site". */
export function pageName(file: string): string {
  if (file === siteFile) return 'site';
  if (file === notFoundFile) return 'not-found page';
  if (!isRouteFile(file)) return file.replace(/^pages\//, '').replace(/\.ya?ml$/, '');
  const route = routeOf(file);
  return route === '/' ? 'home' : route.slice(1);
}

type Data = { blocks?: Array<{ type?: unknown }> } | undefined;

/**
 * A place in a page in a few words: ['blocks', 0, 'title'] of a hero is "hero title"; ['blocks', 3, 'items', 1,
 * 'answer'], "faq item 2 answer".
 */
export function placeIn(data: Data, path: DataPath): string {
  const words: string[] = [];
  path.forEach((key, i) => {
    if (i === 1 && path[0] === 'blocks' && typeof key === 'number') words.push(blockName(data, key));
    else if (i === 0 && key === 'blocks') return;
    // An item of a list is named by the list, in the singular: items 2 is "item 2", features 1 "feature 1".
    else if (typeof key === 'number') words.push(`${singular(words.pop() ?? 'item')} ${key + 1}`);
    else words.push(key);
  });
  return words.join(' ');
}

const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word;

/** A block by its type, numbered only when the page has more than one of that type: "faq", "cards 2". */
function blockName(data: Data, index: number): string {
  const blocks = data?.blocks ?? [];
  const type = String(blocks[index]?.type ?? `block ${index + 1}`);
  const same = blocks.map((b, i) => (b?.type === type ? i : -1)).filter((i) => i >= 0);
  return same.length > 1 ? `${type} ${same.indexOf(index) + 1}` : type;
}

/**
 * The message of a save's commit: the page, then what changed in it, e.g. "about: hero title",
 * "services/drain-cleaning: faq item 2 answer", "home: new cards block". `before` is the file's text before the edit.
 */
export function commitMessage(file: string, edit: Edit, before: string): string {
  let data: Data;
  try {
    data = parse(before) as Data;
  } catch {
    data = undefined;
  }
  const at = (path: DataPath) => placeIn(data, path);
  const what = (() => {
    switch (edit.kind) {
      case 'set':
      case 'set-fields':
        return at(edit.path);
      case 'remove':
        return `removed ${at(edit.path)}`;
      case 'move':
        return `moved ${at(edit.path)} ${edit.by < 0 ? 'up' : 'down'}`;
      case 'add-item':
        return `new ${at(edit.path)} item`;
      case 'add-block':
        return `new ${edit.type} block`;
    }
  })();
  return `${pageName(file)}: ${what}`;
}
