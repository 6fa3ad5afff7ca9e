// What the page editor's GET page reads: a page file is read once while it is unchanged (its stamp), a file too large
// to be a page is refused from its size before it is read, and a file the parser cannot read (an alias bomb) is
// answered in JSON, in words: never an HTML error page.
import { writeFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EditCases from '../edit-cases.ts';

vi.mock('../../src/node/edit/page-file.ts', async (original) => {
  const real = await original<typeof import('../../src/node/edit/page-file.ts')>();
  return { ...real, readPageFile: vi.fn(real.readPageFile) };
});

// The endpoint and the reader it calls are loaded afresh: a unit worker keeps the modules an earlier file loaded
// (vitest.config.ts, isolate: false), and an endpoint loaded before this file would hold the unmocked reader.
let reads: ReturnType<typeof vi.fn>;
let site: typeof EditCases.site;
let aliasBomb: typeof EditCases.aliasBomb;
let codeOf: typeof EditCases.codeOf;
beforeAll(async () => {
  vi.resetModules();
  ({ aliasBomb, codeOf, site } = await import('../edit-cases.ts'));
  reads = vi.mocked((await import('../../src/node/edit/page-file.ts')).readPageFile);
});
beforeEach(() => void reads?.mockClear());

describe("the page editor's GET page", () => {
  it('reads an unchanged page file once, and again once it changes', async () => {
    const s = site();
    const first = await s.call('/page?key=/about');
    expect(first.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await s.call('/page?key=/about')).body).toEqual(first.body);
    expect(reads).toHaveBeenCalledTimes(1);
    writeFileSync(s.file('pages/about.yaml'), s.read('pages/about.yaml').replace('one van', 'two vans'));
    const changed = await s.call('/page?key=/about');
    expect(JSON.stringify(changed.body)).toContain('two vans');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('shows the site facts as they are now: a change to the site file makes the page again', async () => {
    const s = site();
    await s.call('/page?key=/about');
    writeFileSync(s.file('pages/_site.yaml'), `${s.read('pages/_site.yaml')}\n`);
    expect((await s.call('/page?key=/about')).status).toBe(200);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('refuses a page file of 20 MB from its size, in JSON, before reading it', { timeout: 30_000 }, async () => {
    const s = site();
    writeFileSync(
      s.file('pages/huge.yaml'),
      `title: Huge\ndescription: x\nblocks:\n  - type: hero\n    title: ${'x'.repeat(20 * 1024 * 1024)}\n`,
    );
    const answer = await s.call('/page?key=/huge');
    expect([answer.status, codeOf(answer)]).toEqual([422, 'file-too-large']);
    expect(answer.body.problems![0]!.message).toBe(
      'This file is 20.0 MB; a page file can have at most 100,000 ' +
        'characters, and pages are usually a few thousand. It was not read.',
    );
    expect(reads.mock.results.every((r) => r.type === 'throw')).toBe(true);
  });

  it('answers an alias bomb in JSON, in words', async () => {
    const s = site();
    writeFileSync(s.file('pages/about.yaml'), aliasBomb);
    const answer = await s.call('/page?key=/about');
    expect([answer.status, codeOf(answer)]).toEqual([422, 'edit-page-unreadable']);
    expect(answer.body.problems![0]!.message).toBe(
      'pages/about.yaml could not be read for editing: its aliases (*name) expand to more than a page may hold.',
    );
  });
});
