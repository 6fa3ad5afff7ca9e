/** A page file as read from disk: where it is and its text. */
export interface SourceFile {
  /** Relative to the project root, forward slashes: pages/services/drain-cleaning.yaml. */
  file: string;
  text: string;
}
