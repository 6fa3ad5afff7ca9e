import { diffWords } from 'diff';
import { parse } from 'yaml';
import type { DataPath } from '../../core/edit-protocol.ts';
import { placeIn } from '../drafts/commit-message.ts';

/** A piece of a changed text: kept, taken out or put in. */
export interface WordChange {
  text: string;
  change?: 'removed' | 'added';
}

/** One value that differs between two texts of a page file, in words. */
export interface Change {
  /** Where, as commit messages say it: "hero title", "faq item 2 answer". */
  where: string;
  /** The value before and after, as written (undefined where there was none). */
  before?: unknown;
  after?: unknown;
  /** For a text changed in place: the words taken out and put in. */
  words?: WordChange[];
}

const readable = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return parse(text);
  } catch {
    return text;
  }
};

const isGroup = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/**
 * What changed between two texts of a page file, value by value, in words: each field added, removed or changed, with
 * its place, and for a text the words taken out and put in (a diff in words, not in lines of YAML). A file that cannot
 * be read as YAML is compared as one text.
 */
export function changesBetween(before: string | undefined, after: string | undefined): Change[] {
  const old = readable(before);
  const now = readable(after);
  const changes: Change[] = [];
  const names = (isGroup(now) ? now : isGroup(old) ? old : undefined) as
    | { blocks?: Array<{ type?: unknown }> }
    | undefined;
  const walk = (a: unknown, b: unknown, path: DataPath) => {
    if (isGroup(a) && isGroup(b) && Array.isArray(a) === Array.isArray(b)) {
      const keys = Array.isArray(a)
        ? [...Array(Math.max(a.length, (b as unknown as unknown[]).length)).keys()]
        : [...new Set([...Object.keys(a), ...Object.keys(b)])];
      for (const key of keys)
        walk((a as Record<string | number, unknown>)[key], (b as Record<string | number, unknown>)[key], [
          ...path,
          key,
        ]);
      return;
    }
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    const where = placeIn(names, path) || 'the whole file';
    const change: Change = { where, ...(a !== undefined && { before: a }), ...(b !== undefined && { after: b }) };
    if (typeof a === 'string' && typeof b === 'string')
      change.words = diffWords(a, b).map((part) => ({
        text: part.value,
        ...(part.added ? { change: 'added' as const } : part.removed ? { change: 'removed' as const } : {}),
      }));
    changes.push(change);
  };
  walk(old, now, []);
  return changes;
}
