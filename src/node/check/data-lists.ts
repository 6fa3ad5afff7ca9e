import { dataEntries, isDataFileName, type DataEntry } from '../../../schema/data-page.ts';
import type { Checked } from './check-document.ts';
import type { SourceFile } from '../read/source-file.ts';
import { suggestion } from '../report/did-you-mean.ts';
import { nodeAt, spanOf } from '../read/locate.ts';
import type { Parsed } from '../read/parse-yaml.ts';
import { type Finding, type Place, type Problem } from '../report/problem.ts';
import { describe } from '../../core/catalogue.ts';

/** An entry of a list, with the place of its slug (where an error about its page points). */
export interface EntryAt {
  entry: DataEntry;
  place: Place;
}

/** A parse and schema check of a file, made once for as long as its text stays the same. */
export type CheckOnce = <T>(source: SourceFile, schema: { safeParse: (data: unknown) => unknown }) => Checked<T>;

/**
 * The entries of each [name] of a data page; problems of a list in its own file are in `problems`, of the page in
 * `findings`.
 */
export interface Lists {
  lists: Map<string, EntryAt[]>;
  /** Problems located in data files. */
  problems: Problem[];
  /** Problems at a path of the page file itself. */
  findings: Finding[];
  /** The data files the lists come from, or were looked for. */
  sources: string[];
}

const entryPlaces = (
  entries: readonly DataEntry[],
  parsed: Parsed,
  file: string,
  at: PropertyKey[],
  list: string,
): EntryAt[] =>
  entries.map((entry, i) => ({
    entry,
    place: {
      file,
      ...spanOf(nodeAt(parsed.doc, [...at, i, 'slug']).node, parsed),
      what: `entry "${entry.slug}" of ${list}`,
    },
  }));

/** The entries of each [name] of `file`, from `data:` in it or from a data file under pages/. */
export function listsOf(
  file: string,
  params: readonly string[],
  parsed: Parsed,
  files: ReadonlyMap<string, SourceFile>,
  checkOnce: CheckOnce,
): Lists {
  const out: Lists = { lists: new Map(), problems: [], findings: [], sources: [] };
  const data = (parsed.data as { data?: unknown }).data;
  const spec =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  for (const name of Object.keys(spec).filter((n) => !params.includes(n)))
    out.findings.push({
      path: ['data', name],
      problem: describe('unknown-data-name', { name, file, suggestion: suggestion(name, params) }),
    });
  for (const name of params) {
    const source = spec[name];
    if (source === undefined) {
      out.findings.push({ path: ['data'], problem: describe('missing-data', { name, file }) });
    } else if (typeof source === 'string') {
      // A name that cannot be a data file is said by the page's schema check.
      if (!isDataFileName(source)) continue;
      out.sources.push(`pages/${source}`);
      const dataFile = files.get(`pages/${source}`);
      if (!dataFile) {
        const known = [...files.keys()].filter((f) => f.startsWith('pages/_')).map((f) => f.slice('pages/'.length));
        out.findings.push({
          path: ['data', name],
          problem: describe('missing-data-file', { source, suggestion: suggestion(source, known) }),
        });
        continue;
      }
      const checked = checkOnce<DataEntry[]>(dataFile, dataEntries);
      out.problems.push(...checked.problems);
      if (checked.value && checked.parsed)
        out.lists.set(name, entryPlaces(checked.value, checked.parsed, dataFile.file, [], name));
    } else {
      // Errors of a list written in the page are the page's schema check's to report.
      const inline = dataEntries.safeParse(source);
      if (inline.success) out.lists.set(name, entryPlaces(inline.data, parsed, file, ['data', name], name));
    }
  }
  return out;
}

/**
 * Every page a data page makes: one per combination of one entry of each list, in the order of the file name's [names].
 */
export function combinations(
  params: readonly string[],
  lists: ReadonlyMap<string, EntryAt[]>,
): Array<Map<string, EntryAt>> {
  let out: Array<Map<string, EntryAt>> = [new Map()];
  for (const name of params) {
    const entries = lists.get(name) ?? [];
    out = out.flatMap((combo) => entries.map((at) => new Map([...combo, [name, at]])));
  }
  return out;
}

/** The value a page shows for {list.field}, for every field of each entry of a combination. */
export function valuesOf(combo: ReadonlyMap<string, EntryAt>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [list, { entry }] of combo)
    for (const [field, value] of Object.entries(entry)) values.set(`${list}.${field}`, String(value));
  return values;
}
