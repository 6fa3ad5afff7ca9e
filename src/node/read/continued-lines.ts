/**
 * Whether every line that begins inside a quoted text, or inside a [ ] or { } written over several lines, is indented
 * deeper than the key or item it belongs to (src/node/read/read-yaml-fast.ts). js-yaml reads such lines at any
 * indentation; the full parse refuses those not deeper than their collection. The lines of a block text (| or >) are
 * skipped: they hold text, not marks. Where this scan cannot be sure what a mark is, it answers false, and the file
 * gets the full parse: a slower reading, never a wrong one.
 *
 * It goes line by line and looks only where a value can begin: after the indentation and any "- ", and after each
 * ": ". A plain text between them is skipped whole, so a page costs a few searches per line.
 */
export function continuedLinesIndented(text: string): boolean {
  // While a plain text may go on to the next line: the indentation that line needs to be part of it.
  let plainAbove = -1;
  const colons = nextOf(text, ':');
  const comments = nextOf(text, ' #');
  for (let i = 0; i < text.length; ) {
    let lineEnd = text.indexOf('\n', i);
    if (lineEnd < 0) lineEnd = text.length;
    let at = i;
    while (text.charCodeAt(at) === space) at++;
    if (at === lineEnd || (text.charCodeAt(at) === cr && at + 1 === lineEnd)) {
      i = lineEnd + 1;
      continue;
    }
    const indent = at - i;
    // A line that may go on with the plain text above: a mark at its start could be text or a mark, too close to call.
    const goesOn = plainAbove >= 0 && indent > plainAbove;
    if (goesOn && !plainStart.test(text[at]!)) return false;
    while (!goesOn && text.charCodeAt(at) === dash && isBlank(text.charCodeAt(at + 1))) {
      at++;
      while (text.charCodeAt(at) === space) at++;
    }
    const next = scanLine(
      text,
      { lineStart: i, indent, keyCol: at - i, goesOn: goesOn ? plainAbove : -1, colons, comments },
      at,
      lineEnd,
    );
    if (next === undefined) return false;
    ({ i, plainAbove } = next);
  }
  return true;
}

/** The first character of a line that can only be more of a plain text: not one of YAML's marks. */
const plainStart = /^[^-?:,[\]{}#&*!|>'"%@`]$/;

/**
 * A line being read: where it starts, its indentation, the column of its key, and the parent of a plain text it goes on
 * with (-1 if none).
 */
interface Line {
  lineStart: number;
  indent: number;
  keyCol: number;
  goesOn: number;
  /** The next ":" and the next " #" of the file. */
  colons: (from: number) => number;
  comments: (from: number) => number;
}

const [
  space,
  newline,
  cr,
  hash,
  dash,
  colon,
  comma,
  quote,
  apostrophe,
  backslash,
  openList,
  closeList,
  openGroup,
  closeGroup,
  bar,
  greater,
] = [...' \n\r#-:,"\'\\[]{}|>'].map((c) => c.charCodeAt(0));

const isBlank = (c: number) => c === space || c === newline || c === cr || Number.isNaN(c);
const opensFlow = (c: number) => c === quote || c === apostrophe || c === openList || c === openGroup;
/**
 * The next place of a text at or after a position, searched for again only once the scan has passed the last one
 * found: the scan only goes forward, so each search looks at each character once, however many lines ask.
 */
function nextOf(text: string, what: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found !== -1 && found < from) found = text.indexOf(what, from);
    return found < 0 ? text.length : found;
  };
}

/**
 * The rest of one line of block context from `at`, where a value may begin; a quoted text, a bracket or a block text
 * that begins here may take later lines. Gives where the next line starts, and whether a plain text may go on there.
 */
