import { describe, expect, it, vi } from 'vitest';
import { applyEdit } from '../../src/node/edit/apply-edit.ts';
import type { Edit } from '../../src/core/edit-protocol.ts';
import { pageSchema } from '../../src/blocks/page-schemas.ts';

const page = `# yaml-language-server: $schema=../schema/page.schema.json
title: Drain Cleaning | {company}   # the tab title
description: 'Drains cleared the same day: it''s what we do.'
blocks:
  # The top of the page.
  - type: hero
    title: Drain Cleaning
    text: "Call {phone}: we answer 24/7."
    highlights: [Licensed, Insured]

  - type: stats
    items:
      - { value: 5000+, label: Happy customers }
      - { value: 4.9/5, label: Average rating }

  # Questions people ask.
  - type: faq
    items:
      - question: Do you charge extra at night?
        answer: Only after 6 PM.   # the night rate
      - question: Are you licensed?
        answer: Yes.
  - type: calculator
    heading: Savings
    inputs:
      - id: household
        label: Household size
        min: 1
        max: 8
        default: 4
    outputs:
      - id: yearly
        label: Yearly
        formula: household * 2
`;

const examples: Record<string, string> = {
  cta: 'type: cta\nheading: Need a Plumber Today?\nactions:\n  - label: Call {phone}\n    href: call\n',
  faq: 'type: faq\nitems:\n  - question: Example question?\n    answer: Example answer.\n',
};
const edit = (text: string, e: Edit) => applyEdit(text, e, (type) => examples[type], pageSchema);
/** The page with `from` replaced by `to`, checking that `from` is there once. */
const changed = (from: string, to: string, text = page) => {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
};

describe('one value changed, every other byte kept', () => {
  it('keeps a plain text plain, with its comment', () => {
    expect(edit(page, { kind: 'set', path: ['title'], value: 'Drain Cleaning in Kelowna | {company}' })).toBe(
      changed('title: Drain Cleaning | {company}   #', 'title: Drain Cleaning in Kelowna | {company}   #'),
    );
  });

  it('quotes a text that would not read back as written plain', () => {
    expect(edit(page, { kind: 'set', path: ['blocks', 0, 'title'], value: 'Drains: cleared' })).toBe(
      changed('    title: Drain Cleaning\n', '    title: "Drains: cleared"\n'),
    );
    expect(edit(page, { kind: 'set', path: ['blocks', 0, 'title'], value: 'true' })).toBe(
      changed('    title: Drain Cleaning\n', '    title: "true"\n'),
    );
    expect(edit(page, { kind: 'set', path: ['blocks', 0, 'title'], value: 'Two\nlines' })).toBe(
      changed('    title: Drain Cleaning\n', '    title: "Two\\nlines"\n'),
    );
  });

  it('keeps single and double quotes', () => {
    expect(edit(page, { kind: 'set', path: ['description'], value: "Drains cleared: it's done." })).toBe(
      changed("'Drains cleared the same day: it''s what we do.'", "'Drains cleared: it''s done.'"),
    );
    expect(edit(page, { kind: 'set', path: ['blocks', 0, 'text'], value: 'Call {phone} "now"' })).toBe(
      changed('"Call {phone}: we answer 24/7."', '"Call {phone} \\"now\\""'),
    );
  });

  it('edits inside [ ] and { } without touching their neighbours', () => {
    expect(edit(page, { kind: 'set', path: ['blocks', 1, 'items', 0, 'label'], value: 'Happy, loyal customers' })).toBe(
      changed('label: Happy customers }', 'label: "Happy, loyal customers" }'),
    );
    expect(edit(page, { kind: 'set', path: ['blocks', 0, 'highlights', 1], value: 'Bonded' })).toBe(
      changed('[Licensed, Insured]', '[Licensed, Bonded]'),
    );
  });

  it('sets numbers and keeps the comment after an answer', () => {
    expect(edit(page, { kind: 'set', path: ['blocks', 3, 'inputs', 0, 'default'], value: 5 })).toBe(
      changed('default: 4', 'default: 5'),
    );
    expect(edit(page, { kind: 'set', path: ['blocks', 2, 'items', 0, 'answer'], value: 'Only after 7 PM.' })).toBe(
      changed('answer: Only after 6 PM.   #', 'answer: Only after 7 PM.   #'),
    );
  });

  it('adds a field that is not written yet after the last one', () => {
    expect(edit(page, { kind: 'set', path: ['blocks', 0, 'badge'], value: '24/7' })).toBe(
      changed('    highlights: [Licensed, Insured]\n', '    highlights: [Licensed, Insured]\n    badge: 24/7\n'),
    );
  });
});

