import { checkSite, type SiteCheck } from './check-site.ts';
import type { Assets } from '../pictures/picture-file.ts';
import { formatGithub, formatJson } from '../report/format-machine.ts';
import { formatPretty } from '../report/format-pretty.ts';
import { isError } from '../report/problem.ts';
import type { ReadPages } from '../read/read-pages.ts';

export const formats = ['pretty', 'json', 'github'] as const;
export type Format = (typeof formats)[number];

export interface ValidateRun {
  /** 0: every page is valid (warnings allowed); 1: a page is invalid. */
  exitCode: 0 | 1;
  stdout: string;
}

/**
 * What `npm run validate` prints and returns for these files (and those that could not be read); the CLI adds argument
 * parsing, reading the files, and checking them on every core (src/node/threads/check-in-threads.ts).
 * `assets` are the files in public/ (readAssets), which pictures must be among.
 */
export function runValidate(
  { files, unread }: ReadPages,
  format: Format,
  color: boolean,
  assets?: Assets,
): ValidateRun {
  return validateReport(checkSite(files, assets, unread), files, format, color);
}

/** The report of a check made: its text in the format asked for, and the exit code. */
export function validateReport(
  { problems, fileCount }: SiteCheck,
  files: ReadPages['files'],
  format: Format,
  color: boolean,
): ValidateRun {
  const stdout =
    format === 'json'
      ? formatJson(problems, fileCount)
      : format === 'github'
        ? formatGithub(problems)
        : formatPretty(problems, new Map(files.map((f) => [f.file, f.text])), fileCount, color);
  return { exitCode: problems.some(isError) ? 1 : 0, stdout };
}
