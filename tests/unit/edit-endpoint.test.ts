// The page editor's endpoint (src/node/edit/edit-endpoint.ts), called in-process on a copy of the fixture site: each
// refusal with its code from the catalogue, and random requests (fast-check) that must never harm the server: no
// field on Object.prototype, no answer outside the endpoint's statuses, and a normal save right after still works.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashOf } from '../../src/node/edit/page-source.ts';
import { existsSync } from 'node:fs';
import { codeOf, editCases, pictureHeaders, site } from '../edit-cases.ts';

describe('each refusal of the endpoint has its code from the catalogue', () => {
  it.each(Object.keys(editCases))('%s', async (code) => {
    const answer = await editCases[code]!(site());
    expect(codeOf(answer), JSON.stringify(answer.body)).toBe(code);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});

describe('random requests never harm the server', () => {
  const keys = fc.constantFrom<string | number>('__proto__', 'constructor', 'prototype', 'toString', 'blocks', 'title', 'items', 'value', 'label', 'type', 'hasOwnProperty', 0, 1, 2, 5, 10_000);
  const value = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant({ polluted: true }), fc.constant(['x']), fc.constant(null));
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('set'), path: fc.array(keys, { minLength: 0, maxLength: 6 }), value }),
    fc.record({ kind: fc.constantFrom('remove', 'add-item'), path: fc.array(keys, { minLength: 1, maxLength: 6 }) }),
    fc.record({ kind: fc.constant('move'), path: fc.array(keys, { minLength: 1, maxLength: 6 }), by: fc.constantFrom(-1, 1, 2) }),
    fc.record({ kind: fc.constant('add-block'), index: fc.integer({ min: -1, max: 20 }), type: fc.constantFrom('faq', 'cta', 'nope', '__proto__', 'constructor') }),
    fc.anything({ maxDepth: 2 }),
  );
  const request = fc.record({
    file: fc.constantFrom('pages/about.yaml', 'pages/index.yaml', 'pages/_site.yaml', 'pages/../package.json', '__proto__', 'pages/__proto__.yaml'),
    current: fc.boolean(),
    edit,
    extra: fc.option(fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'x'), fc.anything({ maxDepth: 1 })), { nil: undefined }),
  });

  it('answers 1,000 random saves with one of its statuses, pollutes nothing, and still saves and checks correctly after them', async () => {
    const s = site();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ file, current, edit: e, extra }) => {
        const at = current && ['pages/about.yaml', 'pages/index.yaml', 'pages/_site.yaml'].includes(file) ? s.hash(file) : hashOf('old');
        const answer = await s.call('/save', JSON.parse(JSON.stringify({ file, hash: at, edit: e, ...extra })));
        statuses.add(answer.status);
        expect([200, 400, 409, 413, 422]).toContain(answer.status);
        expect(Object.keys(Object.prototype)).toEqual([]);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        if (answer.status === 200) expect(s.valid()).toEqual([]);
      }),
      { numRuns: 1_000, seed: 20261125 },
    );
    expect(statuses.has(422)).toBe(true);
    const answer = await s.save({ kind: 'set', path: ['blocks', 0, 'title'], value: 'About Our Team' });
    expect(answer.status).toBe(200);
    expect(readFileSync(s.file('pages/about.yaml'), 'utf8')).toContain('    title: About Our Team\n');
    expect(s.valid()).toEqual([]);
    const wrong = await s.save({ kind: 'set', path: ['blocks', 0, 'title'], value: '' });
    expect(codeOf(wrong)).toBe('empty-text');
  }, 120_000);
});

