// What editors read, made from the block folders, the zod schemas and the error catalogue: the JSON Schemas behind
// autocomplete, the block reference and the error reference, with the union and registry of the block folders.
// `npm run gen` (scripts/commands/gen.ts) writes them; tests/unit/generated.test.ts fails until it has.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { blockSchemas } from '../../src/blocks/index.ts';
import { href, linkShorthands } from '../../schema/link.ts';
import { dataEntries, dataEntry } from '../../schema/data-page.ts';
import { dataPageSchema } from '../../src/blocks/page-schemas.ts';
import { pageSchema } from '../../src/blocks/page-schemas.ts';
import { siteSchema } from '../../schema/site.ts';
import { errorReference } from './error-reference.ts';
import {
  blockFolders,
  blockIndexFile,
  blockIndexSource,
  checkBlockFolders,
  registryFile,
  registrySource,
} from './block-folders.ts';
import { exampleFile } from '../../src/blocks/names.ts';

/** A JSON Schema node, as far as this script reads it. */
interface Node {
  type?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Node;
  properties?: Record<string, Node>;
  required?: string[];
  oneOf?: Node[];
  anyOf?: Node[];
  [key: string]: unknown;
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const hrefPattern = (z.toJSONSchema(href) as Node).pattern;

/** Draft 7: the draft the YAML language server (VS Code's YAML extension and others) fully supports. */
function jsonSchemaOf(schema: z.ZodType): Node {
  return z.toJSONSchema(schema, { target: 'draft-07', io: 'input' }) as Node;
}

/** schema/page.schema.json: every page file points at it on its first line. */
export function pageJsonSchema(): string {
  return pageLike(
    pageSchema,
    'A page of the site',
    'One page: a YAML file under pages/. Every block type is described in docs/blocks.md.',
  );
}

/** schema/data-page.schema.json: a page made from data, pages/plumber-in/[town].yaml. */
export function dataPageJsonSchema(): string {
  return pageLike(
    dataPageSchema,
    'A page made from data',
    'One page per entry of each list under data: (docs/owners.md, "Pages ' +
      'from data"). Every block type is described in docs/blocks.md.',
  );
}

/** schema/data.schema.json: a data file such as pages/_data/towns.yaml, a list of entries. */
export function dataJsonSchema(): string {
  return stringify({
    ...jsonSchemaOf(dataEntries),
    title: 'A data file',
    description: 'A list of entries, one page each wherever a page file names this file under data:.',
  });
}

function pageLike(schema: z.ZodType, title: string, description: string): string {
  const json = jsonSchemaOf(schema);
  // A title per block type labels the choices in the editor's completion list; the block's description on its type
  // is what the editor shows beside `- type: ` in completion and on hover.
  for (const option of json.properties?.blocks?.items?.oneOf ?? []) {
    option.title = `${String(option.title)} (${String(option.properties?.type?.const)})`;
    if (option.properties?.type) option.properties.type.description = option.description;
  }
  return stringify({ ...json, title, description });
}

/** schema/site.schema.json: for pages/_site.yaml. */
export function siteJsonSchema(): string {
  return stringify({
    ...jsonSchemaOf(siteSchema),
    title: 'The site file',
    description: 'Facts about the company, written once in pages/_site.yaml and used on every page.',
  });
}

function stringify(json: Node): string {
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** The block type a block schema is for. */
const typeOf = (schema: (typeof blockSchemas)[number]): string => schema.shape.type.value;

/** What each link shorthand does; a new shorthand without a line here does not compile. */
const shorthandMeaning: Record<(typeof linkShorthands)[number], string> = {
  call: 'A call to the phone number in `pages/_site.yaml`.',
  email: 'A new e-mail to the address in `pages/_site.yaml`.',
};

/** docs/blocks.md: every block type with its fields and an example, then links, placeholders and the site file. */
export function blockReference(): string {
  const blocks = blockSchemas.map((schema) => ({ type: typeOf(schema), json: jsonSchemaOf(schema) }));
  const page = jsonSchemaOf(pageSchema);
  const site = jsonSchemaOf(siteSchema);
  const dataPage = jsonSchemaOf(dataPageSchema);
  const entry = jsonSchemaOf(dataEntry);
  const out = [
    '<!-- Generated from the block folders in src/blocks/ and the schemas in schema/ by `npm run gen`. ' +
      "Do not edit: change a block's schema or example, then run npm run gen. -->",
    '# Block reference',
    '',
    'Every page is a YAML file under `pages/`: a `title`, a `description` and a list of `blocks`, shown top to bottom.',
    'This is every block type, with each field it takes and an example ' +
      'you can copy. The first block of a page is always a `hero`.',
    'Texts can use [placeholders](#placeholders) such as `{phone}`; links take the forms under [Links](#links).',
    '',
    '## A page',
    '',
    ...fieldTables(page, '', { blocks: 'list of [blocks](#block-types), 1 or more' }),
    '## Block types',
    '',
    'Each item of `blocks` starts with `- type:` and one of these types.',
    '',
    ...blocks.map(({ type, json }) => `- [\`${type}\`](#${type}), ${json.title ?? ''}: ${json.description ?? ''}`),
    '',
    ...blocks.flatMap(({ type, json }) => [
      `### \`${type}\``,
      '',
      `**${json.title ?? ''}.** ${json.description ?? ''}`,
      '',
      ...fieldTables(json, ''),
      ...example(type),
    ]),
    '## Links',
    '',
    'Every `href` field takes one of these:',
    '',
    '| Write | Goes to |',
    '| --- | --- |',
    '| `/contact`, `/services/drain-cleaning` | A page of this ' +
      'site: the path of its file under `pages/`, without `.yaml`. |',
    '| `#faq` | A place on the same page. |',
    '| `https://example.com/…` | Another web site. |',
    '| `mailto:someone@example.com` | A new e-mail to that address. |',
    '| `tel:+12505550123` | A phone call to that number. |',
    ...linkShorthands.map((s) => `| \`${s}\` | ${shorthandMeaning[s]} |`),
    '',
    'Anything else, such as `javascript:…`, is refused, so a link can never run code.',
    '',
    '## Placeholders',
    '',
    'Write these inside any text; the site shows the value from ' +
      '`pages/_site.yaml`, so a new phone number is changed in one place.',
    '',
    '| Write | Shows | Set in `pages/_site.yaml` at |',
    '| --- | --- | --- |',
    ...placeholders(site).map(
      ({ name, path, description }) => `| \`{${name}}\` | ${cell(description.split(';')[0]!)} | \`${path}\` |`,
    ),
    '',
    '## Pages from data',
    '',
    "A page file with a list's name in square brackets in its path, such " +
      'as `pages/plumber-in/[town].yaml`, is one page per entry of that list',
    '(`/plumber-in/kelowna`, …). Besides `title`, `description` and `blocks` it has `data:`:',
    '',
    '| Field | Type | Required | What it is |',
    '| --- | --- | --- | --- |',
    `| \`data\` | one field per [name]: a data file's path, or a list of ` +
      `entries | yes | ${cell(dataPage.properties?.data?.description ?? '')} |`,
    '',
    'Each entry (in the page, or in a data file such as `pages/_data/towns.yaml`, which is a list of entries):',
    '',
    '| Field | Type | Required | What it is |',
    '| --- | --- | --- | --- |',
    `| \`slug\` | text | yes | ${cell(entry.properties?.slug?.description ?? '')} |`,
    `| any other, e.g. \`name\` | text or number | no | ` +
      `${cell((entry.additionalProperties as Node | undefined)?.description ?? '')} |`,
    '',
    "In any text of the page, `{town.name}` shows the entry's `name`; in a link, " +
      '`{town.slug}` and the other fields work too. [owners.md](owners.md#pages-from-data)',
    'has a full example.',
    '',
    '## The site file',
    '',
    '`pages/_site.yaml` holds the facts every page shares: the company, phone, hours, services, menus and footer.',
    '',
    ...fieldTables(site, ''),
  ];
  return `${out.join('\n').trimEnd()}\n`;
}

/** The groups of fields a value can be: itself, or each choice of a union. */
const groupsOf = (node: Node | undefined): Node[] =>
  node?.properties ? [node] : (node?.oneOf ?? node?.anyOf ?? []).filter((n) => n.properties);

/**
 * A block's example (src/blocks/<type>/example.yaml, which tests/unit/blocks.test.tsx checks against the schema), as an
 * item of `blocks:`.
 */
function example(type: string): string[] {
  const file = `${projectRoot}/${exampleFile(type)}`;
  if (!existsSync(file)) return [`No example yet: \`${exampleFile(type)}\` is missing.`, ''];
  const lines = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : line));
  return [
    `Example (from \`${exampleFile(type)}\`):`,
    '',
    '```yaml',
    'blocks:',
    `  - ${lines.join('\n').slice(4)}`,
    '```',
    '',
  ];
}

