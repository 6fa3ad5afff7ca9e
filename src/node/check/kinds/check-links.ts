import { isAllowedLink } from '../../../../schema/link.ts';
import type { KindVisit } from '../../../core/kind-walk.ts';
import { normalizePath } from '../../../core/routes.ts';
import type { KindContext } from './kind-context.ts';
import { suggestion } from '../../report/did-you-mean.ts';
import { type Finding } from '../../report/problem.ts';
import { describe } from '../../../core/catalogue.ts';
import { short } from '../../report/subject.ts';

/**
 * A link to a path of this site that has no page: an error (the page was deleted or the path is mistyped), unless
 * the path is on the site file's list of pages known to be missing. Refused links are left to the schema.
 */
export function checkLink({ value, path }: KindVisit, { routes, knownMissing, linked }: KindContext): Finding[] {
  if (typeof value !== 'string' || !value.startsWith('/') || !isAllowedLink(value)) return [];
  const target = normalizePath(value);
  linked.add(target);
  if (!knownMissing || routes.has(target) || knownMissing.has(target)) return [];
  return [
    {
      path,
      problem: describe('link-to-missing-page', { target: short(target), suggestion: suggestion(target, [...routes]) }),
    },
  ];
}

/** Entries of the known-missing list that have a page by now, or that no link uses any more. */
export function checkKnownMissing(
  knownMissing: readonly string[],
  routes: ReadonlySet<string>,
  linked: ReadonlySet<string>,
): Finding[] {
  return knownMissing.flatMap((target, i): Finding[] => {
    const path = ['knownMissingPages', i];
    if (routes.has(target)) return [{ path, problem: describe('known-missing-page-exists', { target }) }];
    if (!linked.has(target)) return [{ path, problem: describe('known-missing-page-unused', { target }) }];
    return [];
  });
}

/**
 * Redirects from an address that has a page: the page would never be seen. (Where each goes is a link, checked as links
 * are.)
 */
export function checkRedirects(redirects: ReadonlyArray<{ from: string }>, routes: ReadonlySet<string>): Finding[] {
  return redirects.flatMap(({ from }, i): Finding[] =>
    routes.has(from) ? [{ path: ['redirects', i, 'from'], problem: describe('redirect-from-page', { from }) }] : [],
  );
}
