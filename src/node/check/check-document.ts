import type { z } from 'zod';
import { explainIssue, type Explained } from './explain-issue.ts';
import { keyNodeAt, nodeAt, spanAt, spanOf } from '../read/locate.ts';
import { parseYaml, type Parsed } from '../read/parse-yaml.ts';
import { formatPath, type Finding, type Problem, type Span } from '../report/problem.ts';

export interface Checked<T> {
  value?: T;
  parsed?: Parsed;
  problems: Problem[];
}

/** Parses a YAML file and checks it against a schema; every problem is located at its exact value. */
export function checkDocument<S extends z.ZodType>(file: string, text: string, schema: S): Checked<z.infer<S>> {
  const { parsed, problems } = parseYaml(file, text);
  if (!parsed) return { problems };
  const result = schema.safeParse(parsed.data);
  if (result.success) return { value: result.data, parsed, problems: [] };

  const explained = result.error.issues.flatMap((issue) => explainIssue(issue, schema, parsed.data));
  // "itmes" is unknown and "items" is missing: one mistake, said once, at the misspelt key.
  const misspelt = new Set(explained.filter((e) => e.meant).map((e) => formatPath([...e.path, e.meant!])));
  const kept = explained.filter((e) => !(e.code === 'missing-field' && misspelt.has(formatPath(e.path))));
  return { parsed, problems: kept.map((e) => locate(e, parsed, file)) };
}

function locate({ path, key, meant: _meant, ...described }: Explained, parsed: Parsed, file: string): Problem {
  const node = key ? keyNodeAt(parsed.doc, path, key) : nodeAt(parsed.doc, path).node;
  const fullPath = key ? [...path, key] : path;
  return { ...described, file, ...spanOf(node, parsed), path: formatPath(fullPath) };
}

/** A problem found by walking the data, located through the parsed document; `within` narrows it to part of a text. */
export function problemAt(
  parsed: Parsed,
  file: string,
  path: PropertyKey[],
  problem: Finding['problem'],
  within?: string,
): Problem {
  return { ...problem, file, ...spanAtPath(parsed, path, within), path: formatPath(path) };
}

/** Where the value at `path` is, or the text `within` it. */
export function spanAtPath(parsed: Parsed, path: readonly PropertyKey[], within?: string): Span {
  const node = nodeAt(parsed.doc, path).node;
  const [start, end] = node?.range ?? [-1, -1];
  // Look for the text only inside the value: a search to the end of the file, per problem, is slow on a big file.
  const at = within && start >= 0 ? parsed.text.slice(start, end).indexOf(within) : -1;
  return at < 0 ? spanOf(node, parsed) : spanAt(parsed, start + at, start + at + within!.length);
}
