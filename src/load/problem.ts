/** One thing wrong (or worth a look) in a page, located at the exact value. */
export interface Problem {
  severity: 'error' | 'warning';
  /** A permanent name, e.g. "unknown-block-type"; see src/load/catalogue.ts. */
  code: string;
  /** A short title, e.g. "Unknown block type". */
  title: string;
  /** What happened, in plain words. */
  message: string;
  /** What to do about it. */
  hint?: string;
  /** The file, relative to the project root, with forward slashes. */
  file: string;
  /** 1-based start and end of the offending value. */
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  /** Where in the page the value sits, e.g. "blocks[2].type". */
  path?: string;
}

export type Span = Pick<Problem, 'line' | 'col' | 'endLine' | 'endCol'>;

export const fileStart: Span = { line: 1, col: 1, endLine: 1, endCol: 1 };

export function isError(p: Problem): boolean {
  return p.severity === 'error';
}

/** blocks[2].items[0].title: how a path reads in messages. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}