describe('lists and blocks, by whole lines', () => {
  it('moves a block with its comment, the blank line between staying', () => {
    const stats = page.slice(page.indexOf('  - type: stats'), page.indexOf('\n  # Questions'));
    const faq = page.slice(page.indexOf('  # Questions'), page.indexOf('  - type: calculator'));
    expect(edit(page, { kind: 'move', path: ['blocks', 2], by: -1 })).toBe(
      changed(`${stats}\n${faq}`, `${faq.trimEnd()}\n\n${stats}`),
    );
  });

  it('moving down then up gives the file back byte for byte', () => {
    const down = edit(page, { kind: 'move', path: ['blocks', 2, 'items', 0], by: 1 });
    expect(down).not.toBe(page);
    expect(edit(down, { kind: 'move', path: ['blocks', 2, 'items', 1], by: -1 })).toBe(page);
  });

  it('removes a block with its comment lines', () => {
    const faq = page.slice(page.indexOf('  # Questions'), page.indexOf('  - type: calculator'));
    expect(edit(page, { kind: 'remove', path: ['blocks', 2] })).toBe(changed(faq, ''));
  });

  it('removes an optional field, and a list with its only item', () => {
    expect(edit(page, { kind: 'remove', path: ['blocks', 0, 'text'] })).toBe(
      changed('    text: "Call {phone}: we answer 24/7."\n', ''),
    );
    const one = edit(page, { kind: 'remove', path: ['blocks', 3, 'outputs', 0] });
    expect(one).toBe(
      changed('    outputs:\n      - id: yearly\n        label: Yearly\n        formula: household * 2\n', ''),
    );
  });

  it('adds a list item as a copy of the last one', () => {
    expect(edit(page, { kind: 'add-item', path: ['blocks', 2, 'items'] })).toBe(
      changed(
        '        answer: Yes.\n',
        '        answer: Yes.\n      - question: Are you licensed?\n        answer: Yes.\n',
      ),
    );
  });

  it('adds a block from its example, indented as the others', () => {
    expect(edit(page, { kind: 'add-block', index: 1, type: 'cta' })).toBe(
      changed(
        '\n  - type: stats',
        '\n  - type: cta\n    heading: Need a Plumber Today?\n    actions:\n' +
          '      - label: Call {phone}\n        href: call\n\n  - type: stats',
      ),
    );
  });

  it('keeps CRLF line breaks', () => {
    const crlf = page.replace(/\n/g, '\r\n');
    expect(edit(crlf, { kind: 'add-block', index: 4, type: 'cta' })).toBe(
      `${crlf}\r\n  - type: cta\r\n    heading: Need a Plumber Today?\r\n` +
        `    actions:\r\n      - label: Call {phone}\r\n        href: call\r\n`,
    );
  });

  it('refuses what is not there', () => {
    expect(() => edit(page, { kind: 'move', path: ['blocks', 0], by: -1 })).toThrow('There is nothing at this place');
    expect(() => edit(page, { kind: 'remove', path: ['blocks', 9] })).toThrow('There is nothing at this place');
    expect(() => edit(page, { kind: 'add-block', index: 1, type: 'nope' })).toThrow(
      'There is no block type of that name.',
    );
  });
});

describe('only the edited characters change', () => {
  const hero = (line: string) => page.replace('    title: Drain Cleaning\n', `${line}\n`);
  const setTitle = (text: string, value: string) => edit(text, { kind: 'set', path: ['blocks', 0, 'title'], value });

  it('keeps an escape the edit did not touch, in a double-quoted value', () => {
    const text = hero('    title: "Drains \\u2014 cleared fast"');
    expect(setTitle(text, 'Drains \u2014 cleared today')).toBe(hero('    title: "Drains \\u2014 cleared today"'));
    expect(setTitle(text, 'Pipes \u2014 cleared fast')).toBe(hero('    title: "Pipes \\u2014 cleared fast"'));
  });

  it('writes new characters in the value’s own style: escapes in double quotes, doubled quotes in single ones', () => {
    expect(setTitle(hero('    title: "Drains \\u2014 cleared"'), 'Drains "fast" \u2014 cleared')).toBe(
      hero('    title: "Drains \\"fast\\" \\u2014 cleared"'),
    );
    expect(setTitle(hero("    title: 'It''s a drain'"), "It's a clogged drain")).toBe(
      hero("    title: 'It''s a clogged drain'"),
    );
    expect(setTitle(hero('    title: "Tab\\there"'), 'Tab\there, now')).toBe(hero('    title: "Tab\\there, now"'));
  });

  it('keeps a value folded over two lines folded where the edit is not', () => {
    const text = hero('    title: "Drains cleared\n      the same day"');
    expect(setTitle(text, 'Drains cleared the next day')).toBe(hero('    title: "Drains cleared\n      the next day"'));
  });
});

