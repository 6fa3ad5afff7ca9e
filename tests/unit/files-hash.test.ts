// What makes a bundle again: a change to a file it is made from, never to code that does not go into it (the build's
// own, the site's own server's), and every file counted once whatever the order the disk lists them in.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesHash, inFileSet, type FileSet } from '../../src/node/files-hash.ts';
import { isEditorBundleInput } from '../../src/node/edit/editor-bundle.ts';

const set: FileSet = {
  inputs: ['src', 'index.html', 'src/builder/css-layers.ts'],
  leaveOut: ['src/builder', 'src/server'],
};

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'files-hash-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const base = {
  'src/browser/main.tsx': 'main',
  'src/builder/build.ts': 'build',
  'src/builder/css-layers.ts': 'layers',
  'src/server/start.ts': 'server',
  'index.html': '<html>',
  'pages/about.yaml': 'title: About',
};

describe('a hash of the files a bundle is made from', () => {
  const before = filesHash(set, project(base));

  it('changes with a file of an input folder, a file named, or a file added', () => {
    expect(filesHash(set, project({ ...base, 'src/browser/main.tsx': 'main 2' }))).not.toBe(before);
    expect(filesHash(set, project({ ...base, 'src/builder/css-layers.ts': 'layers 2' }))).not.toBe(before);
    expect(filesHash(set, project({ ...base, 'index.html': '<html lang="en">' }))).not.toBe(before);
    expect(filesHash(set, project({ ...base, 'src/core/new.ts': 'new' }))).not.toBe(before);
  });

  it('stays the same for code left out and for files outside the inputs', () => {
    expect(filesHash(set, project({ ...base, 'src/builder/build.ts': 'build 2' }))).toBe(before);
    expect(filesHash(set, project({ ...base, 'src/server/start.ts': 'server 2' }))).toBe(before);
    expect(filesHash(set, project({ ...base, 'pages/about.yaml': 'title: About us' }))).toBe(before);
  });

  it('says which files are of the set, as a watcher sees them change', () => {
    expect(inFileSet(set, 'src/browser/main.tsx')).toBe(true);
    expect(inFileSet(set, 'src/builder/css-layers.ts')).toBe(true);
    expect(inFileSet(set, 'src/builder/build.ts')).toBe(false);
    expect(inFileSet(set, 'src-old/main.tsx')).toBe(false);
    expect(inFileSet(set, 'pages/about.yaml')).toBe(false);
  });
});

describe('the page editor’s bundle', () => {
  it('is made again for a change to the site’s code, not to the build’s or the server’s', () => {
    expect(isEditorBundleInput('src/browser/edit/SidePanel.tsx')).toBe(true);
    expect(isEditorBundleInput('src/blocks/hero/Hero.tsx')).toBe(true);
    expect(isEditorBundleInput('schema/tone.ts')).toBe(true);
    expect(isEditorBundleInput('vite.config.ts')).toBe(true);
    expect(isEditorBundleInput('src/builder/out-dir.ts')).toBe(true);
    expect(isEditorBundleInput('src/builder/build.ts')).toBe(false);
    expect(isEditorBundleInput('src/server/drafts/editor-module.ts')).toBe(false);
    expect(isEditorBundleInput('pages/about.yaml')).toBe(false);
    expect(isEditorBundleInput('tests/e2e/editor-trust.test.ts')).toBe(false);
  });
});