function scanLine(
  text: string,
  line: Line,
  at: number,
  lineEnd: number,
): { i: number; plainAbove: number } | undefined {
  const { lineStart, keyCol } = line;
  // The parent of a plain text that starts at a node: the key's column after a key, the "- " before it, or the text it
  // goes on with.
  let parent = line.goesOn >= 0 ? line.goesOn : at - lineStart > line.indent ? keyCol - 2 : -1;
  for (;;) {
    const c = text.charCodeAt(at);
    if (at >= lineEnd || c === cr || c === hash) return { i: lineEnd + 1, plainAbove: -1 };
    if (opensFlow(c)) {
      const after = skipFlow(text, at, keyCol);
      // A comment stuck to a quote or a bracket: only js-yaml reads it as one.
      if (after === undefined || text.charCodeAt(after) === hash) return undefined;
      at = after;
      lineEnd = text.indexOf('\n', at);
      if (lineEnd < 0) lineEnd = text.length;
      while (text.charCodeAt(at) === space) at++;
      if (text.charCodeAt(at) !== colon) continue;
    } else if (c === bar || c === greater) {
      return blockText(text, at, lineEnd, parent);
    } else {
      // A plain text stops at a ": " (or a ":" at the end of the line), where a value starts, or at a " #".
      let colonAt = line.colons(at);
      while (colonAt < lineEnd && !isBlank(text.charCodeAt(colonAt + 1))) colonAt = line.colons(colonAt + 1);
      const commentAt = line.comments(at);
      // A plain text that runs to the end of the line may go on, if its parent is known.
      if (colonAt >= lineEnd && commentAt >= lineEnd)
        return parent < 0 ? undefined : { i: lineEnd + 1, plainAbove: parent };
      if (commentAt < colonAt) return { i: lineEnd + 1, plainAbove: -1 };
      at = colonAt;
    }
    // A ": " here: the full parse takes a key of at most 1,024 characters; js-yaml any.
    if (at - lineStart > 1000) return undefined;
    parent = keyCol;
    at++;
    while (text.charCodeAt(at) === space) at++;
  }
}

/**
 * Where a quoted text or a bracket that opens at `at` ends, every line it goes on to indented deeper than `keyCol`;
 * undefined if one is not, or if it never ends.
 */
function skipFlow(text: string, at: number, keyCol: number): number | undefined {
  let depth = 0;
  let valueStart = true;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === newline) {
      if (tooShallow(text, i, keyCol)) return undefined;
      continue;
    }
    if (valueStart && (c === quote || c === apostrophe)) {
      const close = closingQuote(text, i, keyCol);
      if (close === undefined) return undefined;
      if (depth === 0) return close + 1;
      i = close;
      valueStart = false;
    } else if (valueStart && (c === openList || c === openGroup)) depth++;
    else if (c === closeList || c === closeGroup) {
      if (--depth === 0) return i + 1;
      valueStart = false;
    } else if (c === comma || c === colon) valueStart = true;
    else if (c === hash && text.charCodeAt(i - 1) !== space) return undefined;
    else if (c === hash) {
      const lineEnd = text.indexOf('\n', i);
      if (lineEnd < 0) return undefined;
      i = lineEnd - 1;
    } else if (c !== space && c !== cr) valueStart = false;
  }
  return undefined;
}

/** Whether the line after the newline at `newlineAt` has words but is indented no deeper than `keyCol`. */
function tooShallow(text: string, newlineAt: number, keyCol: number): boolean {
  let col = 0;
  while (text.charCodeAt(newlineAt + 1 + col) === space) col++;
  const first = text.charCodeAt(newlineAt + 1 + col);
  const empty = first === newline || (first === cr && text.charCodeAt(newlineAt + 2 + col) === newline);
  return !empty && col <= keyCol;
}

/** Where the quote that opens at `at` closes, every line it goes on to indented deeper than `keyCol`. */
function closingQuote(text: string, at: number, keyCol: number): number | undefined {
  const mark = text.charCodeAt(at);
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === newline) {
      if (tooShallow(text, i, keyCol)) return undefined;
    } else if (mark === quote && c === backslash && text.charCodeAt(i + 1) !== newline) i++;
    else if (c === mark) {
      if (mark === apostrophe && text.charCodeAt(i + 1) === apostrophe) i++;
      else return i;
    }
  }
  return undefined;
}

/**
 * Past a block text (| or >) that opens at `at`: its lines are those indented at least as deep as its first, which
 * must be deeper than its parent (the key of this line, or the "- " before the mark).
 */
function blockText(
  text: string,
  at: number,
  lineEnd: number,
  parent: number,
): { i: number; plainAbove: number } | undefined {
  if (parent < 0 || !/^[|>][+-]?(?:[ ]+#.*)?\r?$/.test(text.slice(at, lineEnd))) return undefined;
  let indent = -1;
  let i = lineEnd + 1;
  while (i < text.length) {
    let col = 0;
    while (text.charCodeAt(i + col) === space) col++;
    let next = text.indexOf('\n', i);
    if (next < 0) next = text.length;
    if (text.slice(i + col, next).trim() !== '') {
      if (indent < 0) indent = col;
      if (indent <= parent || col < indent) break;
    }
    i = next + 1;
  }
  return { i, plainAbove: -1 };
}
