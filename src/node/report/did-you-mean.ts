import { closest, distance } from 'fastest-levenshtein';

/** The known word closest to `word`, if it is close enough to be a likely typo. */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const lower = word.toLowerCase();
  const best = closest(
    lower,
    known.map((k) => k.toLowerCase()),
  );
  const limit = Math.max(2, Math.floor(best.length / 3));
  if (distance(lower, best) > limit) return undefined;
  return known.find((k) => k.toLowerCase() === best);
}

/** "Did you mean "x"? " when there is a likely candidate, else "". */
export function suggestion(word: string, known: readonly string[]): string {
  const match = didYouMean(word, known);
  return match ? `Did you mean "${match}"? ` : '';
}

/** "a, b, c" for short lists, "a, b, c, … (12 in all)" for long ones. */
export function listOf(items: readonly string[], max = 12): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')}, … (${items.length} in all)`;
}
