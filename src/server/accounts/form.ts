import type { ServerContext } from '../http/server-module.ts';

/** A form's fields as text (a file field, or one that is missing, is ''); HTML forms post them url-encoded. */
export async function formOf(c: ServerContext): Promise<(name: string) => string> {
  const body = await c.req.parseBody();
  return (name) => {
    const value = body[name];
    return typeof value === 'string' ? value : '';
  };
}

/**
 * Where to go after logging in: a path of this site only (never //other.host or a full address), else the admin home.
 */
export function safeNext(next: string): string {
  return /^\/(?![/\\])/.test(next) && !/[\u0000-\u001f]/.test(next) ? next : '/_admin';
}

/** "in 12 seconds", "in about 14 minutes": how long until `until`. */
export function timeUntil(until: number, now = Date.now()): string {
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `in about ${Math.ceil(seconds / 60)} minutes`;
}