describe('values written once and used twice', () => {
  const shared = page
    .replace(
      '        answer: Only after 6 PM.   # the night rate',
      '        answer: &night Only after 6 PM.   # the night rate',
    )
    .replace('        answer: Yes.', '        answer: *night');

  it('refuses an alias, naming the anchor and its line', () => {
    expect(() =>
      edit(shared, { kind: 'set', path: ['blocks', 2, 'items', 1, 'answer'], value: 'Yes, of course.' }),
    ).toThrow('This text is shared with line 20 of the file through the anchor &night: edit it there.');
  });

  it('refuses the anchor, naming the alias and its line', () => {
    expect(() =>
      edit(shared, { kind: 'set', path: ['blocks', 2, 'items', 0, 'answer'], value: 'Only after 7 PM.' }),
    ).toThrow(
      'This text is also used at line 22 of the file, through ' +
        'the alias *night: a change here would change it there too.',
    );
  });
});

describe('groups written once and used twice', () => {
  // A FAQ whose second question is the first one again: `- &q { … }` then `- *q`.
  const faq = (first: string, second: string) => `title: Drain Cleaning | {company}
blocks:
  - type: hero
    title: Drain Cleaning
  - type: faq
    items:
${first}
${second}
      - question: Are you licensed?
        answer: Yes.
`;
  const shared = faq('      - &q { question: Do you charge extra?, answer: Only after 6 PM. }', '      - *q');
  const setAnswer = (text: string, item: number) =>
    edit(text, { kind: 'set', path: ['blocks', 1, 'items', item, 'answer'], value: 'Never.' });

  it('refuses a field inside the anchored group, naming the alias and its line', () => {
    expect(() => setAnswer(shared, 0)).toThrow(
      'This text is part of a group also used at line 8 of the file, ' +
        'through the alias *q: a change here would change it there too.',
    );
    expect(() =>
      edit(shared, { kind: 'set-fields', path: ['blocks', 1, 'items', 0], values: { answer: 'Never.' } }),
    ).toThrow('through the alias *q');
  });

  it('refuses a field reached through the alias, naming the anchor and its line', () => {
    expect(() => setAnswer(shared, 1)).toThrow(
      'This text is part of a group shared with line 7 of the file through the anchor &q: edit it there.',
    );
  });

  it('refuses whatever is below an anchored list or block, however deep', () => {
    const list = `${shared.replace('    items:\n', '    items: &all\n')}  - type: faq\n    items: *all\n`;
    expect(() => edit(list, { kind: 'set', path: ['blocks', 1, 'items', 2, 'answer'], value: 'No.' })).toThrow(
      'This text is part of a group also used at line 12 of the file, through the alias *all',
    );
    expect(() => edit(list, { kind: 'set', path: ['blocks', 2, 'items', 2, 'answer'], value: 'No.' })).toThrow(
      'This text is part of a group shared with line 6 of the file through the anchor &all',
    );
    const block = `title: T | {company}\nblocks:\n  - &top\n    type: hero\n    title: Drain Cleaning\n  - *top\n`;
    expect(() => edit(block, { kind: 'set', path: ['blocks', 0, 'title'], value: 'Drains' })).toThrow(
      'This text is part of a group also used at line 6 of the file, through the alias *top',
    );
    expect(() => edit(block, { kind: 'set', path: ['blocks', 1, 'title'], value: 'Drains' })).toThrow(
      'This text is part of a group shared with line 3 of the file through the anchor &top',
    );
  });

  it('still edits a group whose anchor no alias uses, and the texts beside a shared group', () => {
    const unused = faq(
      '      - &q { question: Do you charge extra?, answer: Only after 6 PM. }',
      '      - { question: At night?, answer: Yes. }',
    );
    expect(setAnswer(unused, 0)).toBe(unused.replace('answer: Only after 6 PM.', 'answer: Never.'));
    expect(edit(shared, { kind: 'set', path: ['blocks', 1, 'items', 2, 'answer'], value: 'Yes, in BC.' })).toBe(
      shared.replace('answer: Yes.', 'answer: Yes, in BC.'),
    );
  });

  it('names the anchor an alias really refers to when a name is used twice', () => {
    const twice =
      `title: T | {company}\nblocks:\n  - type: hero\n    title: &t Drain Cleaning\n` +
      `    text: &t Same day\n  - type: cta\n    heading: *t\n`;
    // *t is the second &t (line 5): the first one (line 4) is used nowhere and can be edited.
    expect(edit(twice, { kind: 'set', path: ['blocks', 0, 'title'], value: 'Drains' })).toBe(
      twice.replace('&t Drain Cleaning', '&t Drains'),
    );
    expect(() => edit(twice, { kind: 'set', path: ['blocks', 0, 'text'], value: 'Today' })).toThrow(
      'This text is also used at line 7 of the file',
    );
  });

  it('if the refusal were missing, the read-back check would still not write both places', async () => {
    vi.resetModules();
    vi.doMock('../../src/node/edit/shared-values.ts', () => ({ refuseShared: () => undefined }));
    const { applyEdit: unguarded } = await import('../../src/node/edit/apply-edit.ts');
    vi.doUnmock('../../src/node/edit/shared-values.ts');
    expect(() =>
      unguarded(
        shared,
        { kind: 'set', path: ['blocks', 1, 'items', 0, 'answer'], value: 'Never.' },
        () => undefined,
        pageSchema,
      ),
    ).toThrow('This change could not be written without changing other parts of the file');
  });
});

