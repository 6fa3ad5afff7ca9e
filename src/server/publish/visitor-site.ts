import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Release, Releases } from './releases.ts';

/**
 * Answers visitors from a built folder as a static host would (the serve command gives preview's own:
 * src/builder/serve-dist.ts).
 */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;
export type SiteHandlerOf = (dir: string) => SiteHandler;

/**
 * Files named by their content (bundles, pictures and cards made at build): the same name is the same file in every
 * release.
 */
const hashed = /^\/(assets|_img|_cards)\//;

function decodedPath(url = '/'): string {
  const path = new URL(url, 'http://host').pathname;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

const building =
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, ` +
  `initial-scale=1"><title>Back in a moment</title><p>This site is being built. Try again in a minute.</p></html>`;

/**
 * What visitors get: the current release, answered by the static host's handler, made once per release (it reads the
 * folder's list of files at once). A page loaded just before a publish may ask for a hashed file that only its own
 * release has: it comes from that release, so no visitor gets a missing script or a mixed page.
 */
export function visitorSite(
  releases: Releases,
  handlerOf: SiteHandlerOf,
): SiteHandler & { warm: (release: Release) => void } {
  const handlers = new Map<number, SiteHandler>();
  const handler = (release: Release) => {
    let made = handlers.get(release.id);
    if (!made) handlers.set(release.id, (made = handlerOf(release.dir)));
    return made;
  };
  const answer: SiteHandler = (req, res) => {
    const current = releases.current();
    if (!current) {
      res.writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'retry-after': '30',
        'cache-control': 'no-store',
      });
      return void res.end(building);
    }
    const path = decodedPath(req.url);
    const release =
      hashed.test(path) && !existsSync(join(current.dir, path))
        ? (releases.all().find((r) => existsSync(join(r.dir, path))) ?? current)
        : current;
    handler(release)(req, res);
    // The handlers of releases removed from disk are dropped.
    if (handlers.size > 4)
      for (const id of handlers.keys()) if (!releases.all().some((r) => r.id === id)) handlers.delete(id);
  };
  return Object.assign(answer, { warm: (release: Release) => void handler(release) });
}
