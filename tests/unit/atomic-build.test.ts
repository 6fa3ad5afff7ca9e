import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the prerender', () => {
  it('leaves the last build whole when it fails half-way: it writes beside it and moves in only when done', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'build-')), 'dist');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'the last good build');
    // A staged client build whose manifest is missing: the prerender stops after it started.
    mkdirSync(`${out}.next`);
    cpSync('index.html', join(`${out}.next`, 'index.html'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], { encoding: 'utf8', env: { ...process.env, OUT_DIR: out } });
    expect(run.status).not.toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('the last good build');
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(false);
  });
});
