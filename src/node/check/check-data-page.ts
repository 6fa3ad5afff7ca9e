import { z } from 'zod';
import { dataPageSchema, type DataPage } from '../../blocks/page-schemas.ts';
import { pageSchema, type Page } from '../../blocks/page-schemas.ts';
import { visitKinds, type KindVisit } from '../../core/kind-walk.ts';
import { problemAt, spanAtPath, type Checked } from './check-document.ts';
import { checkVisit } from './kinds/check-kinds.ts';
import { shownDocument } from './kinds/check-images.ts';
import type { KindContext } from './kinds/kind-context.ts';
import { valuesOf, type EntryAt, type Lists } from './data-lists.ts';
import { fill, partsOf, treeOf, withValues, type Parts } from './data-template.ts';
import { explainIssue } from './explain-issue.ts';
import { schemaAt } from './schema-at.ts';
import { formatPath, isError, spot, type Finding, type Place, type Problem } from '../report/problem.ts';
import { describe } from '../../core/catalogue.ts';

/** A page file with [names] in its path, read and with its lists and routes known. */
export interface DataPagePlan {
  file: string;
  params: string[];
  checked: Checked<DataPage>;
  lists: Lists;
  /** One page per combination of entries, with its route; combinations whose route is taken are left out. */
  combos: Array<{ combo: Map<string, EntryAt>; route: string }>;
}

/**
 * A value of the page that shows a field of an entry: checked again for each value it takes, with the values in place.
 */
interface Varying {
  visit: KindVisit;
  parts: Parts;
  /** The lists whose fields it shows. */
  lists: string[];
  /** The schema of the value alone: the page's texts and links are checked one value at a time. */
  leaf: ReturnType<typeof schemaAt>;
  /**
   * Whether each value it took was wrong: a value shared by many pages (a town's name on each service's page) is
   * checked once.
   */
  seen: Map<string, boolean>;
}

/** The {list.field} names that parts of a text show. */
const namesOf = (parts: Parts) => parts.filter((_, i) => i % 2 === 1);

/**
 * Checks a data page: the page file once for its shape and for every value that is the same on each of its pages, then
 * each value that shows an entry's field once per page, with the values in place. A problem of one page names its
 * place in the page file and its entries. Returns the pages, as visitors see them, when all is well.
 */
