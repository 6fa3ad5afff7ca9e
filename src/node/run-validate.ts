import { checkSite } from './check-site.ts';
import type { Assets } from './picture-file.ts';
import { formatGithub, formatJson } from './format-machine.ts';
import { formatPretty } from './format-pretty.ts';
import { isError } from './problem.ts';
import type { ReadPages } from './read-pages.ts';

export const formats = ['pretty', 'json', 'github'] as const;
export type Format = (typeof formats)[number];

export interface ValidateRun {
  /** 0: every page is valid (warnings allowed); 1: a page is invalid. */
  exitCode: 0 | 1;
  stdout: string;
}

/**
 * What `npm run validate` prints and returns for these files (and those that could not be read); the CLI adds argument
 * parsing and reading the files.
 * `assets` are the files in public/ (readAssets), which pictures must be among.
 */
export function runValidate({ files, unread }: ReadPages, format: Format, color: boolean, assets?: Assets): ValidateRun {
  const { problems, fileCount } = checkSite(files, assets, unread);
  const stdout =
    format === 'json'
      ? formatJson(problems, fileCount)
      : format === 'github'
        ? formatGithub(problems)
        : formatPretty(problems, new Map(files.map((f) => [f.file, f.text])), fileCount, color);
  return { exitCode: problems.some(isError) ? 1 : 0, stdout };
}
