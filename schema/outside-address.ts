import { z } from 'zod';
import { raise } from './issues.ts';
import { refusedLink } from './link.ts';

/** A host name as DNS has it: labels of letters, digits and dashes (a dash neither first nor last), joined by dots. */
const hostName = /^(?!.{254})(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)*(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * An origin a security policy can name: https, a host name or a bracketed IPv6 address, a port. Nothing else (no `,` or
 * `;`).
 */
const policyOrigin =
  /^https:\/\/(?:(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)*(?!-)[a-z0-9-]{1,63}(?<!-)|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** Whether a text is an origin that can stand in a Content-Security-Policy as one source, and nothing more. */
export const isPolicyOrigin = (text: string) => policyOrigin.test(text);

/** The first character of a host that no host name has, spelled so it can be seen; undefined when it is a host name. */
function foreignCharacter(host: string): string | undefined {
  if (host.startsWith('[') || hostName.test(host)) return undefined;
  const found = /[^a-z0-9.-]/.exec(host)?.[0];
  if (found) return found === ' ' ? 'a space' : `"${found}"`;
  return host.split('.').some((label) => label === '')
    ? 'an empty name between two dots'
    : 'a dash at the start or end of a name';
}

/**
 * An outside https address, parsed: its origin (`https://host:port`, what a security policy names), or undefined once
 * the refusal is raised at the value, so `npm run validate` gives its file:line:col. Refused: what a link refuses
 * (unsafe schemes, invisible characters, a backslash, `name@` before the host), anything but a complete https://
 * address a browser parses, and a host with characters a host cannot have (`https://forms.example,default-src/`
 * would otherwise start a second policy).
 */
export function outsideOrigin(value: string, ctx: z.RefinementCtx): string | undefined {
  if (refusedLink(value, ctx)) return undefined;
  const url = /^https:\/\//i.test(value) && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !url.hostname) return void raise(ctx, 'invalid-address', { address: value });
  const character = foreignCharacter(url.hostname);
  if (character) return void raise(ctx, 'address-with-bad-host', { address: value, host: url.hostname, character });
  return url.origin;
}

/** An outside https address, as a field of a YAML file: `analytics: outsideAddress.describe(…)`. */
export const outsideAddress = z.string().superRefine((value, ctx) => void outsideOrigin(value, ctx));
