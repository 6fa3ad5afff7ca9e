/** Calls `visit` for every string in a YAML-shaped value, with its path and the key that holds it. */
export function walkStrings(value: unknown, visit: (text: string, path: PropertyKey[]) => void, path: PropertyKey[] = []): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, visit, [...path, i]));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walkStrings(v, visit, [...path, k]);
}

/** A copy of a YAML-shaped value with every string passed through `map`. */
export function mapStrings<T>(value: T, map: (text: string, key: PropertyKey | undefined) => string, key?: PropertyKey): T {
  if (typeof value === 'string') return map(value, key) as T;
  if (Array.isArray(value)) return value.map((v, i) => mapStrings(v, map, i)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map, k)])) as T;
  return value;
}

/** The path of the first value nested deeper than `limit`, if there is one; a value that contains itself has no bottom. */
export function pathDeeperThan(value: unknown, limit: number): PropertyKey[] | undefined {
  // A loop with its own stack, not recursion: the point is to survive data too deep to recurse into.
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: v, path } = next;
    if (path.length > limit) return path;
    if (Array.isArray(v)) v.forEach((child, i) => stack.push({ value: child, path: [...path, i] }));
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) stack.push({ value: child, path: [...path, k] });
  }
  return undefined;
}
