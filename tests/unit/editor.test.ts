// What an editor shows while a page is typed, asked of the real yaml-language-server (npm, the 1.x line that runs on
// Node 20) with the generated JSON Schemas: plain words for mistakes, every block type with its description.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSchemas } from '../../src/blocks/index.ts';
import { linkHelp } from '../../schema/link.ts';
import { LanguageServer } from '../editor/language-server.ts';

const schemaLine = (schema: string) =>
  `# yaml-language-server: $schema=${pathToFileURL(resolve(`schema/${schema}`)).href}`;
const uri = (name: string) => pathToFileURL(resolve(`pages/${name}`)).href;

const page = `${schemaLine('page.schema.json')}
title: Three Mistakes | {company}
description: A page with three mistakes an editor should explain in plain words.
blocks:
  - type: hero
    title: "   "
    actions:
      - label: Click
        href: javascript:alert(1)
  - type: stats
    itmes: []
  - type: `;

let server: LanguageServer;
let diagnostics: string[];
beforeAll(async () => {
  server = new LanguageServer();
  await server.start();
  diagnostics = (await server.open(uri('lsp-test.yaml'), page)).map((d) => `${d.range.start.line + 1}: ${d.message}`);
}, 30_000);
afterAll(() => server.stop());

describe('the YAML language server with the page schema', () => {
  it('explains a blank heading in plain words', () => {
    expect(diagnostics).toContainEqual('6: Write some text here: it is empty or only spaces.');
  });

  it('explains an unsafe link in plain words, not with its pattern', () => {
    expect(diagnostics).toContainEqual(`9: ${linkHelp}`);
    expect(diagnostics.join('\n')).not.toContain('does not match the pattern');
  });

  it('names a misspelt field', () => {
    expect(diagnostics).toContainEqual('11: Property itmes is not allowed.');
  });

  it('lists every block type with its description after "- type: "', async () => {
    const items = await server.completion(uri('lsp-test.yaml'), 11, 10);
    const documented = Object.fromEntries(
      items.map((i) => [i.label, typeof i.documentation === 'string' ? i.documentation : i.documentation?.value]),
    );
    for (const schema of blockSchemas)
      expect(documented[schema.shape.type.value], schema.shape.type.value).toBe(schema.description);
  });
});

describe('the YAML language server with the site schema', () => {
  it('describes phone and footer on hover', async () => {
    const site = `${schemaLine('site.schema.json')}\nphone:\n  display: (250) 555-0100\nfooter:\n  columns: []\n`;
    await server.open(uri('_site-lsp-test.yaml'), site);
    expect(await server.hover(uri('_site-lsp-test.yaml'), 1, 2)).toContain(
      'The company phone number, as shown and as dialled.',
    );
    expect(await server.hover(uri('_site-lsp-test.yaml'), 3, 2)).toContain('The footer at the bottom of every page');
  });
});
