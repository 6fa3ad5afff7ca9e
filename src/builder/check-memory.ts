// The build's memory of its last check (check-pages.ts): the whole memory in one file, named by the code's hash, its
// pages in a file beside it, and the changes of the builds since in a small file beside them. Writing the whole of it
// again after one page of a large site changed would cost more than the rebuild; the changes are written instead, and
// folded into a new whole memory once they hold an eighth of its files. The pages are most of it: a rebuild reads
// the rest, each page's summary among it (src/node/report/page-summary.ts), and the pages only when it makes one of
// them again. Beside them, the stamps of the last read of the pages: a page whose stamp is the same is not read
// (lastReadOf).
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Page } from '../blocks/page-schemas.ts';
import type { SavedChanges, SavedChecks } from '../node/check/check-site.ts';
import type { LastRead } from '../node/read/read-pages.ts';
import { writeWhole } from '../node/write-whole.ts';

type SavedResult = SavedChecks['results'][number][1];
/** A result as the whole memory keeps it: its pages without the page itself, which is in `Pages`. */
type Summarised = Omit<SavedResult, 'pages'> & { pages: Array<Omit<SavedResult['pages'][number], 'page'>> };
/** The whole memory, named so that changes made to another one are never applied to it. */
interface Whole {
  id: string;
  routes: string[];
  results: Array<[string, Summarised]>;
}
/** The pages of the whole memory `id`, each file's in the order of its result's. */
interface Pages {
  id: string;
  pages: Array<[string, Page[]]>;
}
/** The changes since the whole memory `whole`. */
type Changes = SavedChanges & { whole: string };

export interface KeptChecks {
  /** The whole memory with its changes applied: what the checker starts from. */
  saved: SavedChecks;
  /**
   * The last build's read of the pages: each written page's stamp then, with its text's hash (the checker's key for
   * it).
   */
  lastRead: LastRead;
  id: string;
  /** The changes already kept beside the whole memory. */
  changes: Map<string, Changes['results'][number][1]>;
  files: number;
}

const changesFile = (file: string) => file.replace(/\.json$/, '.changes.json');
const pagesFile = (file: string) => file.replace(/\.json$/, '.pages.json');
const stampsFile = (file: string) => file.replace(/\.json$/, '.stamps.json');

/**
 * Each stamp of the last read (src/node/read/read-pages.ts) with the key of its page's remembered result: a page's
 * result and its stamp were made from the same read of it, so a page with that stamp now has that text. A page without
 * a result (its route taken by another) is read.
 */
function lastReadOf(file: string, saved: SavedChecks): LastRead {
  const stamps = readJson<Array<[string, string]>>(stampsFile(file)) ?? [];
  const keys = new Map(saved.results.map(([name, result]) => [name, result.key]));
  return new Map(stamps.flatMap(([name, stamp]) => (keys.has(name) ? [[name, { stamp, key: keys.get(name)! }]] : [])));
}

/** The id a pages file begins with (`Pages` is written id first), read without reading the rest. */
function idAtStart(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const start = Buffer.alloc(80);
  const fd = openSync(file, 'r');
  try {
    return /^\{"id":"([^"]+)"/.exec(start.toString('utf8', 0, readSync(fd, start)))?.[1];
  } finally {
    closeSync(fd);
  }
}

/**
 * Gives each page of the whole memory its `page` from the pages file, read the first time any page is asked for: a
 * rebuild that makes no remembered page again never reads it.
 */
function withPagesOnDemand(whole: Whole, file: string): SavedChecks {
  let byFile: Map<string, Page[]> | undefined;
  const pagesOf = (name: string) => {
    if (!byFile) {
      const read = readJson<Pages>(file);
      if (read?.id !== whole.id)
        throw new Error(
          `The build's memory of its last check lost its pages (${file}): ` +
            `delete that folder's check-*.json files and build again.`,
        );
      byFile = new Map(read.pages);
    }
    return byFile.get(name)!;
  };
  for (const [name, result] of whole.results)
    result.pages.forEach((loaded, i) =>
      Object.defineProperty(loaded, 'page', { get: () => pagesOf(name)[i], enumerable: true, configurable: true }),
    );
  // Every page now has its `page`, as a checker's saved memory does.
  return whole as unknown as SavedChecks;
}

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Unreadable (a disk that filled up, a hand edit): checked from scratch, and written again.
    return undefined;
  }
}

/** The checker's memory of the last build, when it was made by the same code. */
export function readMemory(file: string): KeptChecks | undefined {
  const whole = readJson<Whole>(file);
  if (!whole?.id || idAtStart(pagesFile(file)) !== whole.id) return undefined;
  const saved = withPagesOnDemand(whole, pagesFile(file));
  const kept = readJson<Changes>(changesFile(file));
  const changes = new Map(kept?.whole === whole.id ? kept.results : []);
  if (!changes.size)
    return { saved, lastRead: lastReadOf(file, saved), id: whole.id, changes, files: whole.results.length };
  const results = new Map(saved.results);
  for (const [name, result] of changes) {
    if (result) results.set(name, result);
    else results.delete(name);
  }
  const withChanges = { routes: kept!.routes, results: [...results] };
  return {
    saved: withChanges,
    lastRead: lastReadOf(file, withChanges),
    id: whole.id,
    changes,
    files: whole.results.length,
  };
}

/**
 * Keeps this check for the next build: its changes beside the whole memory it started from, while they are few, else
 * a new whole memory (written whole or not at all), dropping the memories of other code; and this read's `stamps`.
 */
export function keepMemory(
  file: string,
  memory: KeptChecks | undefined,
  save: () => SavedChecks,
  changes: () => SavedChanges,
  stamps: ReadonlyMap<string, string>,
): void {
  mkdirSync(dirname(file), { recursive: true });
  // The stamps last: a build stopped before them leaves the last ones, which no page changed since matches.
  const keepStamps = () => writeWhole(stampsFile(file), JSON.stringify([...stamps]));
  if (memory) {
    const now = changes();
    const all = new Map(memory.changes);
    for (const [name, result] of now.results) all.set(name, result);
    if (all.size <= memory.files / 8) {
      writeWhole(
        changesFile(file),
        JSON.stringify({ whole: memory.id, routes: now.routes, results: [...all] } satisfies Changes),
      );
      return keepStamps();
    }
  }
  const id = randomUUID();
  const { routes, results } = save();
  // The pages first: a whole memory is read only with the pages of its id.
  writeWhole(
    pagesFile(file),
    JSON.stringify({
      id,
      pages: results.map(([name, result]) => [name, result.pages.map((p) => p.page)]),
    } satisfies Pages),
  );
  const withoutPages = results.map(([name, result]): [string, Summarised] => [
    name,
    { ...result, pages: result.pages.map(({ page: _, ...rest }) => rest) },
  ]);
  writeWhole(file, JSON.stringify({ id, routes, results: withoutPages } satisfies Whole));
  rmSync(changesFile(file), { force: true });
  keepStamps();
  const own = new Set([
    basename(file),
    basename(changesFile(file)),
    basename(pagesFile(file)),
    basename(stampsFile(file)),
  ]);
  for (const other of readdirSync(dirname(file)).filter((name) => name.startsWith('check-') && !own.has(name)))
    rmSync(join(dirname(file), other), { force: true });
}
