import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outDir } from '../../src/builder/out-dir.ts';

/** Words only the page editor has: its endpoint, its root element, its class names, its labels. */
const markers = [
  '/__edit/',
  'Skip to the page editor',
  'page-editor',
  'pe-toggle',
  'Leave edit mode',
  'start-editor',
  'Enter saves',
];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name));
const textFiles = (dir: string) =>
  filesUnder(dir).filter((f) => /\.(js|css|html|json|txt|webmanifest)$/.test(f) || f.endsWith('_headers'));

describe('the production build', () => {
  it('has none of the page editor in it', () => {
    // The markers are the editor's own: each is in its source, so finding none in dist/ means none of it was built.
    const source =
      filesUnder('src/browser/edit')
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n') + readFileSync('src/browser/main.tsx', 'utf8');
    expect(markers.filter((m) => !source.includes(m))).toEqual([]);
    const built = textFiles(outDir).map((f) => ({ file: f, text: readFileSync(f, 'utf8') }));
    expect(built.some((f) => f.file.endsWith('.js'))).toBe(true);
    expect(
      built.flatMap(({ file, text }) => markers.filter((m) => text.includes(m)).map((m) => `${file}: ${m}`)),
    ).toEqual([]);
  });
});
