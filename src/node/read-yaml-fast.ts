import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { Document, isScalar } from 'yaml';
import { continuedLinesIndented } from './continued-lines.ts';

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
 * Whether a plain value could be anything but text: every null, true, false, int and float of the core schema starts
 * with one of these characters or is empty. Most plain values are words, and this spares them eight tests each.
 */
const mayBeCore = (text: string | null) => !text || /^[-+.~0-9nNtTfF]/.test(text);

/**
 * `yaml`'s core schema tags for plain values, as js-yaml types: one source for what `3`, `~` or `.inf` mean. js-yaml
 * keeps one type per tag, and `yaml` has three ways to write an int (and a float): each type tries its tag's ways in turn.
 */
const coreTypes = [...new Set(coreTags.map((t) => t.tag))].map((name) => {
  const ways = coreTags.filter((t) => t.tag === name);
  const way = (text: string | null) => (mayBeCore(text) ? ways.find((t) => t.test.test(text ?? '')) : undefined);
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
