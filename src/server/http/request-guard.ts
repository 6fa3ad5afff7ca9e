import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';

/** The origins the server's own pages have: PUBLIC_URL's, or this machine's names with the port when it has none. */
export function ownOrigins({ publicUrl, port }: Pick<ServerConfig, 'publicUrl' | 'port'>, listening = port): string[] {
  if (publicUrl) return [publicUrl.origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${listening}`);
}

/**
 * Why a request may not reach the server's private side (the editor, the admin pages, any change), or undefined when
 * it may: as the dev server's editor guard (src/node/edit/request-guard.ts), for the public address instead of
 * localhost. Its Host must be the server's own (another name pointed at it is DNS rebinding); a change (anything but
 * GET and HEAD) must carry the Origin of the server's own pages, as JSON, a file's bytes or a form of those pages; a
 * read must not be fetched by another site (a link followed from elsewhere is a navigation, and carries no session:
 * the cookie is SameSite=Strict).
 */
export function serverRefusal(req: IncomingMessage, origins: readonly string[]): string | undefined {
  const hosts = origins.map((o) => new URL(o).host);
  const host = req.headers.host ?? '';
  if (!hosts.includes(host)) return `This server answers at ${hosts[0]}, not ${host || 'no address'}.`;
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.includes(origin)) return `A request from ${origin} cannot change this site.`;
  const site = req.headers['sec-fetch-site'];
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (read)
    return site === 'cross-site' && req.headers['sec-fetch-mode'] !== 'navigate'
      ? 'Another site cannot read this.'
      : undefined;
  if (origin === undefined) return 'A change must come from this site’s own pages.';
  if (site !== undefined && site !== 'same-origin') return 'A change must come from this site’s own pages.';
  if (
    !/^(application\/(json|octet-stream)|application\/x-www-form-urlencoded)\b/.test(req.headers['content-type'] ?? '')
  )
    return 'A change must be sent as JSON, a form, or a picture’s bytes.';
  return undefined;
}
