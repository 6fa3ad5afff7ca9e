// What the page editor in the browser (src/browser/edit/) and the dev server's /__edit endpoint say to each other.
import type { z } from 'zod';
import type { editSchema, revertRequest, saveRequest } from './edit-requests.ts';

/** Where a value sits in a page's data: ['blocks', 2, 'items', 0, 'answer']. */
export type DataPath = Array<string | number>;

export type Scalar = string | number | boolean;

export type Edit = z.infer<typeof editSchema>;

/** A text of a block as written in the file, and as the page shows it. */
export interface TextSource {
  path: DataPath;
  /** As written, with {placeholders}. */
  raw: string;
  /** As the page shows it: placeholders filled in. */
  shown: string;
  line: number;
  col: number;
}

export interface BlockSource {
  type: string;
  /** Where the block starts in its file (its first field). */
  line: number;
  col: number;
  /** The block as written: no defaults, placeholders unresolved. */
  data: Record<string, unknown>;
  texts: TextSource[];
}

/** A page file as the editor needs it. */
export interface PageSource {
  /** The page's key in the page store: its route, or the not-found key. */
  key: string;
  /** Relative to the project: pages/services/drain-cleaning.yaml. */
  file: string;
  /** The file's path on this machine, for Vite's open-in-editor. */
  absolute: string;
  /** Identifies the text the editor was shown; a save made from another text is refused. */
  hash: string;
  blocks: BlockSource[];
  /** For the site file (pages/_site.yaml): its fields as written, no defaults (the side panel edits its brand). */
  site?: Record<string, unknown>;
}

export type SaveRequest = z.infer<typeof saveRequest>;
/** Undo and redo: from the text the file has now back (or forward) to a text of it the endpoint has read or written. */
export type RevertRequest = z.infer<typeof revertRequest>;

/**
 * A problem as the endpoint sends it to the page editor: one that `npm run validate` reports (its code from
 * src/core/catalogue.ts, see docs/errors.md), or a refusal of the endpoint's own (the file changed on disk, …).
 */
export interface EditProblem {
  severity: 'error' | 'warning';
  /** A permanent name, e.g. "unknown-block-type"; docs/errors.md explains each. */
  code: string;
  /** A short title, e.g. "Unknown block type". */
  title: string;
  /** What happened, in plain words. */
  message: string;
  /** What to do about it. */
  hint?: string;
  /** Relative to the project, with forward slashes; empty for a refusal about the request rather than a place in a file. */
  file: string;
  /** 1-based start and end of the offending value. */
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  /** Where in the page the value sits, e.g. "blocks[2].type". */
  path?: string;
}

export type SaveResponse =
  | { ok: true; source: PageSource; before: string; version: number }
  | { ok: false; reason: 'conflict' | 'invalid' | 'refused'; problems: EditProblem[] };
