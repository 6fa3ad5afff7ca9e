import { placeholder } from '../core/placeholders.ts';
import type { KindVisit } from '../core/kind-walk.ts';
import { listOf, suggestion } from './did-you-mean.ts';
import type { KindContext } from './check-kinds.ts';
import { describe, type Finding } from './problem.ts';
import { short } from './subject.ts';

/** Every `{name}` in a text that is not one of the site's facts. */
export function checkPlaceholders({ value, path }: KindVisit, { facts }: KindContext): Finding[] {
  if (typeof value !== 'string' || !facts) return [];
  const known = [...facts.placeholders.keys()];
  return [...value.matchAll(placeholder)]
    .map(([, name = '']) => name)
    .filter((name) => !facts.placeholders.has(name))
    .map((name) => ({
      path,
      within: `{${name}}`,
      problem: describe('unknown-placeholder', { name: short(name), suggestion: suggestion(name, known), known: listOf(known.map((k) => `{${k}}`)) }),
    }));
}