/**
 * The fields of a group as a table, then a table for each nested group or list of groups; `told` fields are described
 * elsewhere.
 */
function fieldTables(node: Node, path: string, told: Record<string, string> = {}, form = ''): string[] {
  const fields = Object.entries(node.properties ?? {});
  const nested = fields.flatMap(([name, field]) => {
    if (name in told) return [];
    const at = `${path ? `${path}.` : ''}${name}${field.type === 'array' ? '[]' : ''}`;
    const groups = groupsOf(field.type === 'array' ? field.items : field);
    return groups.map((inner, i) => ({
      at,
      inner,
      form: groups.length > 1 ? ` (form ${i + 1} of ${groups.length})` : '',
    }));
  });
  const row = (name: string, field: Node) => {
    const about = field.description ?? (field.const === undefined ? '' : `Always \`${String(field.const)}\`.`);
    const fallback = field.default === undefined ? '' : `\`${JSON.stringify(field.default)}\``;
    return (
      `| \`${name}\` | ${told[name] ?? typeWords(field)} | ` +
      `${node.required?.includes(name) ? 'yes' : 'no'} | ${fallback} | ${cell(about)} |`
    );
  };
  return [
    ...(path ? [`**\`${path}\`**${form}${path.endsWith('[]') ? ', each item:' : ':'}`, ''] : []),
    '| Field | Type | Required | Default | What it is |',
    '| --- | --- | --- | --- | --- |',
    ...fields.map(([name, field]) => row(name, field)),
    '',
    ...nested.flatMap(({ at, inner, form: f }) => fieldTables(inner, at, {}, f)),
  ];
}

