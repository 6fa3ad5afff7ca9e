import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The policy every SVG file is served with, beside the site's own: a drawing opened on its own runs no script, loads
 * nothing from anywhere, and is sandboxed (it cannot read the site's cookies or storage, nor call its endpoints as it).
 * Pictures shown in a page (<img>) are unaffected: they never run script.
 */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Whether a request asks for an SVG file, as a static server maps it to one: its path decoded, without trailing
 * slashes.
 */
export function asksForSvg(url = '/'): boolean {
  const path = new URL(url, 'http://host').pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A lone % is read as written.
  }
  return /\.svgz?\/*$/i.test(decoded);
}

/** The dev server's middleware, in front of every other: an SVG's response carries the policy. */
export function svgPolicyHeader(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (asksForSvg(req.url)) res.setHeader('Content-Security-Policy', svgPolicy);
  next();
}
