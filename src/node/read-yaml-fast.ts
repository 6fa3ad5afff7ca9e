import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { Document, isScalar } from 'yaml';

/**
 * The fast reading of a page: js-yaml reads a typical page eight times faster than `yaml`, which keeps every
 * position and comment. Most pages are fine, and a fine page needs no positions, so the full parse waits until a
 * problem needs a place (src/node/parse-yaml.ts). The two readers must give the same data, so the fast one is used
 * only where they cannot differ (tests/unit/read-yaml-fast.test.ts compares them on every page and fuzzed ones):
 * - plain values are typed by `yaml`'s own core schema (its null, true/false, int and float tests), not js-yaml's;
 * - text that uses what the full parse refuses or reads its own way (directives, anchors and aliases, tags, keys
 *   that are not plain text, keys that reach a prototype) goes to the full parse, as does anything js-yaml refuses.
 */

type CoreTag = { tag: string; test: RegExp; resolve: (value: string, onError: (message: string) => void, options: object) => unknown };
const coreTags = new Document().schema.tags.filter((tag): tag is typeof tag & CoreTag => Boolean(tag.test && tag.resolve));

/**
 * `yaml`'s core schema tags for plain values, as js-yaml types: one source for what `3`, `~` or `.inf` mean. js-yaml
 * keeps one type per tag, and `yaml` has three ways to write an int (and a float): each type tries its tag's ways in turn.
 */
const coreTypes = [...new Set(coreTags.map((t) => t.tag))].map((name) => {
  const ways = coreTags.filter((t) => t.tag === name);
  const way = (text: string | null) => ways.find((t) => t.test.test(text ?? ''));
  return new Type(name, {
    kind: 'scalar',
    resolve: (text: string | null) => way(text) !== undefined,
    construct: (text: string | null) => {
      const value = way(text)!.resolve(text ?? '', () => {}, {});
      return isScalar(value) ? value.value : value;
    },
  });
});
const schema = FAILSAFE_SCHEMA.extend({ implicit: coreTypes });

