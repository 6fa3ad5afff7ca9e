/** How an editor reads where a value sits: `block 3 (stats), item 1 of "items"`, not `blocks.2.items.0`. */
export function subjectOf(path: readonly PropertyKey[], data: unknown): string {
  if (path[0] === 'blocks' && typeof path[1] === 'number') {
    const block = (data as { blocks?: Array<{ type?: unknown }> })?.blocks?.[path[1]];
    const type = typeof block?.type === 'string' ? ` (${short(block.type)})` : '';
    const rest = inner(path.slice(2));
    return `Block ${path[1] + 1}${type}${rest ? `, ${rest}` : ''}`;
  }
  return inner(path) || 'The page';
}

/** ["items", 0, "facts", 2] reads: item 3 of "facts" in item 1 of "items". */
function inner(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') parts.push(`item ${key + 1} of ${parts.pop() ?? 'the list'}`);
    else parts.push(quoted(key));
  }
  return parts.reverse().join(' in ');
}

/** The field a value belongs to: "rating", or item 2 of "items". */
export function fieldOf(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (typeof last === 'number') return `item ${last + 1} of ${quoted(path.at(-2) ?? 'the list')}`;
  return quoted(last ?? 'the page');
}

/** What kind of YAML value this is, in plain words. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return `${value} (yes/no)`;
  return `a ${typeof value}`;
}

export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], data);
}

/** Enough of a value to recognise it; a message that quotes 100k characters whole is not read. */
const maxShown = 60;

/** A value from the page as a message shows it, cut after 60 characters. */
export function short(value: unknown): string {
  const text = String(value);
  return text.length > maxShown ? `${text.slice(0, maxShown - 1)}…` : text;
}

/** A value from the page in quotes, cut after 60 characters. */
export function quoted(value: unknown): string {
  return `"${short(value)}"`;
}
