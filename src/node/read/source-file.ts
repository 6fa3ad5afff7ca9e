import { createHash } from 'node:crypto';

/** A page file as read from disk: where it is and its text. */
export interface SourceFile {
  /** Relative to the project root, forward slashes: pages/services/drain-cleaning.yaml. */
  file: string;
  text: string;
  /** Its text's hash (hashOf), when its reader knew it without reading the text: an unchanged page of a rebuild. */
  key?: string;
}

/** A hash of a text: what a checker's memory knows a file's text by. */
export const hashOf = (text: string) => createHash('sha1').update(text).digest('base64');
