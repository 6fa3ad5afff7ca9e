// When each page last changed, for the sitemap's <lastmod>: the date of the last commit that touched the page's file
// or a data file it reads, from git's history, never the build's time. Outside a git repository, or for a file git does
// not know yet, there is no date, and the sitemap says none.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';

/**
 * Each file under `root`/pages that git has a commit for, by its path from `root` ("pages/about.yaml"): that commit's
 * date.
 */
export function lastCommitDates(root: string): Map<string, string> {
  // One walk over the history, newest first: a file's first appearance is its last change.
  const run = spawnSync(
    'git',
    ['-C', root, 'log', '--format=%x00%cI', '--name-only', '--relative', '--no-renames', '--', 'pages'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const dates = new Map<string, string>();
  if (run.status !== 0) return dates;
  for (const commit of run.stdout.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n').filter(Boolean);
    for (const file of files) if (!dates.has(file)) dates.set(file, date!);
  }
  return dates;
}

/**
 * The data files a data page reads ("town: _data/towns.yaml"), by their path from the root; none for a written page.
 */
function dataFilesOf(root: string, file: string): string[] {
  if (!file.includes('[')) return [];
  const data = (parse(readFileSync(join(root, file), 'utf8')) as { data?: Record<string, unknown> } | null)?.data ?? {};
  return Object.values(data)
    .filter((value): value is string => typeof value === 'string')
    .map((name) => posix.join('pages', name));
}

/** The date a route's page last changed: the latest of its file's and its data files' last commits. */
export function lastChanged(
  root: string,
  pages: ReadonlyArray<{ route: string; file: string }>,
): (route: string) => string | undefined {
  const dates = lastCommitDates(root);
  // One date per file: a data page's file makes many pages, and is read once for all of them.
  const byFile = new Map<string, string | undefined>();
  const dateOf = (file: string) => {
    if (!byFile.has(file)) {
      const known = [file, ...dataFilesOf(root, file)].map((f) => dates.get(f));
      // A file without a commit (new, not committed yet) has changed since the last one: no date is better than a wrong
      // one.
      byFile.set(
        file,
        known.every((d) => d !== undefined)
          ? known.reduce((a, b) => (Date.parse(a!) >= Date.parse(b!) ? a : b))
          : undefined,
      );
    }
    return byFile.get(file);
  };
  const fileOf = new Map(pages.map((p) => [p.route, p.file]));
  return (route) => (dates.size && fileOf.has(route) ? dateOf(fileOf.get(route)!) : undefined);
}
