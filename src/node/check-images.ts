import type { KindVisit } from '../core/kind-walk.ts';
import type { KindContext } from './kind-context.ts';
import { type Finding } from './problem.ts';
import { describe } from '../core/catalogue.ts';
import { short } from './subject.ts';

/** A picture whose file is not in public/: the page would show a broken image. */
export function checkPicture({ value, path }: KindVisit, { assets }: KindContext): Finding[] {
  const src = (value as { src?: unknown } | undefined)?.src;
  // A src that is not a path of public/ at all has its own problem from the schema.
  if (!assets || typeof src !== 'string' || !src.startsWith('/') || assets.has(src)) return [];
  return [{ path: [...path, 'src'], problem: describe('missing-image-file', { src: short(src) }) }];
}
