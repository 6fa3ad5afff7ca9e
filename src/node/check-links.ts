import { isAllowedLink } from '../../schema/link.ts';
import { walkStrings } from '../core/walk.ts';
import { normalizePath } from '../core/routes.ts';
import { suggestion } from './did-you-mean.ts';
import { short } from './subject.ts';
import type { Finding } from './problem.ts';

/** Every internal link (href: /path) in a file, with where it is, as the path visitors reach; refused links are left to the schema. */
export function internalLinks(data: unknown): Array<{ path: PropertyKey[]; target: string }> {
  const links: ReturnType<typeof internalLinks> = [];
  walkStrings(data, (text, path) => {
    if (path.at(-1) === 'href' && text.startsWith('/') && isAllowedLink(text)) links.push({ path, target: normalizePath(text) });
  });
  return links;
}

/**
 * Internal links to a path that has no page: an error (the page was deleted or the path is mistyped), unless the
 * path is on the site file's list of pages known to be missing.
 */
export function checkLinks(links: ReturnType<typeof internalLinks>, routes: ReadonlySet<string>, knownMissing: ReadonlySet<string>): Finding[] {
  return links
    .filter(({ target }) => !routes.has(target) && !knownMissing.has(target))
    .map(({ path, target }) => ({
      path,
      problem: {
        severity: 'error',
        code: 'link-to-missing-page',
        title: 'Link to a page that does not exist',
        message: `This link goes to ${short(target)}, which has no page; visitors would see the not-found page.`,
        hint: `${suggestion(target, [...routes])}Point the link at an existing page, or create pages${short(target)}.yaml. If the page is coming later, add ${short(target)} to knownMissingPages in pages/_site.yaml.`,
      },
    }));
}

/** Entries of the known-missing list that have a page by now, or that no link uses any more. */
export function checkKnownMissing(knownMissing: readonly string[], routes: ReadonlySet<string>, linked: ReadonlySet<string>): Finding[] {
  return knownMissing.flatMap((target, i): Finding[] => {
    const path = ['knownMissingPages', i];
    if (routes.has(target))
      return [{ path, problem: { severity: 'warning', code: 'known-missing-page-exists', title: 'Listed as missing, but the page exists', message: `${target} has a page now, so it no longer needs to be listed as missing.`, hint: 'Remove this line from knownMissingPages.' } }];
    if (!linked.has(target))
      return [{ path, problem: { severity: 'warning', code: 'known-missing-page-unused', title: 'Listed as missing, but nothing links to it', message: `No link on the site goes to ${target}.`, hint: 'Remove this line from knownMissingPages, or check the link that should go there.' } }];
    return [];
  });
}
