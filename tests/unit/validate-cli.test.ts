import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function validate(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A copy of the real pages with one bad page added. */
function siteWithBadPage(): string {
  const root = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync('pages', join(root, 'pages'), { recursive: true });
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
    expect(result.problems).toContainEqual(expect.objectContaining({ file: 'pages/bad.yaml', line: 6, col: 11, code: 'unknown-block-type', path: 'blocks[1].type' }));
  });

  it('prints GitHub annotations with --format github', () => {
    const { out } = validate('--root', siteWithBadPage(), '--format', 'github');
    expect(out).toContain('::error file=pages/bad.yaml,line=6,col=11,endLine=6,endColumn=22,title=Unknown block type::Block 2 has type "testimonals"');
  });

  it('exits 2 on a usage error', () => {
    expect(validate('--format', 'xml').code).toBe(2);
    expect(validate('--bogus').code).toBe(2);
    expect(validate('--root', '/nonexistent').code).toBe(2);
  });
});
