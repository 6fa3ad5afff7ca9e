/**
 * The path of the first value nested deeper than `limit`, if there is one; a value that contains itself has no bottom.
 */
export function pathDeeperThan(value: unknown, limit: number): PropertyKey[] | undefined {
  // A loop with its own stack, not recursion: the point is to survive data too deep to recurse into.
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: v, path } = next;
    if (path.length > limit) return path;
    if (Array.isArray(v)) v.forEach((child, i) => stack.push({ value: child, path: [...path, i] }));
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) stack.push({ value: child, path: [...path, k] });
  }
  return undefined;
}
