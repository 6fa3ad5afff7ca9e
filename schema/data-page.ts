import { z } from 'zod';
import { raise } from './issues.ts';
import { heroFirst, pageFieldsOf } from './page.ts';

/** One part of a web address: lower-case letters, digits and single dashes. Also the JSON Schema `pattern`. */
export const slugPattern = '^[a-z0-9]+(-[a-z0-9]+)*$';
const slugRule = new RegExp(slugPattern);

const slug = z
  .string()
  .superRefine((value, ctx) => {
    if (!slugRule.test(value)) raise(ctx, 'bad-slug', { slug: value });
  })
  .meta({
    pattern: slugPattern,
    patternErrorMessage: 'Lower-case letters, digits and single dashes, e.g. west-kelowna.',
  })
  .describe("This entry's part of the page address, e.g. west-kelowna: lower-case letters, digits and single dashes.");

/** Entry fields are plain values: the page's texts and links use them, and are checked with them in place. */
const entryValue = z
  .union([z.string().trim().min(1), z.number()])
  .describe('A value the page shows wherever it says {list.field}, e.g. {town.name}.');

/** One entry of a list: one page per entry, its fields shown through {name.field} placeholders. */
export const dataEntry = z
  .object({ slug: slug.meta({ title: 'Address part' }) })
  .catchall(entryValue)
  .describe(
    'One page per entry: slug is its address, every other field a value the page can show, e.g. name: West Kelowna.',
  )
  .meta({ title: 'Entry' });

/** The entries of a list, each slug once. */
export const dataEntries = z
  .array(dataEntry)
  .min(1)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      if (seen.has(entry.slug)) raise(ctx, 'duplicate-slug', { slug: entry.slug }, [i, 'slug']);
      seen.add(entry.slug);
    });
  })
  .describe('The entries, one page each.');

/**
 * A data file's path under pages/: its name or a folder of it starts with _ (it is no page itself); not the site or
 * not-found file.
 */
export const dataFilePattern = String.raw`^(?!_site\.ya?ml$|_not-found\.ya?ml$)(?:[^/]+/)*_[^/]*(?:/[^/]+)*\.ya?ml$`;
const dataFileRule = new RegExp(dataFilePattern);
export const isDataFileName = (name: string) => dataFileRule.test(name) && !name.split('/').includes('..');

/** Where a [name] of the file name gets its entries: a data file under pages/ or the list itself. */
const dataSource = z.union([
  z
    .string()
    .superRefine((value, ctx) => {
      if (!isDataFileName(value)) raise(ctx, 'bad-data-file-name', { source: value });
    })
    .meta({
      pattern: dataFilePattern,
      patternErrorMessage: 'A file under pages/ whose name or a folder of it starts with _, e.g. _data/towns.yaml.',
    })
    .describe('A data file under pages/ whose name or folder starts with _, e.g. _data/towns.yaml: a list of entries.'),
  dataEntries,
]);

/**
 * A page made from data: pages/plumber-in/[town].yaml is one page per entry of `data.town`, at /plumber-in/<slug>.
 * Its texts and links say {town.name} where each page shows its entry's name.
 */
export const dataPageSchemaOf = <B extends z.ZodType<{ type: string }>>(block: B) =>
  z
    .strictObject({
      data: z
        .record(z.string(), dataSource)
        .describe(
          'For each [name] in the file name, its entries: a data file such as _data/towns.yaml, or the list itself.',
        )
        .meta({ title: 'Entries' }),
      ...pageFieldsOf(block),
    })
    .superRefine(heroFirst);

export type DataEntry = z.infer<typeof dataEntry>;
