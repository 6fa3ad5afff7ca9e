import type { KindVisit } from '../core/kind-walk.ts';
import { normalizePath } from '../core/routes.ts';
import type { KindContext } from './kind-context.ts';
import { type Finding } from './problem.ts';
import { describe } from '../core/catalogue.ts';
import { inboxPath } from '../core/inbox.ts';

/** The files `npm run build` writes beside the pages: the bundles, the pages' data, the not-found page, the host's files. */
const buildFile = /^\/(?:assets\/|_pages\/|_headers$|404\.html$|(?:.*\/)?index\.html$|sitemap(?:-\d+)?\.xml$|robots\.txt$|manifest\.webmanifest$|favicon\.svg$)/;

/** What a path of this site already is, in words, when it is not free for a form receiver. */
function takenBy(path: string, { routes, assets }: KindContext): string | undefined {
  const route = normalizePath(path);
  if (routes.has(route)) return `the page ${route}`;
  if (assets?.has(route)) return `the file public${route}`;
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
  if (normalizePath(value) === inboxPath) return context.inbox === false ? [{ path, problem: describe('inbox-not-set-up', { endpoint: value }) }] : [];
  const taken = takenBy(value, context);
  return taken ? [{ path, problem: describe('endpoint-is-page', { endpoint: value, taken }) }] : [];
}
