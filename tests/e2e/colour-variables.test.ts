// Mantine declares ten shades and their variants for each of its colour families; the site leaves out those nothing
// names (unnamedColours, src/core/brand-theme.ts). Here the built site is read as a browser would get it: every
// colour variable that a stylesheet, a page's inline styles or a script refers to is declared by some stylesheet, so
// a component that names a colour left out fails here, not as an unpainted button on a visitor's phone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outDir } from '../../src/builder/out-dir.ts';
import { unnamedColours } from '../../src/core/brand-theme.ts';

const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(css|html|js)$/.test(file),
);
const text = (file: string) => readFileSync(join(outDir, file), 'utf8');
const colourVariable = /--mantine-color-[a-z]+(?:-[\w-]+)?/g;

describe('the colour variables of the built site', () => {
  const declared = new Set(
    files
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) => [...text(f).matchAll(/(--mantine-color-[\w-]+)\s*:/g)].map((m) => m[1]!)),
  );
  const referred = new Map<string, string>();
  for (const file of files) {
    const body = text(file);
    // In CSS and HTML, what var() reads; in a script, every whole name it spells.
    const names = file.endsWith('.js')
      ? [...body.matchAll(colourVariable)].map((m) => m[0])
      : [...body.matchAll(/var\((--mantine-color-[\w-]+)/g)].map((m) => m[1]!);
    for (const name of names) if (!referred.has(name)) referred.set(name, file);
  }

  it('are declared wherever they are read', () => {
    expect(referred.size).toBeGreaterThan(20);
    const undeclared = [...referred]
      .filter(([name]) => !declared.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(undeclared).toEqual([]);
  });

  it('leave out the families nothing names, and keep the brand’s', () => {
    for (const family of unnamedColours)
      expect(
        [...declared].filter((name) => name.startsWith(`--mantine-color-${family}-`)),
        family,
      ).toEqual([]);
    for (const family of ['brand', 'copper']) expect(declared.has(`--mantine-color-${family}-7`), family).toBe(true);
  });
});
