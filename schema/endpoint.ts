import { z } from 'zod';
import { fieldKinds } from './kinds.ts';
import { raise } from './issues.ts';
import { allowedLinkPattern, refusedLink } from './link.ts';

/** An https:// address with a host and no `user@`, or a path of this site: what a link accepts, narrowed to where a form can send. */
const endpointPattern = String.raw`(?=${allowedLinkPattern.slice(1)})(?:https://[^/?#@\s]+(?:[/?#]|$)|/(?!/))`;

/** Where a form's values may be sent: the checks of a link, then a web address a browser can parse, without credentials. */
export const endpoint = z
  .string()
  .superRefine((value, ctx) => {
    if (refusedLink(value, ctx)) return;
    const url = URL.canParse(value, 'https://site.invalid') ? new URL(value, 'https://site.invalid') : undefined;
    if (!new RegExp(`^${endpointPattern}`).test(value) || !url || url.username || url.password) raise(ctx, 'invalid-endpoint', { endpoint: value });
  })
  .register(fieldKinds, { kind: 'endpoint' })
  .meta({ pattern: `^${endpointPattern}`, patternErrorMessage: 'Write a web address starting with https:// (no name@ before the host), or a path of this site starting with /.' });
