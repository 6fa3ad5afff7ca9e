import type { z } from 'zod';
import { explainIssue, type Explained } from './explain-issue.ts';
import { keyNodeAt, nodeAt, spanOf } from './locate.ts';
import { parseYaml, type Parsed } from './parse-yaml.ts';
import { formatPath, type Problem } from './problem.ts';

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

function locate({ path, key, code, title, message, hint }: Explained, parsed: Parsed, file: string): Problem {
  const node = key ? keyNodeAt(parsed.doc, path, key) : nodeAt(parsed.doc, path).node;
  const fullPath = key ? [...path, key] : path;
  return { severity: 'error', file, ...spanOf(node, parsed.lineCounter), path: formatPath(fullPath), code, title, message, hint };
}

/** A problem found by walking the data, located through the parsed document; `within` narrows it to part of a text. */
export function problemAt(parsed: Parsed, file: string, path: PropertyKey[], problem: Pick<Problem, 'severity' | 'code' | 'title' | 'message' | 'hint'>, within?: string): Problem {
  const node = nodeAt(parsed.doc, path).node;
  const span = spanOf(node, parsed.lineCounter);
  const start = node?.range?.[0] ?? -1;
  const end = node?.range?.[1] ?? -1;
  const at = within ? parsed.text.indexOf(within, start) : -1;
  if (at < 0 || at + within!.length > end) return { ...problem, file, ...span, path: formatPath(path) };
  const from = parsed.lineCounter.linePos(at);
  const to = parsed.lineCounter.linePos(at + within!.length);
  return { ...problem, file, line: from.line, col: from.col, endLine: to.line, endCol: to.col, path: formatPath(path) };
}
