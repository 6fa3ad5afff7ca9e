import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/node/read/parse-yaml.ts';
import { readYamlFast } from '../../src/node/read/read-yaml-fast.ts';
import { fuzzCase, mutatedFile } from '../fuzz/fuzz-case.ts';
import { runs, seed } from '../fuzz/settings.ts';

/** What a reading tells the rest of the check: its problems (code and place) and its data. */
function reading(text: string, fast: boolean) {
  const { parsed, problems } = parseYaml('pages/x.yaml', text, fast);
  return {
    data: parsed?.data,
    problems: problems.map(({ code, line, col, endLine, endCol }) => ({ code, line, col, endLine, endCol })),
  };
}

/** The fast reading and the full parse agree on `text`: same problems at the same places, same data. */
function expectSameReading(text: string) {
  expect(reading(text, true), JSON.stringify(text.slice(0, 300))).toEqual(reading(text, false));
}

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => join(e.parentPath, e.name));

const everyYamlFile = ['pages', 'src/blocks', 'tests/fixtures', 'docs/example-site'].flatMap(yamlFiles);

/** Pieces of YAML that matter to a reader: marks, scalars of every core type, quoting, indentation, flows, comments. */
const piece = fc.constantFrom(
  'a',
  'b',
  'key',
  ': ',
  ':',
  '- ',
  '-',
  '\n',
  '  ',
  '    ',
  '\t',
  '{',
  '}',
  '[',
  ']',
  ', ',
  ',',
  '"',
  "'",
  '? ',
  '?',
  '&a ',
  '*a',
  '!!str ',
  '!x ',
  '~',
  'null',
  'Null',
  'true',
  'False',
  'yes',
  'on',
  '1',
  '-1',
  '+1',
  '0x1F',
  '0o17',
  '017',
  '0b11',
  '1_000',
  '1.5',
  '1.50',
  '.5',
  '+.5',
  '1e3',
  '1.0e+3',
  '.inf',
  '-.Inf',
  '.nan',
  '2024-01-01',
  '# c',
  ' #',
  '|',
  '|-',
  '>',
  '>+',
  '\\u2014',
  '\\n',
  '"\\x41"',
  '—',
  '{phone}',
  '%YAML 1.1\n',
  '---\n',
  '...\n',
  '<<: ',
  '__proto__',
  'constructor',
  '\r\n',
  '\r',
  '\u00a0',
  '\ufeff',
);
const yamlish = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('the fast reading of a page', () => {
  it('reads every page of the site, and most files of the tests, the fast way', () => {
    const site = yamlFiles('pages');
    expect(
      site.filter((f) => !readYamlFast(readFileSync(f, 'utf8'))),
      'site pages read the slow way',
    ).toEqual([]);
  });

  it.each(everyYamlFile)('gives the full parse’s reading of %s', (file) =>
    expectSameReading(readFileSync(file, 'utf8')),
  );

  it.each([
    ['an anchor and an alias', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 3\nb: !custom x\n'],
    ['an explicit key', '? a\n: b\n'],
    ['a list as a key', '[a, b]: c\n'],
    ['a group as a key inside a group', 'a: {[b]: c}\n'],
    ['a null key', '~: a\nb: 1\n'],
    ['an empty key', ': a\n'],
    ['an empty key inside a group', 'a: {: b}\n'],
    ['a YAML 1.1 directive', '%YAML 1.1\n---\na: yes\nb: 0b11\n'],
    ['a key that reaches the prototype', '__proto__: {polluted: 1}\n'],
    ['a key repeated', 'a: 1\na: 2\n'],
    ['a key repeated as a number and as text', '1: a\n"1": b\n'],
    ['numbers js-yaml reads its own way', 'a: 1_000\nb: 0b11\nc: +.5\nd: 017\ne: 2024-01-01\n'],
    ['a merge key', 'a: 1\n<<: {b: 2}\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['a line of four dashes', '----\n'],
    ['lines indented deeper than a page ever is', `a:\n${' '.repeat(120)}b: 1\n`],
    ['a file that is one text', 'just words\n'],
    ['a lone CR', 'a: 1\rb: 2\n'],
    ['a quoted text continued at the margin', 'title: "Drain\ncleaning"\n'],
    ['a list continued at the margin', 'a: [x,\ny]\n'],
    ['a comment stuck to a bracket', '{phone}# c\n'],
    ['a key longer than 1,024 characters', `${'x'.repeat(1100)}: 1\n`],
    ['a block text holding marks', 'a: |\n  He said: "hi\n  [b: {c\nb: 1\n'],
  ])('gives the full parse’s reading of %s', (_what, text) => expectSameReading(text));

  // As many cases as the fuzzed validator's run (FUZZ_RUNS), twice as many of the short texts.
  it(`gives the full parse’s reading of ${runs * 2} texts made of YAML's pieces (seed ${seed})`, {
    timeout: 60_000 + runs * 20,
  }, () => {
    fc.assert(
      fc.property(yamlish, (text) => expectSameReading(text)),
      { numRuns: runs * 2, seed },
    );
  });

  it(`gives the full parse’s reading of ${runs} randomly broken pages (seed ${seed})`, {
    timeout: 60_000 + runs * 50,
  }, () => {
    fc.assert(
      fc.property(fuzzCase, (c) => expectSameReading(mutatedFile(c).text)),
      { numRuns: runs, seed },
    );
  });
});
