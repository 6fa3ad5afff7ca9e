// The site's redirects (redirects: in pages/_site.yaml) for the hosts the docs name: `_redirects`, which Netlify and
// Cloudflare Pages read (and `npm run preview` applies), and at each old address a page that sends the visitor on, for
// a host that reads no such file (GitHub Pages, S3): it forwards at once, without a script, and tells search engines
// the new address.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../schema/site.ts';

type Redirect = Site['redirects'][number];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `_redirects` file: one line a redirect, `from to 301`. */
export const redirectsFile = (redirects: readonly Redirect[]) =>
  redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');

/** The page at an old address: it forwards to the new one at once, and says where it went for anyone it does not. */
export function forwardingPage({ to }: Redirect, siteUrl: string, lang: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(new URL(to, siteUrl).href);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This page has moved</title>
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p>This page has moved: <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** Writes `_redirects` and a forwarding page at each old address into the staged build. */
export function writeRedirects(staging: string, redirects: readonly Redirect[], siteUrl: string, lang: string): void {
  writeFileSync(join(staging, '_redirects'), redirectsFile(redirects));
  for (const redirect of redirects) {
    const folder = join(staging, redirect.from);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), forwardingPage(redirect, siteUrl, lang));
  }
}

/** The redirects a `_redirects` file says, by old address (a host's reading of the lines this build writes). */
export function readRedirects(text: string): Map<string, { to: string; status: number }> {
  return new Map(
    text.split('\n').flatMap((line): Array<[string, { to: string; status: number }]> => {
      const [from, to, status = '301'] = line.trim().split(/\s+/);
      return from?.startsWith('/') && to ? [[from, { to, status: Number(status) }]] : [];
    }),
  );
}