/** Marks of what only the full parse reads as the site expects; each sends the file there (a slower read, never a wrong one). */
const fullParseOnly = [
  /^%/m, // a directive (%YAML 1.1 changes what values mean)
  /^(?:---|\.\.\.)/m, // a document's start or end ("----" is a text to one and a list to the other)
  /(?<![^\s[{,])[&*!][^\s,[\]{}]/, // an anchor, an alias or a tag
  /^[ \t]*(?:-[ \t]+)*(?:[?:]|(?:~|null|Null|NULL)[ \t]*:)(?:\s|$)/m, // an explicit key ("? "), or a key empty or null
  /[[{,][ \t]*(?:\?|(?:~|null|Null|NULL)?[ \t]*:)(?:\s|$)/, // the same inside [ ] or { }
  /[\]}][ \t]*:/, // a list or group written [a, b] or {a: b} used as a key
  /__proto__|constructor|prototype/, // keys refused at their place
  /[\t\ufeff]/, // tabs and byte-order marks, which the two read differently in places
];

/** The data of `text` when the fast reading is sure to give what the full parse gives, else undefined. */
export function readYamlFast(text: string): { data: object } | undefined {
  if (fullParseOnly.some((mark) => mark.test(text)) || !continuedLinesIndented(text)) return undefined;
  let data: unknown;
  try {
    data = load(text, { schema });
  } catch {
    // Duplicate keys, syntax, a stack too deep: the full parse says what it is, at its place.
    return undefined;
  }
  return typeof data === 'object' && data !== null ? { data } : undefined;
}

const [space, newline, cr, hash, dash, colon, comma, quote, apostrophe, backslash, openList, closeList, openGroup, closeGroup, bar, greater] =
  [' ', '\n', '\r', '#', '-', ':', ',', '"', "'", '\\', '[', ']', '{', '}', '|', '>'].map((c) => c.charCodeAt(0)) as number[] as [number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number];

/**
 * Whether every line that begins inside a quoted text, or inside a [ ] or { } written over several lines, is indented
 * deeper than the key or item it belongs to. js-yaml reads such lines at any indentation; the full parse refuses those
 * not deeper than their collection. The lines of a block text (| or >) are skipped: they hold text, not marks. Where
 * this scan cannot be sure what a mark is, it answers false, and the file gets the full parse.
 */
export function continuedLinesIndented(text: string): boolean {
  const end = text.length;
  const at = (i: number) => (i < end ? text.charCodeAt(i) : newline);
  const blank = (c: number) => c === space || c === newline || c === cr;
  let open = 0; // the quote a text is open with, or 0
  let flow = 0; // how many [ and { are open
  let openedAt = 0; // the key column of the line where the outermost open quote or bracket began
  let nodeStart = true; // the next mark begins a value
  let plainEnded = false; // the last line ended inside a plain text, which the next line may continue
  let i = 0;
  while (i < end) {
    let col = 0;
    while (at(i) === space) (i++, col++);
    if (at(i) === newline || (at(i) === cr && at(i + 1) === newline)) {
      i = text.indexOf('\n', i) + 1 || end;
      continue;
    }
    if ((open || flow) && col <= openedAt) return false;
    let keyCol = col;
    if (!open && !flow) {
      // A plain text may go on here, and a quote or bracket at the start would be text: too close to call.
      const first = at(i);
      if (plainEnded && (first === quote || first === apostrophe || first === openList || first === openGroup)) return false;
      nodeStart = true;
      while (at(i) === dash && blank(at(i + 1))) {
        i++;
        keyCol++;
        while (at(i) === space) (i++, keyCol++);
      }
    }
    const lineStart = i;
    let keyOnLine = false;
    let prev = space;
    for (; i < end && at(i) !== newline; prev = at(i), i++) {
      const c = at(i);
      if (open === quote) {
        if (c === backslash && at(i + 1) !== newline) i++;
        else if (c === quote) (open = 0), (nodeStart = false);
        continue;
      }
      if (open === apostrophe) {
        if (c === apostrophe && at(i + 1) === apostrophe) i++;
        else if (c === apostrophe) (open = 0), (nodeStart = false);
        continue;
      }
      if (c === space || c === cr) continue;
      // A comment stuck to a quote or a bracket: only js-yaml reads it as one.
      if (c === hash && (prev === quote || prev === apostrophe || prev === closeList || prev === closeGroup)) return false;
      if (c === hash && prev === space) {
        i = text.indexOf('\n', i);
        if (i < 0) i = end;
        break;
      }
      if (c === colon && (blank(at(i + 1)) || (flow && (prev === quote || prev === apostrophe || prev === closeList || prev === closeGroup)))) {
        // The full parse takes a key of at most 1,024 characters; js-yaml any.
        if (i - lineStart > 1000) return false;
        nodeStart = true;
        keyOnLine ||= !flow;
        continue;
      }
      if (flow && c === comma) {
        nodeStart = true;
        continue;
      }
      if (flow && (c === closeList || c === closeGroup)) {
        flow--;
        nodeStart = false;
        continue;
      }
      if (nodeStart && (c === quote || c === apostrophe || c === openList || c === openGroup)) {
        if (!open && !flow) openedAt = keyCol;
        if (c === quote || c === apostrophe) (open = c), (nodeStart = false);
        else flow++;
        continue;
      }
      if (nodeStart && !flow && (c === bar || c === greater)) {
        // A block text: its lines are those indented at least as deep as its first, which must be deeper than its parent.
        const parent = keyOnLine ? keyCol : keyCol - 2;
        const header = /^[|>][+-]?([ \t]+#.*)?\r?$/.exec(text.slice(i, text.indexOf('\n', i) >>> 0));
        if (!header || parent < 0) return false;
        // Back to the newline before the line after the text, which the loop then steps over.
        i = skipBlockText(text, text.indexOf('\n', i), parent) - 1;
        plainEnded = false;
        nodeStart = true;
        break;
      }
      nodeStart = false;
    }
    plainEnded = !open && !flow && !nodeStart;
    if (i < end) i++;
  }
  return !open && !flow;
}

/** Where the lines of a block text that begins after `newlineAt` end: the first line with words not as deep as its first. */
function skipBlockText(text: string, newlineAt: number, parent: number): number {
  if (newlineAt < 0) return text.length;
  let indent = -1;
  let i = newlineAt + 1;
  while (i < text.length) {
    let col = 0;
    while (text.charCodeAt(i + col) === 32) col++;
    const next = text.indexOf('\n', i);
    const lineEnd = next < 0 ? text.length : next;
    const empty = text.slice(i + col, lineEnd).trim() === '';
    if (!empty) {
      if (indent < 0) indent = col;
      if (indent <= parent || col < indent) return i;
    }
    i = lineEnd + 1;
  }
  return text.length;
}
