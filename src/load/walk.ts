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
