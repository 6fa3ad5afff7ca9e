// The build's memory of its last check (check-pages.ts): the whole memory in one file, named by the code's hash, and
// the changes of the builds since in a small file beside it. Writing the whole of it again after one page of 10,000
// changed took half a second (55 MB of JSON); the changes are written instead, and folded into a new whole memory once
// they hold an eighth of its files.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SavedChanges, SavedChecks } from '../../src/node/check-site.ts';
import { writeWhole } from '../../src/node/write-whole.ts';

/** The whole memory, named so that changes made to another one are never applied to it. */
type Whole = SavedChecks & { id: string };
/** The changes since the whole memory `whole`. */
type Changes = SavedChanges & { whole: string };

export interface KeptChecks {
  /** The whole memory with its changes applied: what the checker starts from. */
  saved: SavedChecks;
  id: string;
  /** The changes already kept beside the whole memory. */
  changes: Map<string, Changes['results'][number][1]>;
  files: number;
}

const changesFile = (file: string) => file.replace(/\.json$/, '.changes.json');

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
  if (!whole?.id) return undefined;
  const kept = readJson<Changes>(changesFile(file));
  const changes = new Map(kept?.whole === whole.id ? kept.results : []);
  if (!changes.size) return { saved: whole, id: whole.id, changes, files: whole.results.length };
  const results = new Map(whole.results);
  for (const [name, result] of changes) {
    if (result) results.set(name, result);
    else results.delete(name);
  }
  return { saved: { routes: kept!.routes, results: [...results] }, id: whole.id, changes, files: whole.results.length };
}

/**
 * Keeps this check for the next build: its changes beside the whole memory it started from, while they are few, else
 * a new whole memory (written whole or not at all), dropping the memories of other code.
 */
export function keepMemory(file: string, memory: KeptChecks | undefined, save: () => SavedChecks, changes: () => SavedChanges): void {
  mkdirSync(dirname(file), { recursive: true });
  if (memory) {
    const now = changes();
    const all = new Map(memory.changes);
    for (const [name, result] of now.results) all.set(name, result);
    if (all.size <= memory.files / 8) {
      writeWhole(changesFile(file), JSON.stringify({ whole: memory.id, routes: now.routes, results: [...all] } satisfies Changes));
      return;
    }
  }
  writeWhole(file, JSON.stringify({ id: randomUUID(), ...save() } satisfies Whole));
  rmSync(changesFile(file), { force: true });
  const own = new Set([basename(file), basename(changesFile(file))]);
  for (const other of readdirSync(dirname(file)).filter((name) => name.startsWith('check-') && !own.has(name))) rmSync(join(dirname(file), other), { force: true });
}
