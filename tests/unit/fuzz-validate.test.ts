import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formats, runValidate } from '../../src/node/check/run-validate.ts';
import { readFixtures, saveFixture } from '../fuzz/fixtures.ts';
import { fuzzCase, mutatedFile } from '../fuzz/fuzz-case.ts';
import { runs, seed } from '../fuzz/settings.ts';
import { realPages, standInSiteWith } from '../fuzz/site.ts';
import { brokenPromises } from '../fuzz/validator-promises.ts';
import { diskCases, siteWithCase } from '../disk-cases.ts';
import { readPages } from '../../src/node/read/read-pages.ts';

describe('npm run validate on randomly broken pages', () => {
  it('finds no error in the fuzz site before any change, so that every error comes from the mutation', () => {
    for (const page of realPages)
      expect(runValidate({ files: standInSiteWith(page), unread: [] }, 'json', false).stdout).toMatch(/"ok": true/);
  });

  it(`keeps its promises on ${runs} mutated pages (seed ${seed})`, { timeout: 60_000 + runs * 50 }, () => {
    const details = fc.check(
      fc.property(fuzzCase, (c) => {
        const broken = brokenPromises({ files: standInSiteWith(mutatedFile(c)), unread: [] }, c.format);
        if (broken.length) throw new Error(broken.join('\n'));
      }),
      { numRuns: runs, seed, includeErrorInReport: true },
    );
    if (!details.failed) return;
    const [counterexample] = details.counterexample!;
    const saved = saveFixture(
      mutatedFile(counterexample),
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance),
    );
    // The case can hold 300 kB of text: the fixture keeps it whole, the report only its start.
    const report = fc.defaultReportMessage(details) ?? '';
    throw new Error(
      `${report.length > 5000 ? `${report.slice(0, 5000)}…` : report}\n\n` +
        `The failing file is saved as ${saved}, and the page it stood in for in the .json beside it; the last test ` +
        `here replays it from now on. Run this case again with FUZZ_SEED=${details.seed} FUZZ_RUNS=${runs}.`,
    );
  });

  const fixtures = readFixtures();
  it.each(fixtures.map((f) => [f.name, f] as const))('keeps its promises on fixture %s', (_name, fixture) => {
    const read = fixture.disk
      ? readPages(siteWithCase(diskCase(fixture.disk).make))
      : { files: standInSiteWith(fixture), unread: [] };
    for (const format of formats) expect(brokenPromises(read, format), format).toEqual([]);
  });
});

function diskCase(name: string) {
  const found = diskCases.find((c) => c.name === name);
  if (!found) throw new Error(`No case "${name}" in tests/disk-cases.ts: rename the fixture's "disk" or delete it.`);
  return found;
}