describe('too large a text, or too large a request, is refused in plain words', () => {
  const about = () => readFileSync('docs/example-site/pages/about.yaml', 'utf8');
  /** A save of a paragraph of `length` x's in place of "We started … phone.": the file grows by `length` less that text's. */
  const paragraph = 'We started with one van and a promise to answer the phone.';
  const saveParagraph = (s: ReturnType<typeof site>, length: number) => s.save({ kind: 'set', path: ['blocks', 2, 'paragraphs', 0], value: 'x'.repeat(length) });
  const fileWith = (length: number) => about().length - paragraph.length + length;

  it('a text that makes the file longer than a page file can be: the file’s length and the limit, in characters', async () => {
    const s = site();
    const over = 100_001 - fileWith(0);
    const answer = await saveParagraph(s, over);
    expect(answer.status).toBe(413);
    expect(answer.body.problems?.[0]).toMatchObject({
      code: 'edit-too-large',
      title: 'Text too long',
      message: 'With this text the page file would have 100,001 characters, but a page file can have at most 100,000, so it was not saved.',
    });
    expect(readFileSync(s.file('pages/about.yaml'), 'utf8')).toBe(about());
    // One character less and the file is exactly as long as it can be: saved.
    expect(fileWith(over - 1)).toBe(100_000);
    expect((await saveParagraph(s, over - 1)).status).toBe(200);
    expect(readFileSync(s.file('pages/about.yaml'), 'utf8')).toHaveLength(100_000);
  });

  it('a text longer by itself than a page file can be: its own length and the limit', async () => {
    const answer = await saveParagraph(site(), 100_001);
    expect([answer.status, answer.body.problems?.[0]?.message]).toEqual([413, 'This text has 100,001 characters, but a whole page file can have at most 100,000, so it was not saved.']);
  });

  it('a request of 1.1 MB: its size in megabytes and the limit, not a count of characters it did not make', async () => {
    const s = site();
    // 550,000 "é" are 1.1 MB in UTF-8: bytes, not characters.
    const answer = await s.call('/save', { file: 'pages/about.yaml', hash: s.hash(), edit: { kind: 'set', path: ['title'], value: 'é'.repeat(550_000) } });
    expect(answer.status).toBe(413);
    const [problem] = answer.body.problems ?? [];
    expect(problem).toMatchObject({ code: 'edit-request-too-large', title: 'Change too large to send' });
    expect(problem!.message).toBe('This change is 1.1 MB to send, but the dev server takes at most 1 MB in one save (a page file can have at most 100,000 characters), so it was not saved.');
    expect(problem!.message).not.toMatch(/1,100,\d{3}|does not answer/);
    expect(readFileSync(s.file('pages/about.yaml'), 'utf8')).toBe(about());
    // And the server goes on: a normal save right after it is made.
    expect((await s.save({ kind: 'set', path: ['blocks', 0, 'title'], value: 'About Our Team' })).status).toBe(200);
  });
});

describe('a picture chosen in the page editor', () => {
  const thumbnail = () => readFileSync('docs/example-site/public/images/thumbnail.png');

  it('goes into public/images/ under a safe name, and answers with its path and size', async () => {
    const s = site();
    const answer = await s.call('/picture?name=My%20Van%20(Summer).PNG', thumbnail(), pictureHeaders);
    expect([answer.status, answer.body]).toEqual([200, { ok: true, src: '/images/my-van-summer.png', width: 200, height: 150 }]);
    expect(readFileSync(s.file('public/images/my-van-summer.png'))).toEqual(thumbnail());
  });

  it('never leaves public/images/: a name with ../ or a folder is only a name', async () => {
    const s = site();
    const answer = await s.call(`/picture?name=${encodeURIComponent('../../pages/index.yaml')}`, thumbnail(), pictureHeaders);
    expect(answer.body).toMatchObject({ ok: true, src: '/images/index.png' });
    expect(existsSync(s.file('public/images/index.png'))).toBe(true);
    expect(readFileSync(s.file('pages/index.yaml'), 'utf8')).toContain('title:');
  });

  it('refuses a renamed PDF and an SVG with a script, and replaces a picture only when asked', async () => {
    const s = site();
    expect(codeOf(await s.call('/picture?name=brochure.jpg', readFileSync(s.file('public/images/brochure.jpg')), pictureHeaders))).toBe('not-a-picture');
    expect(codeOf(await s.call('/picture?name=badge.svg', readFileSync(s.file('public/images/badge.svg')), pictureHeaders))).toBe('svg-with-script');
    const other = await (await import('sharp')).default({ create: { width: 900, height: 600, channels: 3, background: '#336699' } }).png().toBuffer();
    expect(codeOf(await s.call('/picture?name=thumbnail.png', other, pictureHeaders))).toBe('picture-exists');
    expect(readFileSync(s.file('public/images/thumbnail.png'))).toEqual(thumbnail());
    expect((await s.call('/picture?name=thumbnail.png&replace=1', other, pictureHeaders)).body).toMatchObject({ ok: true, width: 900, height: 600 });
    expect(readFileSync(s.file('public/images/thumbnail.png'))).toEqual(other);
  });

  it('is refused from another site, and when sent as a form would send it', async () => {
    const s = site();
    expect((await s.call('/picture?name=a.png', thumbnail(), { ...pictureHeaders, origin: 'http://evil.example' })).status).toBe(403);
    expect((await s.call('/picture?name=a.png', thumbnail(), { ...pictureHeaders, 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(403);
  });
});
