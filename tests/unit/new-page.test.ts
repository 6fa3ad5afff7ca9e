import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaLine } from '../../scripts/generators/new-page.ts';
import { checkSite } from '../../src/node/check/check-site.ts';
import { readPages } from '../../src/node/read/read-pages.ts';
import { isError } from '../../src/node/report/problem.ts';

/**
 * A command as npm runs it (`npm run new-page`, `npm run validate`): compiled, by scripts/commands/run-compiled.mjs.
 */
const run = (command: 'new-page' | 'validate', ...args: string[]) => {
  const result = spawnSync(process.execPath, ['scripts/commands/run-compiled.mjs', command, ...args], {
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};

/** A copy of the fixture site's pages, so no real page is ever touched. */
function copyOfSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-page-'));
  cpSync('docs/example-site', root, { recursive: true });
  return root;
}

describe('npm run new-page', () => {
  it('writes a page with its schema line that passes validate', () => {
    const root = copyOfSite();
    const { code, out } = run('new-page', 'services/gas-fitting', '--root', root);
    expect(code).toBe(0);
    expect(out).toContain('Wrote pages/services/gas-fitting.yaml: the page /services/gas-fitting.');
    const text = readFileSync(join(root, 'pages/services/gas-fitting.yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/page.schema.json');
    expect(text).toContain('title: Gas Fitting | {company}');
    expect(text).toMatch(/- type: hero[\s\S]*- type: cta/);
    // Not a warning either; other pages are someone else's (they may be mid-edit).
    const validated = JSON.parse(run('validate', '--root', root, '--format', 'json').out) as {
      problems: Array<{ file: string }>;
    };
    expect(validated.problems.filter((p) => p.file === 'pages/services/gas-fitting.yaml')).toEqual([]);
  }, 60_000);

  it('starts a page made from data: one page per entry of each [name], each passing validate', () => {
    const root = copyOfSite();
    const { code, out } = run('new-page', '[service]-in/[town]', '--root', root);
    expect(code).toBe(0);
    expect(out).toContain(
      'Wrote pages/[service]-in/[town].yaml: one page per entry, at /<service slug>-in/<town slug>.',
    );
    const text = readFileSync(join(root, 'pages/[service]-in/[town].yaml'), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/data-page.schema.json');
    expect(text).toContain('title: "{service.name} in {town.name} | {company}"');
    const validated = JSON.parse(run('validate', '--root', root, '--format', 'json').out) as {
      ok: boolean;
      problems: Array<{ file: string }>;
    };
    expect(validated.problems.filter((p) => p.file.includes('['))).toEqual([]);
    expect(validated.ok).toBe(true);
    const pages = checkSite(readPages(root).files).pages.filter((p) => p.file === 'pages/[service]-in/[town].yaml');
    expect(pages.map((p) => p.route)).toEqual([
      '/service-one-in/town-one',
      '/service-one-in/town-two',
      '/service-two-in/town-one',
      '/service-two-in/town-two',
    ]);
    expect(pages[3]!.page.title).toBe('Service Two in Town Two | Example Flow Plumbing');
  }, 60_000);

  it('lists a page beside the services under services: in the site file, says so, and keeps every other byte of it', () => {
    const root = copyOfSite();
    const siteFile = join(root, 'pages/_site.yaml');
    const before = readFileSync(siteFile, 'utf8');
    const { code, out } = run('new-page', 'services/gas-fitting', '--root', root);
    expect(code).toBe(0);
    expect(out).toContain(
      'Listed it under services: in pages/_site.yaml (line 30), after Water Heaters: it shows on the services page',
    );
    const added =
      '  - title: Gas Fitting\n    href: /services/gas-fitting\n' +
      '    summary: One sentence about gas fitting, shown on the service cards and in the menus.\n' +
      '    icon: wrench\n';
    const after = readFileSync(siteFile, 'utf8');
    expect(after.split('\n').slice(29, 33).join('\n')).toBe(added.trimEnd());
    expect(after.replace(added, '')).toBe(before);
    const { site, problems } = checkSite(readPages(root).files);
    expect(site?.services.map((s) => s.href).at(-1)).toBe('/services/gas-fitting');
    expect(problems.filter(isError)).toEqual([]);
  }, 60_000);

  it('leaves the site file alone for a page that is no service', () => {
    const root = copyOfSite();
    const before = readFileSync(join(root, 'pages/_site.yaml'), 'utf8');
    const { code, out } = run('new-page', 'faq', '--root', root);
    expect(code).toBe(0);
    expect(out).not.toContain('pages/_site.yaml');
    expect(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')).toBe(before);
  }, 60_000);

  it('takes a page that was still to come off knownMissingPages, and says so', () => {
    const root = copyOfSite();
    const before = readFileSync(join(root, 'pages/_site.yaml'), 'utf8');
    const { code, out } = run('new-page', 'privacy', '--root', root);
    expect(code).toBe(0);
    expect(out).toContain(
      'Took /privacy off knownMissingPages in pages/_site.yaml: its links now lead to the new page.',
    );
    expect(readFileSync(join(root, 'pages/_site.yaml'), 'utf8')).toBe(
      before.replace('knownMissingPages:\n  - /privacy\n', ''),
    );
    const validated = JSON.parse(run('validate', '--root', root, '--format', 'json').out) as {
      problems: Array<{ code: string }>;
    };
    expect(validated.problems.map((p) => p.code)).not.toContain('known-missing-page-exists');
  }, 60_000);

  it('never overwrites a file', () => {
    const root = copyOfSite();
    writeFileSync(join(root, 'pages/faq.yaml'), 'title: my work in progress\n');
    const { code, err } = run('new-page', 'faq', '--root', root);
    expect(code).toBe(2);
    expect(err).toContain('pages/faq.yaml already exists; it was left as it is.');
    expect(readFileSync(join(root, 'pages/faq.yaml'), 'utf8')).toBe('title: my work in progress\n');
  }, 60_000);

  it.each([
    ['services', 'The page /services already exists: pages/services/index.yaml.'],
    ['Gas Fitting', '"Gas Fitting" is not a page path.'],
    ['../outside', '"../outside" is not a page path.'],
    ['services/Gas-Fitting', 'addresses use lower-case letters, digits and single dashes'],
  ])(
    'refuses the name %j with exit code 2 and writes nothing',
    (name, message) => {
      const root = copyOfSite();
      const before = run('validate', '--root', root, '--format', 'json').out;
      const { code, err } = run('new-page', name, '--root', root);
      expect(code).toBe(2);
      expect(err).toContain(message);
      expect(existsSync(join(root, 'outside.yaml'))).toBe(false);
      expect(run('validate', '--root', root, '--format', 'json').out).toBe(before);
    },
    60_000,
  );

  it('explains its usage when the path is missing', () => {
    const { code, err } = run('new-page', '--root', copyOfSite());
    expect(code).toBe(2);
    expect(err).toContain('Usage: npm run new-page -- <path>');
  }, 60_000);

  it('points each file at its schema, relative to where the file is', () => {
    expect(schemaLine('pages/index.yaml')).toBe('# yaml-language-server: $schema=../schema/page.schema.json');
    expect(schemaLine('pages/services/drain-cleaning.yaml')).toBe(
      '# yaml-language-server: $schema=../../schema/page.schema.json',
    );
    expect(schemaLine('pages/_site.yaml')).toBe('# yaml-language-server: $schema=../schema/site.schema.json');
    expect(schemaLine('pages/_not-found.yaml')).toBe('# yaml-language-server: $schema=../schema/page.schema.json');
    expect(schemaLine('pages/plumber-in/[town].yaml')).toBe(
      '# yaml-language-server: $schema=../../schema/data-page.schema.json',
    );
    expect(schemaLine('pages/_data/towns.yaml')).toBe('# yaml-language-server: $schema=../../schema/data.schema.json');
  });
});
