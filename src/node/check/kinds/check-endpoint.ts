import type { KindVisit } from '../../../core/kind-walk.ts';
import { picturesFolder } from '../../../core/picture-sources.ts';
import { shareCardsFolder } from '../../../core/share-card.ts';
import type { KindContext } from './kind-context.ts';
import { type Finding } from '../../report/problem.ts';
import { describe } from '../../../core/catalogue.ts';
import { inboxPath } from '../../../core/inbox.ts';

/** The files `npm run build` writes beside the pages: the bundles, the not-found page, the host's files. */
const buildFile =
  /^\/(?:assets(?:\/|$)|404\.html$|(?:.*\/)?index\.html$|sitemap(?:-\d+)?\.xml$|robots\.txt$|manifest\.webmanifest$|favicon\.svg$)/;

/**
 * A path of this site as a static host serves it: without query and hash, its `.` and `..` resolved (also written
 * `%2e`), each part percent-decoded, lower-case (hosts such as Netlify match any case), without a trailing slash.
 */
export function servedPath(path: string): string {
  const { pathname } = new URL(path.replace(/[?#].*$/, ''), 'https://site.invalid');
  const decoded = pathname.split('/').map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  const route = decoded.join('/').toLowerCase();
  return route.length > 1 ? route.replace(/\/+$/, '') : '/';
}

/** Paths by their lower-case spelling, made once per set of routes or files (a site may have a form on every page). */
const lowerCased = new WeakMap<object, ReadonlyMap<string, string>>();
function byLowerCase(holder: { size: number }, paths: () => Iterable<string>): ReadonlyMap<string, string> {
  let known = lowerCased.get(holder);
  if (known?.size !== holder.size)
    lowerCased.set(holder, (known = new Map([...paths()].map((p) => [p.toLowerCase(), p]))));
  return known!;
}

/** What a path of this site already is, in words, when it is not free for a form receiver. */
function takenBy(path: string, { routes, assets }: KindContext): string | undefined {
  const route = servedPath(path);
  const page = byLowerCase(routes, () => routes).get(route);
  if (page) return `the page ${page}`;
  const file = assets && byLowerCase(assets, () => assets.keys()).get(route);
  if (file) return `the file public${file}`;
  const [, first = '', ...rest] = route.split('/');
  if ([picturesFolder, shareCardsFolder, '_pages'].includes(first))
    return `the build's folder /${first}, which holds only files it makes`;
  // A host reads its own files from names that start with _ (_headers, _redirects): it never passes them a message.
  if (first.startsWith('_') && !rest.length) return 'a file the host reads its settings from';
  if (route.split('/').at(-1)!.startsWith('.'))
    return "a hidden file (its name starts with a dot), such as the build's report";
  if (buildFile.test(route)) return 'a file the build writes';
  return undefined;
}

/**
 * A form without an endpoint: it looks like it sends, and nobody receives what visitors type. A form that sends to a
 * page or a file of this site is the same: the host answers with that file, and the message is lost. Said at the form.
 * So is a form that sends to the site's own inbox on a site not set up for its server.
 */
export function checkEndpoint({ value, path }: KindVisit, context: KindContext): Finding[] {
  if (value === undefined) return [{ path, problem: describe('missing-endpoint', {}) }];
  if (typeof value !== 'string' || !value.startsWith('/')) return [];
  // The site's own inbox: reserved, so never a page; a site not set up for its server has nothing there.
  if (servedPath(value) === inboxPath)
    return context.inbox === false ? [{ path, problem: describe('inbox-not-set-up', { endpoint: value }) }] : [];
  const taken = takenBy(value, context);
  return taken ? [{ path, problem: describe('endpoint-is-page', { endpoint: value, taken }) }] : [];
}
