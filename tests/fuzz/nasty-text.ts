import fc from 'fast-check';

/** Characters that trip parsers and terminals: NUL, BOM, bidi controls, odd line ends, escapes, emoji. */
const oddCharacter = fc.constantFrom(
  '\0',
  '\uFEFF',
  '\u200F',
  '\u202E',
  '\u2066',
  '\r',
  '\r\n',
  '\u2028',
  '\u2029',
  '\u0085',
  '\t',
  '\v',
  '\f',
  '\x1b[2J',
  '\x7f',
  '😀',
  '👩🏽‍🔧',
  'e\u0301',
  '\uFFFD',
  '\uFFFF',
  '\u00a0',
);

/** Half of a surrogate pair, alone: not valid Unicode, yet a JavaScript string can hold it. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Pieces of YAML and of this site's own syntax, so that random text often means something to the parser. */
const yamlPiece = fc.constantFrom(
  ': ',
  ' #',
  '- ',
  '? ',
  '&a ',
  '*a',
  '&b [*a, *a] ',
  '*nowhere',
  '!!str ',
  '!!binary ',
  '!!map ',
  '!custom ',
  '%YAML 1.2\n---\n',
  '---\n',
  '\n...\n',
  '"',
  "'",
  '|',
  '>-',
  '|2',
  '{',
  '}',
  '[',
  ']',
  ',',
  '<<: *a',
  '\n  ',
  '\n',
  '\\',
  '\\x',
  '\\u12',
  '{company}',
  '{nope}',
  'type: ',
  'blocks:',
  'href: /',
  'href: javascript:alert(1)',
  '0x1F',
  '1e999',
  '-.inf',
  '.nan',
  'null',
  '~',
  'yes',
  '2024-02-30',
  '0o17',
  '12:30:00',
  '__proto__: ',
  'constructor: ',
);

/** A short string of odd characters, YAML syntax and arbitrary code points. */
export const nastyText = fc.string({
  unit: fc.oneof(oddCharacter, loneSurrogate, yamlPiece, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  minLength: 1,
  maxLength: 12,
});

/** Up to 300 kB of one repeated piece: a huge value, or a single line of 100k characters. */
export const hugeText = fc
  .record({
    size: fc.integer({ min: 1, max: 300_000 }),
    piece: fc.constantFrom('x', 'lorem ipsum ', '{company}', 'é', '😀', ': ', '\\"', '[', '- ', '&a *a '),
  })
  .map(({ size, piece }) => piece.repeat(Math.ceil(size / piece.length)).slice(0, size));

/** How each shape of nesting opens and closes; block shapes need no closing. */
const nestings: Record<string, string> = { '[': ']', '{a: ': '}', '[{a: ': '}]', '&x [': ']', '- ': '', '? ': '' };

/** `[[[[…`, `{a: {a: …`, `- - - …` or indented maps, thousands of levels deep, closed or not. */
export const deepText = fc
  .record({
    depth: fc.integer({ min: 1, max: 5000 }),
    shape: fc.constantFrom(...Object.keys(nestings), 'indented'),
    closed: fc.boolean(),
  })
  .map(({ depth, shape, closed }) => {
    // Indented nesting costs depth² characters: 400 levels is already 160 kB.
    if (shape === 'indented')
      return Array.from({ length: Math.min(depth, 400) }, (_, i) => `${'  '.repeat(i)}a:`).join('\n');
    return `${shape.repeat(depth)}x${closed ? nestings[shape]!.repeat(depth) : ''}`;
  });

/** Anchors and aliases: `levels` levels of `width` aliases each expand to width^levels copies. */
export const aliasBomb = fc
  .record({ levels: fc.integer({ min: 1, max: 12 }), width: fc.integer({ min: 1, max: 12 }), useIt: fc.boolean() })
  .map(({ levels, width, useIt }) => {
    const lines = [`b0: &b0 [${Array(width).fill('lol').join(', ')}]`];
    for (let i = 1; i < levels; i++)
      lines.push(
        `b${i}: &b${i} [${Array(width)
          .fill(`*b${i - 1}`)
          .join(', ')}]`,
      );
    if (useIt) lines.push(`title: *b${levels - 1}`);
    return `${lines.join('\n')}\n`;
  });

/** Random bytes read as UTF-8 (invalid sequences become U+FFFD) or as Latin-1 (every byte a character). */
export const randomBytes = fc
  .record({
    bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
    encoding: fc.constantFrom('utf8' as const, 'latin1' as const),
  })
  .map(({ bytes, encoding }) => Buffer.from(bytes).toString(encoding));

/** Any text a mutation may insert: mostly short and odd, sometimes huge, deep or explosive. */
export const insertedText = fc.oneof(
  { weight: 12, arbitrary: nastyText },
  { weight: 3, arbitrary: randomBytes },
  { weight: 2, arbitrary: deepText },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: aliasBomb },
);
