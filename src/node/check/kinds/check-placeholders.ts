import { placeholder, type SiteFacts } from '../../../core/placeholders.ts';
import type { KindVisit } from '../../../core/kind-walk.ts';
import { listOf, suggestion } from '../../report/did-you-mean.ts';
import type { KindContext } from './kind-context.ts';
import { type Finding } from '../../report/problem.ts';
import { describe, type Described } from '../../../core/catalogue.ts';
import { short } from '../../report/subject.ts';

/** Every `{name}` in a text that is not one of the site's facts, nor a field of a list the page is made from. */
export function checkPlaceholders({ value, path }: KindVisit, { facts }: KindContext): Finding[] {
  // Most texts have no placeholder: they are let through before any match is made, the cheapest test first.
  if (typeof value !== 'string' || !facts || !value.includes('{')) return [];
  return [...value.matchAll(placeholder)]
    .map(([, name = '']) => name)
    .filter((name) => !facts.placeholders.has(name))
    .flatMap((name) => {
      const problem = unknownName(name, facts);
      return problem ? [{ path, within: `{${name}}`, problem }] : [];
    });
}

/** Why `{name}` is unknown: a field its entries do not have, or no fact at all; nothing for a field some entry has. */
function unknownName(name: string, facts: SiteFacts): Described | undefined {
  const [list = '', ...rest] = name.split('.');
  const fields = facts.fields?.get(list);
  if (fields !== undefined && rest.length) {
    // A list that could not be read is said where it is; its fields are checked once it is fixed.
    if (fields === null || fields.has(rest.join('.'))) return undefined;
    const known = [...fields].map((f) => `${list}.${f}`);
    return describe('unknown-entry-field', {
      name: short(name),
      list,
      suggestion: suggestion(name, known),
      known: listOf(known.map((k) => `{${k}}`)),
    });
  }
  const known = [
    ...facts.placeholders.keys(),
    ...[...(facts.fields ?? [])].flatMap(([l, f]) => [...(f ?? [])].map((field) => `${l}.${field}`)),
  ];
  return describe('unknown-placeholder', {
    name: short(name),
    suggestion: suggestion(name, known),
    known: listOf(known.map((k) => `{${k}}`)),
  });
}