/** A field's type in plain words: "text, 10 to 70 characters", "whole number from 1 to 4", "list of text, 2 to 8". */
function typeWords(node: Node): string {
  if (node.const !== undefined) return `\`${String(node.const)}\``;
  if (node.enum) return `one of ${node.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  const union = node.oneOf ?? node.anyOf;
  if (union)
    return groupsOf(node).length === union.length
      ? `group of fields, in one of ${union.length} forms (below)`
      : union.map(typeWords).join(', or ');
  switch (node.type) {
    case 'string':
      if (node.pattern && node.pattern === hrefPattern) return '[link](#links)';
      if (node.format === 'email') return 'e-mail address';
      if (node.format === 'uri') return 'web address';
      return `text${range(node.minLength === 1 ? undefined : node.minLength, node.maxLength, ' characters')}`;
    case 'integer':
      return `whole number${range(node.minimum, node.maximum)}`;
    case 'number':
      return `number${range(node.minimum, node.maximum)}`;
    case 'boolean':
      return '`true` or `false`';
    case 'object':
      return 'group of fields (below)';
    case 'array':
      return `list of ${
        groupsOf(node.items).length ? 'items (fields below)' : node.items ? typeWords(node.items) : 'anything'
      }${range(node.minItems, node.maxItems)}`;
    default:
      return 'anything';
  }
}

/** ", 2 to 8", ", 1 or more", ", up to 3" (with a unit when given). */
function range(min: number | undefined, max: number | undefined, unit = ''): string {
  if (min !== undefined && max !== undefined) return `, ${min} to ${max}${unit}`;
  if (min !== undefined) return `, ${min} or more${unit}`;
  if (max !== undefined) return `, up to ${max}${unit}`;
  return '';
}

/** The `{name}` placeholders, found where the site schema's descriptions say "write {name}". */
export function placeholders(
  site: Node = jsonSchemaOf(siteSchema),
  path = '',
): Array<{ name: string; path: string; description: string }> {
  return Object.entries(site.properties ?? {}).flatMap(([key, field]) => {
    const here = `${path}${key}`;
    const name = /write \{(\w+)\}/.exec(field.description ?? '')?.[1];
    return [
      ...(name ? [{ name, path: here, description: field.description! }] : []),
      ...placeholders(field, `${here}.`),
    ];
  });
}

/** A table cell: pipes and line breaks would end it. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Every generated file, relative to the project root, with the text it should hold now. */
export function generatedFiles(): Array<{ file: string; text: string }> {
  const types = blockFolders();
  checkBlockFolders(types);
  return [
    { file: blockIndexFile, text: blockIndexSource(types) },
    { file: registryFile, text: registrySource(types) },
    { file: 'schema/page.schema.json', text: pageJsonSchema() },
    { file: 'schema/site.schema.json', text: siteJsonSchema() },
    { file: 'schema/data-page.schema.json', text: dataPageJsonSchema() },
    { file: 'schema/data.schema.json', text: dataJsonSchema() },
    { file: 'docs/blocks.md', text: blockReference() },
    { file: 'docs/errors.md', text: errorReference() },
  ];
}
