import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPages } from '../../src/node/read/read-pages.ts';
import { runValidate } from '../../src/node/check/run-validate.ts';

/** `npm run validate` as npm runs it: compiled (scripts/commands/run-compiled.mjs); `env` adds to the environment. */
function validate(...args: string[]) {
  return validateWith({}, ...args);
}

function validateWith(env: Record<string, string>, ...args: string[]) {
  // The time limit turns a hang into a failed test rather than a stuck run.
  const run = spawnSync(process.execPath, ['scripts/commands/run-compiled.mjs', 'validate', ...args], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A copy of the fixture site's pages with one bad page added. */
function siteWithBadPage(): string {
  const root = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync('docs/example-site', root, { recursive: true });
  cpSync('tests/fixtures/bad/misspelt-block-type.yaml', join(root, 'pages/bad.yaml'));
  writeFileSync(join(root, 'pages/empty.yaml'), '');
  return root;
}

describe('npm run validate', () => {
  it('exits 0 on the real site', () => {
    const { code, out } = validate();
    expect(code).toBe(0);
    expect(out).toMatch(/All pages are valid/);
  });

  it('exits 1 and reports every problem of every file, without a stack trace', () => {
    const { code, out } = validate('--root', siteWithBadPage());
    expect(code).toBe(1);
    expect(out).toContain('pages/bad.yaml:6:11');
    expect(out).toContain('pages/empty.yaml:1:1');
    expect(out).toMatch(/Found 2 errors in 2 files/);
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('prints machine-readable JSON with --format json', () => {
    const { code, out } = validate('--root', siteWithBadPage(), '--format', 'json');
    expect(code).toBe(1);
    const result = JSON.parse(out);
    expect(result).toMatchObject({ ok: false, errorCount: 2 });
    expect(result.problems).toContainEqual(
      expect.objectContaining({
        file: 'pages/bad.yaml',
        line: 6,
        col: 11,
        code: 'unknown-block-type',
        path: 'blocks[1].type',
      }),
    );
  });

  it('prints GitHub annotations with --format github', () => {
    const { out } = validate('--root', siteWithBadPage(), '--format', 'github');
    expect(out).toContain(
      '::error file=pages/bad.yaml,line=6,col=11,endLine=6,endColumn=22,title=Unknown ' +
        'block type (unknown-block-type)::Block 2 has type "testimonals"',
    );
  });

  it('gives the same report when it checks on every core (a thread from one page each) as on one thread', {
    timeout: 60_000,
  }, () => {
    const root = siteWithBadPage();
    const oneThread = validate('--root', root, '--format', 'json');
    const threads = validateWith({ PAGES_PER_THREAD: '1' }, '--root', root, '--format', 'json');
    expect(threads.err).toBe('');
    expect(threads.code).toBe(1);
    expect(JSON.parse(threads.out)).toEqual(JSON.parse(oneThread.out));
  });

  it('stops without a word of its own when its reader stops early (| head), its exit code unchanged', {
    timeout: 30_000,
  }, () => {
    // Four hundred bad pages: a report far larger than a pipe holds, so head has closed it while the report is written.
    const root = siteWithBadPage();
    mkdirSync(join(root, 'pages/many'));
    for (let i = 0; i < 400; i++)
      cpSync('tests/fixtures/bad/misspelt-block-type.yaml', join(root, `pages/many/bad-${i}.yaml`));
    const run = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" scripts/commands/run-compiled.mjs ` +
          `validate --root "${root}" | head -n 2; exit \${PIPESTATUS[0]}`,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.stdout).toBe('✖ Unknown block type\n  pages/bad.yaml:6:11  (blocks[1].type)\n');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it('exits 2 on a usage error', { timeout: 30_000 }, () => {
    expect(validate('--format', 'xml').code).toBe(2);
    expect(validate('--bogus').code).toBe(2);
    expect(validate('--root', '/nonexistent').code).toBe(2);
  });
});

/** A copy of the fixture site's pages with pages/index.yaml changed by `mutate`. */
function siteWithMutatedIndex(mutate: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync('docs/example-site', root, { recursive: true });
  writeFileSync(join(root, 'pages/index.yaml'), mutate(readFileSync('docs/example-site/pages/index.yaml', 'utf8')));
  return root;
}

// A few of the fuzz test's mutations, end to end: the process exits 0 or 1 and prints what runValidate returns
// in-process.
describe('npm run validate on a broken copy of a home page', () => {
  const replaceTitle = (value: string) => (text: string) => text.replace(/^title: .*$/m, `title: ${value}`);
  it.each([
    ['thousands of [ in a value', replaceTitle('['.repeat(5000)), 1, 'Nested too deeply'],
    ['a 60,000-character line', replaceTitle('x'.repeat(60_000)), 1, 'Too many characters'],
    ['an alias bomb', () => readFileSync('tests/fixtures/bad/alias-bomb.yaml', 'utf8'), 1, 'Too many aliases'],
    [
      'a list as a field name',
      (text: string) => text.replace(/^title:/m, '? [title, name]\n:'),
      1,
      'Field name is not text',
    ],
    ['tabs for indentation', (text: string) => text.replace(/^ {2}- type:/m, '\t- type:'), 1, 'YAML syntax error'],
    [
      'NUL, a right-to-left override and an escape sequence in the text',
      replaceTitle('Plumbers\0\u202e\x1b[2J of Kelowna | {company}'),
      1,
      'Invisible character in text',
    ],
    [
      'a byte order mark and Windows line ends',
      (text: string) => `\ufeff${text.replace(/\n/g, '\r\n')}`,
      0,
      'All pages are valid',
    ],
  ] as const)('%s', { timeout: 30_000 }, (_name, mutate, code, said) => {
    const root = siteWithMutatedIndex(mutate);
    const run = validate('--root', root);
    expect(run.err).toBe('');
    expect(run.code).toBe(code);
    expect(run.out).toContain(said);
    expect(run.out).toBe(runValidate(readPages(root), 'pretty', false).stdout);
  });
});
