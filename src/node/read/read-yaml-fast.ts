import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { Document, isScalar } from 'yaml';
import { continuedLinesIndented } from './continued-lines.ts';

/**
 * The fast reading of a page: js-yaml reads a typical page eight times faster than `yaml`, which keeps every
 * position and comment. Most pages are fine, and a fine page needs no positions, so the full parse waits until a
 * problem needs a place (src/node/read/parse-yaml.ts). The two readers must give the same data, so the fast one is used
 * only where they cannot differ (tests/unit/read-yaml-fast.test.ts compares them on every page and fuzzed ones):
 * - plain values are typed by `yaml`'s own core schema (its null, true/false, int and float tests), not js-yaml's;
 * - text that uses what the full parse refuses or reads its own way (directives, anchors and aliases, tags, keys
 *   that are not plain text, keys that reach a prototype) goes to the full parse, as does anything js-yaml refuses.
 */

type CoreTag = {
  tag: string;
  test: RegExp;
  resolve: (value: string, onError: (message: string) => void, options: object) => unknown;
};
const coreTags = new Document().schema.tags.filter((tag): tag is typeof tag & CoreTag =>
  Boolean(tag.test && tag.resolve),
);

/**
 * Whether a plain value could be anything but text: every null, true, false, int and float of the core schema starts
 * with one of these characters or is empty. Most plain values are words, and this spares them eight tests each.
 */
const mayBeCore = (text: string | null) => !text || /^[-+.~0-9nNtTfF]/.test(text);

/**
 * How the core schema reads a plain value that is not text: the first of `yaml`'s null, true/false, int and float tests
 * it passes.
 */
const coreWay = (text: string | null) => (mayBeCore(text) ? coreTags.find((t) => t.test.test(text ?? '')) : undefined);

/**
 * `yaml`'s core schema for plain values, as one js-yaml type: one source for what `3`, `~` or `.inf` mean. js-yaml
 * asks each implicit type of a schema in turn about every plain value; the data keeps no tag, so one type asks once
 * what a type per tag (null, bool, int, float) asked four times.
 */
const coreType = new Type('tag:yaml.org,2002:core', {
  kind: 'scalar',
  resolve: (text: string | null) => coreWay(text) !== undefined,
  construct: (text: string | null) => {
    const value = coreWay(text)!.resolve(text ?? '', () => {}, {});
    return isScalar(value) ? value.value : value;
  },
});
const schema = FAILSAFE_SCHEMA.extend({ implicit: [coreType] });

/** Marks, at a line's start, of what only the full parse reads as the site expects. */
const lineStartMarks = [
  '%', // a directive (%YAML 1.1 changes what values mean)
  String.raw`---|\.\.\.`, // a document's start or end ("----" is a text to one and a list to the other)
  // an explicit key ("? "), or a key empty or null
  String.raw`[ \t]*(?:-[ \t]+)*(?:[?:]|(?:~|null|Null|NULL)[ \t]*:)(?:\s|$)`,
].join('|');

/** Marks, anywhere, of what only the full parse reads as the site expects. */
const anywhereMarks = [
  String.raw`(?<![^\s[{,])[&*!][^\s,[\]{}]`, // an anchor, an alias or a tag
  // an explicit, empty or null key inside [ ] or { }
  String.raw`[[{,][ \t]*(?:\?|(?:~|null|Null|NULL)?[ \t]*:)(?:\s|$)`,
  String.raw`[\]}][ \t]*:`, // a list or group written [a, b] or {a: b} used as a key
  '__proto__|constructor|prototype', // keys refused at their place
  String.raw`[\t\ufeff]`, // tabs and byte-order marks, which the two read differently in places
];

/**
 * Each mark sends the file to the full parse (a slower read, never a wrong one). They are looked for in one search,
 * the first line's apart: a regular expression with `^` and the m flag is tried at every character of the text, where
 * one that starts with a line break is tried only at line breaks (eight searches took a fifth of the fast reading).
 */
const firstLineMark = new RegExp(`^(?:${lineStartMarks})`);
const laterMark = new RegExp([String.raw`[\n\r\u2028\u2029](?:${lineStartMarks})`, ...anywhereMarks].join('|'));

/** The data of `text` when the fast reading is sure to give what the full parse gives, else undefined. */
export function readYamlFast(text: string): { data: object } | undefined {
  if (firstLineMark.test(text) || laterMark.test(text) || !continuedLinesIndented(text)) return undefined;
  let data: unknown;
  try {
    data = load(text, { schema });
  } catch {
    // Duplicate keys, syntax, a stack too deep: the full parse says what it is, at its place.
    return undefined;
  }
  return typeof data === 'object' && data !== null ? { data } : undefined;
}
