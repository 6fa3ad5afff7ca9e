import type { z } from 'zod';
import { explainIssue } from './explain-issue.ts';
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
  return { parsed, problems: result.error.issues.flatMap((issue) => problemsFor(issue, schema, parsed, file)) };
}

function problemsFor(issue: z.core.$ZodIssue, schema: z.ZodType, parsed: Parsed, file: string): Problem[] {
  return explainIssue(issue, schema, parsed.data).map(({ path, key, ...explained }) => {
    const node = key ? keyNodeAt(parsed.doc, path, key) : nodeAt(parsed.doc, path).node;
    const fullPath = key ? [...path, key] : path;
    return { severity: 'error', file, ...spanOf(node, parsed.lineCounter), path: formatPath(fullPath), ...explained };
  });
}

/** A problem found by walking the data, located through the parsed document. */
export function problemAt(parsed: Parsed, file: string, path: PropertyKey[], problem: Pick<Problem, 'severity' | 'code' | 'title' | 'message' | 'hint'>): Problem {
  return { ...problem, file, ...spanOf(nodeAt(parsed.doc, path).node, parsed.lineCounter), path: formatPath(path) };
}
