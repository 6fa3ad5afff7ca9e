import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeCorpus } from '../../scripts/bench/corpus.ts';
import { checkSite } from '../../src/node/check/check-site.ts';
import { isError } from '../../src/node/report/problem.ts';
import { readAssets, readPages } from '../../src/node/read/read-pages.ts';

describe("the benches' generated sites", () => {
  // 241 leaves a remainder after a whole number of towns per service: the second data page makes it up.
  it.each([60, 241])('a site of %i pages has exactly that many, all valid, most of them made from data', (size) => {
    const root = mkdtempSync(join(tmpdir(), 'corpus-'));
    try {
      writeCorpus(root, size);
      const { files, unread } = readPages(root);
      const { problems, pages } = checkSite(files, readAssets(root), unread);
      expect(problems.filter(isError)).toEqual([]);
      expect(pages).toHaveLength(size);
      expect(new Set(pages.map((p) => p.route)).size).toBe(size);
      expect(pages.filter((p) => p.file.includes('[')).length).toBeGreaterThan(size / 2);
      // The generated title "… in {town.name} | {company}", with the company of the site's own _site.yaml.
      const { company } = parse(readFileSync(join(root, 'pages', '_site.yaml'), 'utf8')) as { company: string };
      expect(pages.find((p) => p.route === '/drain-cleaning-in/kelowna')?.page.title).toBe(
        `Drain Cleaning in Kelowna | ${company}`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
