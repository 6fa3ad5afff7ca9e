import { checkInThreads, pagesPerThread, startCheckThreads } from '../node/threads/check-in-threads.ts';
import type { LoadedPage } from '../node/check/check-site.ts';
import { formatPretty } from '../node/report/format-pretty.ts';
import { isError } from '../node/report/problem.ts';
import { readSite } from '../node/read/read-pages.ts';
import type { ShownSite } from '../core/site-data.ts';
import { keepMemory, readMemory } from './check-memory.ts';

export interface CheckedSite {
  site: ShownSite;
  pages: LoadedPage[];
  notFound: LoadedPage;
  /** How many files' results were made again: the rest came from `memoryFile`. */
  rechecked: number;
  /** Writes this check into `memoryFile` for the next build: called when the build's thread would otherwise wait. */
  keepMemory(): void;
}

/**
 * Every page checked as `npm run validate` checks it (on every core when there is no memory); on any error the build
 * stops with the same report, and exit 1. With `memoryFile`, a file whose text, site file, public/ and linked routes
 * are as at the last build's check gives its last result without being checked again (src/node/check/check-site.ts,
 * FileResults).
 */
export async function checkPages(root: string, memoryFile?: string): Promise<CheckedSite> {
  const memory = memoryFile ? readMemory(memoryFile) : undefined;
  const saved = memory?.saved;
  // Without a memory every page is checked, on every core: the threads load their code while this one reads the site.
  const started = saved?.results.length ? undefined : startCheckThreads(root, pagesPerThread.besideTheRender);
  // With a memory file, a page whose stamp is as at the last build is not read (src/node/read/read-pages.ts,
  // unreadPage).
  const { files, unread, assets, stamps } = readSite(root, memoryFile ? (memory?.lastRead ?? new Map()) : undefined);
  const { check, save, changes } = await checkInThreads(files, assets, unread, { saved, started });
  const remember = () => memoryFile && keepMemory(memoryFile, memory, save, changes, stamps!);
  const errors = check.problems.filter(isError);
  if (!errors.length && check.site && check.notFound)
    return {
      site: check.site,
      pages: check.pages,
      notFound: check.notFound,
      rechecked: check.rechecked,
      keepMemory: remember,
    };
  // The problems found are remembered too: the next build reports them again without checking their files again.
  remember();
  // The texts of the files the errors point to, alone: the others may have been left unread.
  const named = new Set(errors.flatMap((p) => [p.file, ...(p.also ?? []).map((place) => place.file)]));
  const report = formatPretty(
    errors,
    new Map(files.filter((f) => named.has(f.file)).map((f) => [f.file, f.text])),
    check.fileCount,
    false,
  );
  process.stderr.write(`Invalid pages: the build stops so that visitors never see a broken page.\n\n${report}\n`);
  process.exit(1);
}
