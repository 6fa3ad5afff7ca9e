import { z } from 'zod';
import { dataPageSchema, type DataPage } from '../../schema/data-page.ts';
import { pageSchema, type Page } from '../../schema/page.ts';
import { visitKinds, type KindVisit } from '../core/kind-walk.ts';
import { entryFacts, fillPlaceholders, placeholder, resolveFacts, type Facts } from '../core/placeholders.ts';
import { problemAt, spanAtPath, type Checked } from './check-document.ts';
import { checkVisit, type KindContext } from './check-kinds.ts';
import { valuesOf, type EntryAt, type Lists } from './data-lists.ts';
import { explainIssue } from './explain-issue.ts';
import { schemaAt } from './schema-at.ts';
import { describe, formatPath, isError, spot, type Finding, type Place, type Problem } from './problem.ts';

/** A page file with [names] in its path, read and with its lists and routes known. */
export interface DataPagePlan {
  file: string;
  params: string[];
  checked: Checked<DataPage>;
  lists: Lists;
  /** One page per combination of entries, with its route; combinations whose route is taken are left out. */
  combos: Array<{ combo: Map<string, EntryAt>; route: string }>;
}

/** A value of the page that shows a field of an entry: checked again for each page, with the entry's values in place. */
interface Varying {
  visit: KindVisit;
  text: string;
  /** The schema of the value alone: the page's texts and links are checked one value at a time. */
  leaf: ReturnType<typeof schemaAt>;
}

/** The {list.field} names a text uses, for lists of this page. */
const entryNames = (text: string, params: readonly string[]) =>
  [...text.matchAll(placeholder)].map(([, name = '']) => name).filter((name) => name.includes('.') && params.includes(name.split('.')[0]!));

/** `data` with `value` at `path`, copied only along the path. */
function withValueAt(data: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path;
  const holder = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<PropertyKey, unknown>;
  holder[key!] = withValueAt(holder[key!], rest, value);
  return holder;
}

/**
 * Checks a data page: the page file once for its shape and for every value that is the same on each of its pages, then
 * each value that shows an entry's field once per page, with the values in place. A problem of one page names its
 * place in the page file and its entries. Returns the pages, as visitors see them, when all is well.
 */
export function checkDataPage(plan: DataPagePlan, context: KindContext): { problems: Problem[]; pages: Array<{ route: string; page: Page }> } {
  const { file, params, checked, lists } = plan;
  const { parsed } = checked;
  const problems: Problem[] = [...lists.problems];
  if (!parsed) return { problems: [...problems, ...checked.problems], pages: [] };
  const at = (finding: Finding, also?: Place[]) => ({ ...problemAt(parsed, file, finding.path, finding.problem, finding.within), ...(also ? { also } : {}) });
  problems.push(...lists.findings.map((f) => at(f)));

  const fields = new Map(params.map((list) => [list, lists.lists.has(list) ? new Set(lists.lists.get(list)!.flatMap(({ entry }) => Object.keys(entry))) : null]));
  const pageContext: KindContext = { ...context, facts: context.facts && { ...context.facts, fields } };
  const varying: Varying[] = [];
  const findings: Finding[] = [];
  visitKinds(dataPageSchema, parsed.data, (visit) => {
    const text = typeof visit.value === 'string' && entryNames(visit.value, params).length ? visit.value : undefined;
    if (text !== undefined) varying.push({ visit, text, leaf: schemaAt(dataPageSchema, visit.path, parsed.data) });
    if (text === undefined || visit.meta.kind === 'text') findings.push(...checkVisit(visit, pageContext));
  });
  // The schema saw "{town.name}" where each page has a name: those values are checked per page below.
  const perPage = new Set(varying.map((v) => formatPath(v.visit.path)));
  problems.push(...checked.problems.filter((p) => p.path === undefined || !perPage.has(p.path)), ...findings.map((f) => at(f)));

  // An entry without a field that the page shows: said once per entry and field, at the entry.
  const reported = new Set<string>();
  for (const v of varying) {
    for (const name of entryNames(v.text, params)) {
      const [list = '', field = ''] = name.split(/\.(.*)/);
      // A field no entry has is a misspelling, said at the page's text (unknown-entry-field).
      if (!fields.get(list)?.has(field)) continue;
      const use: Place = { file, ...spanAtPath(parsed, v.visit.path, `{${name}}`), what: `used at ${formatPath(v.visit.path)}` };
      for (const { entry, place } of lists.lists.get(list) ?? []) {
        const key = `${list}\0${entry.slug}\0${field}`;
        if (field in entry || reported.has(key)) continue;
        reported.add(key);
        problems.push({ ...describe('entry-missing-field', { slug: entry.slug, field }), ...spot(place), also: [use] });
      }
    }
  }

  const facts = context.facts;
  const valid = checked.value && facts && !problems.some(isError);
  const pages: Array<{ route: string; page: Page }> = [];
  for (const { combo, route } of plan.combos) {
    const values = valuesOf(combo);
    const found = comboFindings(varying, values, parsed.data, context);
    const also = [...combo.values()].map((e) => e.place);
    problems.push(...found.map((f) => at(f, also)));
    if (valid && !found.some((f) => f.problem.severity === 'error')) pages.push({ route, page: resolveEntry(checked.value!, facts, values) });
  }
  return { problems, pages };
}

/** The problems of one page's values, with its entries' values in place. */
function comboFindings(varying: readonly Varying[], values: ReadonlyMap<string, string>, data: unknown, context: KindContext): Finding[] {
  const found: Finding[] = [];
  for (const { visit, text, leaf } of varying) {
    const value = fillPlaceholders(text, values);
    const issues = (leaf && z.safeParse(leaf, value).error?.issues) ?? [];
    if (issues.length) {
      const whole = withValueAt(data, visit.path, value);
      for (const issue of issues) {
        const full = { ...issue, path: [...visit.path, ...issue.path] } as typeof issue;
        found.push(...explainIssue(full, dataPageSchema, whole).map(({ path, key: _key, meant: _meant, ...problem }) => ({ path, problem })));
      }
    } else if (visit.meta.kind !== 'text') found.push(...checkVisit({ ...visit, value }, context));
  }
  return found;
}

/** One page of a data page as visitors see it. */
function resolveEntry(value: DataPage, facts: Facts, values: ReadonlyMap<string, string>): Page {
  const { data: _data, ...page } = value;
  return resolveFacts(pageSchema, page, entryFacts(facts, values));
}
