import type { IncomingMessage } from 'node:http';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));

/**
 * Why a request may not use the editing endpoint, or undefined when it may. Only this machine, only under a loopback
 * name with the server's own port (another name is DNS rebinding), and only from the dev server's own pages: a
 * write must carry their Origin and JSON, which another site cannot send without asking first (CORS preflight,
 * never answered here); a read must not come from another site.
 */
export function refusal(req: IncomingMessage): string | undefined {
  if (!isLoopback(req.socket.remoteAddress)) return 'The page editor answers only this computer.';
  const host = req.headers.host ?? '';
  const port = String(req.socket.localPort);
  const hostName = host.replace(/:\d+$/, '');
  if (!loopbackHosts.has(hostName) || host !== `${hostName}:${port}`)
    return `The page editor answers only at its own address (localhost:${port}), not ${host || 'no address'}.`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    return `The page editor answers only its own pages, not ${origin}.`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return 'The page editor answers only its own pages.';
  if (req.method === 'GET') return undefined;
  if (origin === undefined) return 'A change must come from the dev server’s own page.';
  // Both ask the browser first (CORS preflight, never answered here) when another site sends them: a form cannot.
  if (!/^application\/(json|octet-stream)\b/.test(req.headers['content-type'] ?? ''))
    return 'A change must be sent as JSON, or a picture as its bytes.';
  return undefined;
}
