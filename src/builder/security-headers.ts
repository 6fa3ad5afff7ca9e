// The security headers of the built site, in one place: the prerender writes them to <outDir>/_headers for the host,
// and src/builder/serve-dist.ts sends them on every response, so `npm run preview` and the browser tests run under
// them.
import { sep } from 'node:path';
import type { PageSummary } from '../node/report/page-summary.ts';
import { isPolicyOrigin } from '../../schema/outside-address.ts';
import { svgPolicy } from '../node/pictures/svg-policy.ts';
import { picturesFolder } from '../core/picture-sources.ts';
import { shareCardsFolder } from '../core/share-card.ts';

/** What the pages need beyond the site's own files: where a contact form posts, and the analytics service's origin. */
export interface PageNeeds {
  formOrigins: string[];
  analyticsOrigin?: string;
}

/** What the pages need, from their summaries (src/node/report/page-summary.ts). */
export function pageNeeds(pages: readonly PageSummary[]): PageNeeds {
  return { formOrigins: [...new Set(pages.flatMap((p) => p.formOrigins))].sort() };
}

/**
 * What a browser may load and run on this site: its own files, never inline scripts; docs/security.md says why each.
 */
export function contentSecurityPolicy({ formOrigins, analyticsOrigin }: PageNeeds): string {
  // Validate refused every endpoint whose origin is not one clean source: one that got here anyway ends the build.
  const foreign = [...formOrigins, ...(analyticsOrigin ? [analyticsOrigin] : [])].find(
    (origin) => !isPolicyOrigin(origin),
  );
  if (foreign)
    throw new Error(
      `"${foreign}" is not an origin the security policy can name; npm run validate refuses its endpoint.`,
    );
  return [
    "default-src 'self'",
    // No eval either: calculator formulas are evaluated from their parsed tree (subscript), never compiled to code.
    ['script-src', "'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])].join(' '),
    // HTML can only be written into the page through a Trusted Types policy, and the site defines none.
    "require-trusted-types-for 'script'",
    // Mantine writes style="" attributes and two <style> elements into the prerendered HTML.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ['connect-src', "'self'", ...new Set([...formOrigins, ...(analyticsOrigin ? [analyticsOrigin] : [])])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response of the built site carries. */
export function securityHeaders(needs: PageNeeds): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(needs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/**
 * The headers as a `_headers` file, the format Netlify and Cloudflare Pages read: for every path, these headers; for
 * each SVG file of the build (`svgFiles`, paths under it), the SVG policy as well, which hosts send as a second policy.
 */
export function headersFile(headers: Record<string, string>, svgFiles: readonly string[]): string {
  const forever = 'Cache-Control: public, max-age=31536000, immutable';
  // Bundles, pictures and share cards made at build are named by their content: a host may keep each for good.
  const kept = ['assets', picturesFolder, shareCardsFolder].map((folder) => `/${folder}/*\n  ${forever}\n`).join('');
  const drawings = svgFiles
    .map((file) => `${encodeURI(`/${file.split(sep).join('/')}`)}\n  Content-Security-Policy: ${svgPolicy}\n`)
    .join('');
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}${kept}${drawings}`;
}
