// What the page editor in the browser (src/browser/edit/) and the dev server's /__edit endpoint say to each other.
import type { z } from 'zod';
import type { JSONSchema } from 'zod/v4/core';
import type { FieldKind } from '../../schema/kinds.ts';
import type { editSchema, openRequest, revertRequest, saveRequest } from './edit-requests.ts';

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
  /**
   * On a page made from data, `shown` in the order it is made: what the page file writes (site facts filled in), and
   * what each entry fills in where the file says {town.name}. Absent on a written page.
   */
  parts?: TextPart[];
}

/** A part of a text on a page made from data: its characters as shown, and the entry's field they come from, if any. */
export interface TextPart {
  shown: string;
  entry?: EntryText;
}

/** A field of a data entry that a page shows: where it is written, to be edited there. */
export interface EntryText {
  /** The file the entry is in: a data file (pages/_data/towns.yaml), or the page file itself under `data:`. */
  file: string;
  path: DataPath;
  /** As written; a number is edited as its digits and saved as a number. */
  raw: string;
  numeric: boolean;
  line: number;
  col: number;
  /** In words: 'name of town "kelowna"'. */
  label: string;
  /** How many pages of the site show this entry: a change to it changes them all. */
  pages: number;
}

/** A page made from data: how many pages its file makes, and the texts of the files its entries come from. */
export interface MadeFrom {
  pages: number;
  /** Each data file the page's entries are in, with the hash of the text the editor was shown (as a page's `hash`). */
  files: Array<{ file: string; hash: string }>;
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
  /**
   * Relative to the project: pages/services/drain-cleaning.yaml (on a page made from data, the file it is made from).
   */
  file: string;
  /** Identifies the text the editor was shown; a save made from another text is refused. */
  hash: string;
  blocks: BlockSource[];
  /** For the site file (pages/_site.yaml): its fields as written, no defaults (the side panel edits its brand). */
  site?: Record<string, unknown>;
  /** The file's mistakes, as `npm run validate` says them; a file that cannot be read as YAML has no blocks. */
  problems: EditProblem[];
  /** On a page made from data: what it is made from. */
  made?: MadeFrom;
}

/**
 * What the host of the page editor allows, learnt once when edit mode starts: the dev server (npm start) allows
 * everything; another host (the site's own server) answers what it allows there.
 */
export interface EditHost {
  /** The code editor a block's "Open in editor" opens its file in (e.g. "code"), or null when there is none to open. */
  openInEditor: string | null;
}

/**
 * A field as JSON Schema, with its kind beyond its JSON type (a text, a link, a picture, a colour, …) by which the side
 * panel chooses its input.
 */
export type FieldNode = JSONSchema.JSONSchema & { 'x-kind'?: FieldKind | 'colour' };

/**
 * What the page editor learns once per tab (GET /__edit/setup, src/node/edit/editor-setup.ts): what the host allows,
 * and the block types and the brand as JSON Schema, so that the editor's code carries no schema of its own.
 */
export interface EditSetup {
  host: EditHost;
  /** Every block type, in the order of the folders: its name and what it is for, in words, and its fields. */
  blocks: Array<{ type: string; title: string; description: string; schema: FieldNode }>;
  /** The site file's brand group, whose fields the side panel edits like a block's. */
  brand: FieldNode;
}

/**
 * What the page that carries the page editor's bundle says of where it runs (#editor-settings): the site's own server,
 * with the role of the person logged in, or the dev server (npm start), where whoever edits is the owner.
 */
export interface EditorPageSettings {
  host: 'server' | 'dev';
  role: 'owner' | 'editor';
}

/** On the dev server, whoever edits is the owner: the brand and the site's facts are theirs. */
export const devEditorSettings: EditorPageSettings = { host: 'dev', role: 'owner' };

/** The answer to "Open in editor": the editor it opened, or why not. */
export type OpenResponse = { ok: true; editor: string } | { ok: false; problems: EditProblem[] };

export type SaveRequest = z.infer<typeof saveRequest>;
export type OpenRequest = z.infer<typeof openRequest>;
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
  /**
   * Relative to the project, with forward slashes; empty for a refusal about the request rather than a place in a file.
   */
  file: string;
  /** 1-based start and end of the offending value. */
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  /** Where in the page the value sits, e.g. "blocks[2].type". */
  path?: string;
  /** The other places the problem comes from: on a page made from data, its entry (`entry "kelowna" of town`). */
  also?: Array<{ file: string; line: number; col: number; what: string }>;
  /** The lines around the mistake, for a file the editor cannot show (it cannot be read). */
  excerpt?: Array<{ line: number; text: string }>;
}

export type SaveResponse =
  | { ok: true; source: PageSource; before: string; version: number }
  | { ok: false; reason: 'conflict' | 'invalid' | 'refused'; problems: EditProblem[] };
