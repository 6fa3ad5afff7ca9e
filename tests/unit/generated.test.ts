import { exampleFile } from '../../src/blocks/names.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../src/blocks/index.ts';
import { linkShorthands } from '../../schema/link.ts';
import { siteFacts } from '../../src/core/placeholders.ts';
import { blockReference, generatedFiles, placeholders } from '../../scripts/generators/reference-docs.ts';
import { fixtureSiteData } from './site-fixture.ts';

describe('generated files', () => {
  it.each(generatedFiles())('$file matches the schemas (run npm run gen after changing a schema)', ({ file, text }) => {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      expect.fail(`${file} is missing. Run npm run gen to write it.`);
    }
    expect(
      committed === text,
      `${file} is out of date: a schema changed since it was generated. Run npm run gen and commit the result.`,
    ).toBe(true);
  });

  it('gives every block type a section with its example', () => {
    const reference = blockReference();
    for (const type of blockTypes) {
      expect(reference).toContain(`### \`${type}\``);
      expect(reference).toContain(`Example (from \`${exampleFile(type)}\`)`);
      expect(reference).toContain(`  - type: ${type}\n`);
    }
  });

  it('documents every placeholder and link shorthand the site resolves', () => {
    const reference = blockReference();
    const names = placeholders().map((p) => p.name);
    expect(names.sort()).toEqual([...siteFacts(fixtureSiteData().site).placeholders.keys()].sort());
    for (const name of names) expect(reference).toContain(`| \`{${name}}\` |`);
    for (const shorthand of linkShorthands) expect(reference).toContain(`| \`${shorthand}\` |`);
  });
});
