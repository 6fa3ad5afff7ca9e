import type { CST } from 'yaml';

// A quoted or plain value is changed where it differs from the old one and nowhere else: the characters before and
// after the change keep their spelling in the file (an escape such as \u2014, a folded line, '' for a quote).

/** Some characters of a value's source and the characters of the value they stand for. */
interface Unit {
  text: string;
  start: number;
  end: number;
}

type Style = 'double' | 'single' | 'plain';
const styleOf: Partial<Record<CST.FlowScalar['type'], Style>> = {
  'double-quoted-scalar': 'double',
  'single-quoted-scalar': 'single',
  scalar: 'plain',
};

const escapes: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const hexLength: Record<string, number> = { x: 2, u: 4, U: 8 };

/** The end of a line break at `at` (LF or CR LF), or -1 when there is none. */
const breakEnd = (s: string, at: number) =>
  s[at] === '\n' ? at + 1 : s[at] === '\r' && s[at + 1] === '\n' ? at + 2 : -1;
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/**
 * A line break with the blanks around it, read as YAML folds it: one space, or a line break per empty line after it.
 */
function fold(s: string, at: number, end: number): Unit | undefined {
  let i = at;
  while (i < end && isBlank(s[i])) i++;
  let next = breakEnd(s, i);
  if (next < 0) return undefined;
  let breaks = 0;
  for (;;) {
    i = next;
    while (i < end && isBlank(s[i])) i++;
    next = breakEnd(s, i);
    if (next < 0) break;
    breaks++;
  }
  return { text: breaks ? '\n'.repeat(breaks) : ' ', start: at, end: i };
}

/**
 * The units of a value's source between `start` and `end` (inside the quotes), or undefined for what is not read here.
 */
function unitsOf(s: string, start: number, end: number, style: Style): Unit[] | undefined {
  const units: Unit[] = [];
  for (let i = start; i < end; ) {
    const c = s[i]!;
    const folded = isBlank(c) || c === '\n' || c === '\r' ? fold(s, i, end) : undefined;
    if (folded) {
      units.push(folded);
      i = folded.end;
    } else if (style === 'double' && c === '\\') {
      const e = s[i + 1] ?? '';
      const escapedBreak = breakEnd(s, i + 1);
      if (escapedBreak >= 0) {
        let j = escapedBreak;
        while (j < end && isBlank(s[j])) j++;
        units.push({ text: '', start: i, end: j });
        i = j;
      } else if (hexLength[e]) {
        const hex = s.slice(i + 2, i + 2 + hexLength[e]);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== hexLength[e]) return undefined;
        units.push({ text: String.fromCodePoint(parseInt(hex, 16)), start: i, end: i + 2 + hex.length });
        i += 2 + hex.length;
      } else if (e in escapes) {
        units.push({ text: escapes[e]!, start: i, end: i + 2 });
        i += 2;
      } else return undefined;
    } else if (style === 'single' && c === "'" && s[i + 1] === "'") {
      units.push({ text: "'", start: i, end: i + 2 });
      i += 2;
    } else {
      const char = String.fromCodePoint(s.codePointAt(i)!);
      units.push({ text: char, start: i, end: i + char.length });
      i += char.length;
    }
  }
  return units;
}

/** New characters written as the value's style writes them, or undefined where that style cannot hold them. */
function encode(text: string, style: Style): string | undefined {
  if (style === 'double') {
    return text.replace(/[\\"\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
      const named: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };
      return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
  }
  if (/[\n\r\u0000-\u001f\u007f]/.test(text)) return undefined;
  return style === 'single' ? text.replace(/'/g, "''") : text;
}

/**
 * The text with the scalar `token` (whose value is `old`) changed to `value` by rewriting only the characters that
 * differ; undefined when its style cannot be read or written this way (the caller then writes the whole value).
 */
export function spliceScalar(text: string, token: CST.FlowScalar, old: string, value: string): string | undefined {
  const style = styleOf[token.type];
  if (!style) return undefined;
  const { source, offset } = token;
  const quoted = style === 'plain' ? 0 : 1;
  const units = unitsOf(source, quoted, source.length - quoted, style);
  if (!units || units.map((u) => u.text).join('') !== old) return undefined;
  let first = 0;
  let from = 0;
  while (first < units.length && value.startsWith(units[first]!.text, from)) from += units[first++]!.text.length;
  let last = units.length;
  let to = value.length;
  while (last > first && to - units[last - 1]!.text.length >= from && value.endsWith(units[last - 1]!.text, to))
    to -= units[--last]!.text.length;
  const middle = encode(value.slice(from, to), style);
  if (middle === undefined) return undefined;
  const start = first < units.length ? units[first]!.start : source.length - quoted;
  const end = last > first ? units[last - 1]!.end : start;
  const written = source.slice(0, start) + middle + source.slice(end);
  return text.slice(0, offset) + written + text.slice(offset + source.length);
}
