import type { KindVisit } from '../core/kind-walk.ts';
import { describe, type Finding } from './problem.ts';

/** A form without an endpoint: it looks like it sends, and nobody receives what visitors type. Said at the form. */
export function checkEndpoint({ value, path }: KindVisit): Finding[] {
  return value === undefined ? [{ path, problem: describe('missing-endpoint', {}) }] : [];
}