describe('paths the schema does not have', () => {
  it('refuses __proto__, constructor and prototype before touching any object, and nothing is polluted', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(() => edit(page, { kind: 'set', path: [key, 'polluted'], value: 'yes' })).toThrow(
        `"${key}" is reserved by JavaScript`,
      );
      expect(() => edit(page, { kind: 'set', path: ['blocks', 0, key, 'polluted'], value: 'yes' })).toThrow(
        `"${key}" is reserved by JavaScript`,
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a field the block does not have, naming it', () => {
    expect(() => edit(page, { kind: 'set', path: ['blocks', 2, 'colour'], value: 'red' })).toThrow(
      'Block 3, "colour" is not a field this page can have',
    );
    expect(() => edit(page, { kind: 'set', path: ['blocks', 0, 'title', 'x'], value: 'red' })).toThrow(
      'is not a field this page can have',
    );
  });
});

describe('several fields of a group at once', () => {
  it('adds a picture with its alt text in one edit, as its own group', () => {
    const out = edit(page, {
      kind: 'set-fields',
      path: ['blocks', 0, 'image'],
      values: { src: '/images/van.jpg', alt: 'Our van outside a home' },
    });
    expect(out).toBe(
      changed(
        '    highlights: [Licensed, Insured]\n',
        '    highlights: [Licensed, Insured]\n    image:\n' +
          '      src: /images/van.jpg\n      alt: Our van outside a home\n',
      ),
    );
  });

  it('changes one field and removes another (null) of a group that is there', () => {
    const withPicture = edit(page, {
      kind: 'set-fields',
      path: ['blocks', 0, 'image'],
      values: { src: '/images/van.jpg', alt: 'Our van', width: 800 },
    });
    const out = edit(withPicture, {
      kind: 'set-fields',
      path: ['blocks', 0, 'image'],
      values: { src: '/images/team.jpg', alt: 'Our team', width: null },
    });
    expect(out).toBe(
      changed(
        '    highlights: [Licensed, Insured]\n',
        '    highlights: [Licensed, Insured]\n    image:\n      src: /images/team.jpg\n      alt: Our team\n',
      ),
    );
  });

  it('refuses a field name that would reach an object’s prototype', () => {
    expect(() =>
      edit(page, { kind: 'set-fields', path: ['blocks', 0, 'image'], values: JSON.parse('{"__proto__": "x"}') }),
    ).toThrow('"__proto__" is reserved by JavaScript');
  });
});
