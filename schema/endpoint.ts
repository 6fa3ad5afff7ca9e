import { z } from 'zod';
import { fieldKinds } from './kinds.ts';
import { raise } from './issues.ts';
import { allowedLinkPattern, refusedLink } from './link.ts';
import { outsideOrigin } from './outside-address.ts';

/**
 * An https:// address with a host and no `user@`, or a path of this site: what a link accepts, narrowed to where a form
 * can send.
 */
const endpointPattern = String.raw`(?=${allowedLinkPattern.slice(1)})(?:https://[^/?#@\s]+(?:[/?#]|$)|/(?!/))`;

/**
 * Where a form's values may be sent: the checks of a link, then a path of this site or an outside https address whose
 * host is a host name (its origin goes into the security policy).
 */
export const endpoint = z
  .string()
  .superRefine((value, ctx) => {
    if (/^https:\/\//i.test(value)) outsideOrigin(value, ctx);
    else if (!refusedLink(value, ctx) && !/^\/(?!\/)/.test(value)) raise(ctx, 'invalid-endpoint', { endpoint: value });
  })
  .register(fieldKinds, { kind: 'endpoint' })
  .meta({
    pattern: `^${endpointPattern}`,
    patternErrorMessage:
      'Write a web address starting with https:// (no name@ before the host), or a path of this site starting with /.',
  });
