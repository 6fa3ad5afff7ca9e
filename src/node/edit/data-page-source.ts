import { parseDocument } from 'yaml';
import type { Site } from '../../../schema/site.ts';
import type { DataPath, EntryText, PageSource } from '../../core/edit-protocol.ts';
import { dataPageSchema } from '../../blocks/page-schemas.ts';
import { isRouteFile, paramsOf, routeOf } from '../../core/routes.ts';
import { checkDocument } from '../check/check-document.ts';
import { readDataPage } from '../check/check-site.ts';
import type { CheckOnce, EntryAt } from '../check/data-lists.ts';
import { linesOf } from '../read/locate.ts';
import type { SourceFile } from '../read/source-file.ts';
import { hashOf, pageSource, type Filling } from './page-source.ts';

const checkOnce: CheckOnce = (source, schema) => checkDocument(source.file, source.text, schema as never);

const isTemplate = (file: string) => isRouteFile(file) && paramsOf(file).length > 0;

/**
 * Whether `key` is the address of a page the data page `file` can make: /plumber-in/kelowna of
 * pages/plumber-in/[town].yaml.
 */
export function mayMake(file: string, key: string): boolean {
  const pattern = routeOf(file)
    .replace(/[.*+?^${}()|\\]/g, '\\$&')
    .replace(/\[[a-z][a-z0-9-]*\]/g, '[a-z0-9]+(?:-[a-z0-9]+)*');
  return isTemplate(file) && new RegExp(`^${pattern}$`).test(key);
}

/** How many pages of the site each entry makes or shows in, by its file and slug. */
function pagesPerEntry(files: ReadonlyMap<string, SourceFile>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const source of files.values()) {
    if (!isTemplate(source.file)) continue;
    for (const { combo } of readDataPage(source, files, checkOnce).combos) {
      for (const { entry, place } of combo.values())
        counts.set(`${place.file}\0${entry.slug}`, (counts.get(`${place.file}\0${entry.slug}`) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The source of the page at `key` made from data by `template`, as the editor needs it: the template's blocks, each
 * text in parts, the part an entry fills in editable in the file where the entry is written. A template that cannot be
 * read gives its mistakes alone; undefined when no entry makes a page at `key`.
 */
export function dataPageSource(
  key: string,
  template: SourceFile,
  files: ReadonlyMap<string, SourceFile>,
  site: Site | undefined,
): PageSource | undefined {
  const read = readDataPage(template, files, checkOnce);
  if (!read.checked.parsed) return pageSource(key, template.file, template.text, dataPageSchema, site);
  const made = read.combos.find((c) => c.route === key);
  if (!made) return undefined;
  const counts = pagesPerEntry(files);
  const entries: Filling['entries'] = new Map();
  for (const [list, at] of made.combo) {
    const index = read.lists.lists.get(list)!.indexOf(at);
    const inPage = at.place.file === template.file;
    const texts = entryTexts(
      files.get(at.place.file)!.text,
      inPage ? ['data', list, index] : [index],
      at,
      list,
      counts.get(`${at.place.file}\0${at.entry.slug}`) ?? 1,
    );
    entries.set(list, { values: at.entry, texts });
  }
  const dataFiles = read.lists.sources
    .filter((file) => files.has(file))
    .map((file) => ({ file, hash: hashOf(files.get(file)!.text) }));
  return pageSource(key, template.file, template.text, dataPageSchema, site, {
    params: read.params,
    entries,
    pages: read.combos.length,
    files: dataFiles,
  });
}

/** Each field of an entry but its slug (the page's address), as a text to edit where it is written. */
function entryTexts(
  text: string,
  at: DataPath,
  { entry, place }: EntryAt,
  list: string,
  pages: number,
): Map<string, EntryText> {
  const doc = parseDocument(text);
  const { lineCounter } = linesOf(text);
  const texts = new Map<string, EntryText>();
  for (const [field, value] of Object.entries(entry)) {
    const node = doc.getIn([...at, field], true) as { range?: [number, number] } | undefined;
    if (field === 'slug' || !node?.range) continue;
    const { line, col } = lineCounter.linePos(node.range[0]);
    texts.set(field, {
      file: place.file,
      path: [...at, field],
      raw: String(value),
      numeric: typeof value === 'number',
      line,
      col,
      label: `${field} of ${list} "${entry.slug}"`,
      pages,
    });
  }
  return texts;
}
