// The site check on every core gives what the one-thread check gives, problem for problem and page for page.
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWrittenCorpus } from '../../scripts/bench/corpus.ts';
import { checkInThreads, checkShare, startCheckThreads } from '../../src/node/threads/check-in-threads.ts';
import { checkSite } from '../../src/node/check/check-site.ts';
import { isWrittenPage } from '../../src/core/routes.ts';
import { readAssets, readPages } from '../../src/node/read/read-pages.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'check-threads-'));
  writeWrittenCorpus(root, 1000, { ownTitles: false });
  // Mistakes in pages that different threads check: a misspelt block type, a link to no page, a broken line.
  writeFileSync(
    join(root, 'pages', 'copy-3', 'about.yaml'),
    'title: About us\ndescription: Who we are, and how we work across the valley.\n' +
      'blocks:\n  - type: heroo\n    title: About\n',
  );
  writeFileSync(
    join(root, 'pages', 'copy-7', 'contact.yaml'),
    'title: Contact\ndescription: Call, write or come by: we answer every message the same day.\n' +
      'blocks:\n  - type: cta\n    title: Call us\n    button: { label: Call, href: /nowhere-at-all }\n',
  );
  writeFileSync(join(root, 'pages', 'copy-9', 'blog.yaml'), 'title: "Blog\nblocks: [\n');
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the site check on every core', () => {
  it('finds exactly what the one-thread check finds, in the same order, and the same pages', async () => {
    const { files, unread } = readPages(root);
    const assets = readAssets(root);
    const one = checkSite(files, assets, unread);
    // In a build, threads are worth it from 2,000 pages each; a smaller share here keeps the test quick.
    const { check, threads } = await checkInThreads(files, assets, unread, { perThread: 500 });
    expect(threads).toBe(Math.min(availableParallelism(), 2));
    expect(check.problems).toEqual(one.problems);
    expect(check.pages).toEqual(one.pages);
    expect(check.site).toEqual(one.site);
    expect(check.notFound).toEqual(one.notFound);
    // npm run validate asks for the problems alone: the same problems, in the same order.
    const problemsOnly = await checkInThreads(files, assets, unread, { perThread: 500, problemsOnly: true });
    expect(problemsOnly.check.problems).toEqual(one.problems);
    expect([...new Set(one.problems.filter((p) => p.severity === 'error').map((p) => p.file))].sort()).toEqual([
      'pages/copy-3/about.yaml',
      'pages/copy-7/contact.yaml',
      'pages/copy-9/blog.yaml',
    ]);
    // On one thread too, asked for the problems alone (as npm run validate asks below 2,000 pages), it finds the same.
    const oneThreadProblemsOnly = await checkInThreads(files, assets, unread, {
      perThread: 100_000,
      problemsOnly: true,
    });
    expect(oneThreadProblemsOnly.threads).toBe(1);
    expect(oneThreadProblemsOnly.check.problems).toEqual(one.problems);
    // Threads started before the site was read (as npm run validate starts them) give the same again.
    const started = startCheckThreads(root, 500);
    expect(started).toHaveLength(Math.min(availableParallelism(), 2) - 1);
    const ahead = await checkInThreads(files, assets, unread, { problemsOnly: true, started });
    expect(ahead.threads).toBe(Math.min(availableParallelism(), 2));
    expect(ahead.check.problems).toEqual(one.problems);
  }, 120_000);

  it('checks in a thread only the pages no other thread has claimed, and claims the ones it checks', () => {
    const { files, unread } = readPages(root);
    const written = files.filter((f) => isWrittenPage(f.file)).map((f) => f.file);
    const claims = new Int32Array(new SharedArrayBuffer(written.length * 4));
    // Another thread (number 2) has already claimed every other page.
    for (let i = 1; i < written.length; i += 2) claims[i] = 2;
    const results = checkShare({ files, assets: readAssets(root), unread, written, claims, problemsOnly: true }, 1);
    const evens = written.filter((_, i) => i % 2 === 0);
    expect(results.map(([file]) => file).sort()).toEqual(evens.sort());
    expect([...claims].every((thread, i) => thread === (i % 2 ? 2 : 1))).toBe(true);
  });

  it('ends a thread that has claimed no page once this one has checked them all, instead of waiting for it', async () => {
    const { files, unread } = readPages(root);
    const assets = readAssets(root);
    // A thread that never gets to its share (it waits for a minute): this one claims every page.
    const stuck = new Worker('setTimeout(() => {}, 60_000)', { eval: true });
    const ended = once(stuck, 'exit');
    const { check, threads } = await checkInThreads(files, assets, unread, { problemsOnly: true, started: [stuck] });
    expect(threads).toBe(2);
    expect(check.problems).toEqual(checkSite(files, assets, unread).problems);
    await ended;
  }, 30_000);
});