export function checkDataPage(
  plan: DataPagePlan,
  context: KindContext,
): { problems: Problem[]; pages: Array<{ route: string; page: Page }> } {
  const { file, params, checked, lists } = plan;
  const { parsed } = checked;
  const problems: Problem[] = [...lists.problems];
  if (!parsed) return { problems: [...problems, ...checked.problems], pages: [] };
  const at = (finding: Finding, also?: Place[]) => ({
    ...problemAt(parsed, file, finding.path, finding.problem, finding.within),
    ...(also ? { also } : {}),
  });
  problems.push(...lists.findings.map((f) => at(f)));

  const fields = new Map(
    params.map((list) => [
      list,
      lists.lists.has(list) ? new Set(lists.lists.get(list)!.flatMap(({ entry }) => Object.keys(entry))) : null,
    ]),
  );
  const pageContext: KindContext = { ...context, facts: context.facts && { ...context.facts, fields } };
  const varying: Varying[] = [];
  const findings: Finding[] = [];
  visitKinds(dataPageSchema, parsed.data, (visit) => {
    const parts = typeof visit.value === 'string' ? partsOf(visit.value, params) : [];
    const lists = [...new Set(namesOf(parts).map((name) => name.slice(0, name.indexOf('.'))))];
    // Kept past the visit: its path and holders are read now, while they are this value's.
    if (lists.length)
      varying.push({
        visit: { value: visit.value, meta: visit.meta, path: visit.path, holders: visit.holders },
        parts,
        lists,
        leaf: schemaAt(dataPageSchema, visit.path, parsed.data),
        seen: new Map(),
      });
    if (!lists.length || visit.meta.kind === 'text') findings.push(...checkVisit(visit, pageContext));
  });
  // The schema saw "{town.name}" where each page has a name: those values are checked per page below.
  const perPage = new Set(varying.map((v) => formatPath(v.visit.path)));
  problems.push(
    ...checked.problems.filter((p) => p.path === undefined || !perPage.has(p.path)),
    ...findings.map((f) => at(f)),
  );

  // An entry without a field that the page shows: said once per entry and field, at the entry.
  const reported = new Set<string>();
  for (const v of varying) {
    for (const name of namesOf(v.parts)) {
      const [list = '', field = ''] = name.split(/\.(.*)/);
      // A field no entry has is a misspelling, said at the page's text (unknown-entry-field).
      if (!fields.get(list)?.has(field)) continue;
      const use: Place = {
        file,
        ...spanAtPath(parsed, v.visit.path, `{${name}}`),
        what: `used at ${formatPath(v.visit.path)}`,
      };
      for (const { entry, place } of lists.lists.get(list) ?? []) {
        const key = `${list}\0${entry.slug}\0${field}`;
        if (field in entry || reported.has(key)) continue;
        reported.add(key);
        problems.push({
          ...describe('entry-missing-field', { slug: entry.slug, field, list }),
          ...spot(place),
          also: [use],
        });
      }
    }
  }

  const template =
    checked.value && context.facts && !problems.some(isError)
      ? resolveTemplate(checked.value, context, varying, params)
      : undefined;
  const pages: Array<{ route: string; page: Page }> = [];
  for (const { combo, route } of plan.combos) {
    const values = valuesOf(combo);
    let valid = true;
    for (const v of varying) {
      const value = fill(v.parts, values);
      let wrong = v.seen.get(value);
      if (wrong === undefined) {
        const found = valueFindings(v, value, parsed.data, context);
        wrong = found.some((f) => f.problem.severity === 'error');
        v.seen.set(value, wrong);
        problems.push(
          ...found.map((f) =>
            at(
              f,
              v.lists.map((list) => combo.get(list)!.place),
            ),
          ),
        );
      }
      valid &&= !wrong;
    }
    if (template && valid)
      pages.push({
        route,
        page: withValues(
          template.page,
          template.tree,
          template.parts.map((parts) => fill(parts, values)),
        ) as Page,
      });
  }
  return { problems, pages };
}

/** The problems of one value a varying value takes. */
function valueFindings({ visit, leaf }: Varying, value: string, data: unknown, context: KindContext): Finding[] {
  const issues = (leaf && z.safeParse(leaf, value).error?.issues) ?? [];
  if (!issues.length) return visit.meta.kind === 'text' ? [] : checkVisit({ ...visit, value }, context);
  // Said as for the whole page, with this value in it: "Block 2 (cards), item 1: "title" has 95 characters".
  const whole = withValues(data, treeOf([visit.path]), [value]);
  return issues.flatMap((issue) =>
    explainIssue({ ...issue, path: [...visit.path, ...issue.path] } as typeof issue, dataPageSchema, whole).map(
      ({ path, key: _key, meant: _meant, ...problem }) => ({ path, problem }),
    ),
  );
}

/**
 * The page as visitors see it, but for the entries' values: the site's facts, link shorthands and picture sizes
 * resolved once for every page.
 */
function resolveTemplate(
  value: DataPage,
  { facts, assets }: KindContext,
  varying: readonly Varying[],
  params: readonly string[],
) {
  const { data: _data, ...raw } = value;
  const page = shownDocument(pageSchema, raw, facts!, assets);
  const valueAt = (path: readonly PropertyKey[]) =>
    path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown>)[key], page);
  return {
    page,
    tree: treeOf(varying.map((v) => v.visit.path)),
    parts: varying.map((v) => partsOf(String(valueAt(v.visit.path)), params)),
  };
}
