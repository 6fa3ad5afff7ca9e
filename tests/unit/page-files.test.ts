import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaLine } from '../../scripts/generators/new-page.ts';
import { readPages } from '../../src/node/read/read-pages.ts';

const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8')) as {
  'yaml.schemas': Record<string, string[]>;
};

describe('editor set-up for page files', () => {
  it.each(readPages('.').files.map((f) => [f.file, f.text] as const))(
    'the real page %s names its schema on its first line, for autocomplete',
    (file, text) => {
      const expected = schemaLine(file);
      expect(
        text.split('\n')[0],
        `${file} must start with the line\n${expected}\nso that editors with the YAML ` +
          `language server offer autocomplete and hover help. npm run new-page writes it.`,
      ).toBe(expected);
      expect(existsSync(join(dirname(file), expected.split('$schema=')[1]!))).toBe(true);
    },
  );

  it('maps page files, pages made from data, data files and the site file to their schemas in VS Code, and recommends the YAML extension', () => {
    expect(settings['yaml.schemas']).toEqual({
      './schema/page.schema.json': [
        'pages/**/*.yaml',
        'pages/**/*.yml',
        '!pages/_site.yaml',
        '!pages/_data/**',
        '!pages/**/*[[]*',
      ],
      './schema/data-page.schema.json': ['pages/**/*[[]*.yaml', 'pages/**/*[[]*.yml'],
      './schema/data.schema.json': ['pages/_data/**/*.yaml', 'pages/_data/**/*.yml'],
      './schema/site.schema.json': ['pages/_site.yaml'],
    });
    for (const schema of Object.keys(settings['yaml.schemas'])) expect(existsSync(schema)).toBe(true);
    expect(JSON.parse(readFileSync('.vscode/extensions.json', 'utf8')).recommendations).toContain('redhat.vscode-yaml');
  });
});
